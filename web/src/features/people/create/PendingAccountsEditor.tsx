import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { normaliseEmail } from '@portal/domain';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { peoplePath } from '../urls';
import { AddAccountDialog } from './AddAccountDialog';
import { CSV_ACCEPT } from './decodeCsv';
import { ImportProblems } from './ImportProblems';
import { PendingAccountsTable } from './PendingAccountsTable';
import { importAccountsFile, type ImportProblem, type PendingAccount } from './readAccountsCsv';
import { CREATION_WAITING, type Progress } from './useAccountCreation';

export interface PendingAccountsEditorProps {
  pending: PendingAccount[];
  onChange(pending: PendingAccount[]): void;
  /** While accounts are being created. */
  progress: Progress | null;
  onCreate(): void;
}

/** The Create accounts page before submitting: import, add and remove pending accounts. */
export function PendingAccountsEditor({ pending, onChange, progress, onCreate }: PendingAccountsEditorProps) {
  const [adding, setAdding] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [importing, setImporting] = useState(false);
  const pendingEmails = useMemo(() => new Set(pending.map(({ email }) => normaliseEmail(email))), [pending]);
  const busy = importing || progress !== null;

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, once fixed, imports it again.
    input.value = '';
    if (!file) return;
    setImporting(true);
    try {
      const result = await importAccountsFile(file, pending);
      if ('problems' in result) setProblems(result.problems);
      else {
        setProblems([]);
        onChange([...pending, ...result.accounts]);
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Create Accounts
      </Typography>
      <Alert severity="info">
        Create many accounts at once by importing a CSV file with the columns first name, last name, email, roles: one
        account per row. Roles are admin teacher (a teacher with admin privileges), teacher, student or parent. Or add
        accounts one at a time. Check the pending accounts below, then create them.
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* A real button opens the hidden file input: no control nested in another. */}
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          Import CSV
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label="Import CSV"
          accept={CSV_ACCEPT}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void importFile(event)}
          disabled={busy}
        />
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} disabled={busy}>
          Add account
        </Button>
        <Button variant="contained" onClick={onCreate} disabled={busy || pending.length === 0}>
          Create accounts
        </Button>
        <Button component={RouterLink} to={peoplePath} startIcon={<ArrowBackIcon />}>
          Go back to People
        </Button>
      </Stack>
      <ImportProblems problems={problems} />
      {progress && (
        <Box>
          <Typography id="creation-progress" role="status">
            Creating accounts: {progress.done} of {progress.total}
            {progress.waiting ? ` — ${CREATION_WAITING}` : ''}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total ? Math.round((100 * progress.done) / progress.total) : 0}
            aria-labelledby="creation-progress"
          />
        </Box>
      )}
      <PendingAccountsTable
        accounts={pending}
        disabled={busy}
        onRemove={(email) => onChange(pending.filter((account) => account.email !== email))}
      />
      <AddAccountDialog
        open={adding}
        pendingEmails={pendingEmails}
        onAdd={(account) => onChange([...pending, account])}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
