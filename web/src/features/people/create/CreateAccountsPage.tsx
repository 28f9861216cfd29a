import { Container } from '@mui/material';
import { useState } from 'react';
import { AccountResults } from './AccountResults';
import type { CreationOutcome } from './createInBatches';
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

  const submit = async () => {
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
          onCreate={() => void submit()}
        />
      )}
    </Container>
  );
}
