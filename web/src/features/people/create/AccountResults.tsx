import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  AlertTitle,
  Button,
  List,
  ListItem,
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
import { MESSAGES } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useConfirmLeave, useLeaveGuard, type LeaveQuestion } from '../../../shared/leave/leaveGuard';
import { useNarrowerThan } from '../../../shared/ui/usePhoneLayout';
import { ROLE_LABEL } from '../../../shared/roles/roles';
import type { CreatedAccount, ExistingAccount } from './createInBatches';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';

export const SHOWN_ONCE = 'This page will be shown just once';

const LEAVE_UNSAVED: LeaveQuestion = {
  title: 'Leave the one-time passwords?',
  text: MESSAGES.leaveWithoutUsersCsv,
  confirmLabel: 'Leave',
};

export interface AccountResultsProps {
  created: readonly CreatedAccount[];
  alreadyPresent: readonly ExistingAccount[];
  /** Whether users.csv has been downloaded: leaving before then asks first. */
  downloaded: boolean;
  onDownload(): void;
  onBack(): void;
}

const rolesOf = (account: CreatedAccount) => account.role.map((role) => ROLE_LABEL[role]).join(', ');

/** The password cell: the one-time password, or what to do when the server gave the account none. */
function PasswordText({ password }: { password: string | null }) {
  return password === null ? (
    <span>{ACCOUNT_TEXTS.noPasswordYet}</span>
  ) : (
    <span style={{ fontFamily: 'monospace' }}>{password}</span>
  );
}

/**
 * The one-time results of Create accounts (spec 1 §2.6): the new accounts
 * with their passwords, which the server never shows again, and the
 * accounts that already existed.
 */
export function AccountResults({ created, alreadyPresent, downloaded, onDownload, onBack }: AccountResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const phone = useNarrowerThan('sm');
  const unsaved = created.length > 0 && !downloaded;

  // The page changed under the button that was pressed: start reading at its heading.
  useEffect(() => heading.current?.focus(), []);

  // Back, a link elsewhere, closing or reloading the tab: each would lose the passwords.
  useLeaveGuard(unsaved ? LEAVE_UNSAVED : null);
  const confirmLeave = useConfirmLeave();

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
        Created accounts
      </Typography>
      <Alert severity="warning">{SHOWN_ONCE}</Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={onDownload} disabled={created.length === 0}>
          Download CSV
        </Button>
        <Button onClick={() => confirmLeave(onBack)}>Back</Button>
      </Stack>
      {phone ? (
        <List aria-label="Created accounts" disablePadding>
          {created.map((account) => (
            <ListItem key={account.id || account.email} disableGutters>
              <Paper variant="outlined" sx={{ p: 1.5, width: '100%' }}>
                <Typography sx={{ fontWeight: 500 }}>
                  {account.firstName} {account.lastName}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {account.email} · {rolesOf(account)}
                </Typography>
                <Typography variant="body2">
                  Password: <PasswordText password={account.password} />
                </Typography>
              </Paper>
            </ListItem>
          ))}
        </List>
      ) : (
        // Focusable, so a keyboard can scroll it sideways when a column is too wide.
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Created accounts table">
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
                  <TableCell>{rolesOf(account)}</TableCell>
                  <TableCell>
                    <PasswordText password={account.password} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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
