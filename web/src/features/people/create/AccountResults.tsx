import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  AlertTitle,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ROLE_LABEL } from '../roles';
import type { CreatedAccount, ExistingAccount } from './createInBatches';

export const SHOWN_ONCE = 'This page will be shown just once';

export interface AccountResultsProps {
  created: readonly CreatedAccount[];
  alreadyPresent: readonly ExistingAccount[];
  onDownload(): void;
  onBack(): void;
}

/**
 * The one-time results of Create accounts (spec 1 §2.6): the new accounts
 * with their passwords, which the server never shows again, and the
 * accounts that already existed.
 */
export function AccountResults({ created, alreadyPresent, onDownload, onBack }: AccountResultsProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Created accounts
      </Typography>
      <Alert severity="warning">{SHOWN_ONCE}</Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={onDownload} disabled={created.length === 0}>
          Download CSV
        </Button>
        <Button onClick={onBack}>Back</Button>
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Created accounts">
          <TableHead>
            <TableRow>
              <TableCell>Firstname</TableCell>
              <TableCell>Lastname</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Password</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {created.map((account) => (
              <TableRow key={account.id || account.email}>
                <TableCell>{account.firstName}</TableCell>
                <TableCell>{account.lastName}</TableCell>
                <TableCell>{account.email}</TableCell>
                <TableCell>{account.role.map((role) => ROLE_LABEL[role]).join(', ')}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{account.password}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {alreadyPresent.length > 0 && (
        <Alert severity="error" variant="outlined" aria-label="Accounts that already exist">
          <AlertTitle>These accounts already exist and were not created</AlertTitle>
          <ul>
            {alreadyPresent.map((account) => (
              <li key={account.email}>
                {account.firstName} {account.lastName} ({account.email})
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
