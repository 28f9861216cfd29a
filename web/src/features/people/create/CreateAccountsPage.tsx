import { useApolloClient } from '@apollo/client/react';
import { Container } from '@mui/material';
import { useState } from 'react';
import { StudentsNamedDocument } from '../../../generated/StudentsNamed';
import { useErrorReporter } from '../../../shared/graphql/operationHooks';
import { AccountResults } from './AccountResults';
import type { CreationOutcome } from './createInBatches';
import { namesakesOf, studentNames, type Namesake } from './namesakes';
import { NamesakesDialog } from './NamesakesDialog';
import { PendingAccountsEditor } from './PendingAccountsEditor';
import type { PendingAccount } from './readAccountsCsv';
import { useAccountCreation } from './useAccountCreation';
import { downloadUsersCsv } from './usersCsv';

type Results = Omit<CreationOutcome, 'unsent'>;

/**
 * Create accounts (spec 1 §2.6, admin): pending accounts gathered locally,
 * then the one-time results page, a state of this page rather than a URL, so
 * leaving it loses the passwords as the spec wants.
 */
export function CreateAccountsPage() {
  const [pending, setPending] = useState<PendingAccount[]>([]);
  const [results, setResults] = useState<Results | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const { create, progress } = useAccountCreation();
  const client = useApolloClient();
  const reportFailure = useErrorReporter();
  const [namesakes, setNamesakes] = useState<Namesake[]>([]);

  /** Warns first when a pending student is named like one of the school's (one read for every row), else creates. */
  const check = async () => {
    const names = studentNames(pending);
    if (names.length > 0) {
      try {
        const { data } = await client.query({
          query: StudentsNamedDocument,
          variables: { names },
          fetchPolicy: 'network-only',
        });
        const found = namesakesOf(pending, data?.studentsNamed ?? []);
        if (found.length > 0) {
          setNamesakes(found);
          return;
        }
      } catch (error) {
        // Nothing is created unchecked: the toast says it failed, the pending rows stay.
        if (error instanceof Error) reportFailure(error);
        return;
      }
    }
    await submit();
  };

  const submit = async () => {
    setNamesakes([]);
    const { unsent, created, alreadyPresent } = await create(pending);
    setPending(unsent);
    if (created.length > 0 || alreadyPresent.length > 0) {
      setDownloaded(false);
      setResults({ created, alreadyPresent });
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {results ? (
        <AccountResults
          created={results.created}
          alreadyPresent={results.alreadyPresent}
          downloaded={downloaded}
          onDownload={() => {
            downloadUsersCsv(results.created);
            setDownloaded(true);
          }}
          onBack={() => setResults(null)}
        />
      ) : (
        <PendingAccountsEditor
          pending={pending}
          onChange={setPending}
          progress={progress}
          onCreate={() => void check()}
        />
      )}
      <NamesakesDialog namesakes={namesakes} onCreateAnyway={() => void submit()} onCancel={() => setNamesakes([])} />
    </Container>
  );
}
