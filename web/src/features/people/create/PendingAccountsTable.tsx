import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useState } from 'react';
import { ROLE_LABEL } from '../../../shared/roles/roles';
import type { PendingAccount } from './readAccountsCsv';

export interface PendingAccountsTableProps {
  accounts: readonly PendingAccount[];
  onRemove(email: string): void;
  /** While the accounts are being created, none can be removed. */
  disabled?: boolean;
}

/** The accounts waiting to be created (local to the page until Create accounts). */
export function PendingAccountsTable({ accounts, onRemove, disabled = false }: PendingAccountsTableProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_OPTIONS[0]);
  const lastPage = Math.max(0, Math.ceil(accounts.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = accounts.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

  return (
    <Paper variant="outlined">
      {/* A region the keyboard can reach, so a phone-width table still scrolls sideways by keys. */}
      <TableContainer tabIndex={0} role="region" aria-label="Pending accounts, scrollable">
        <Table size="small" aria-label="Pending accounts">
          <TableHead>
            <TableRow>
              <TableCell>First Name</TableCell>
              <TableCell>Last Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Remove</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((account) => (
              <TableRow key={account.email}>
                <TableCell>{account.firstName}</TableCell>
                <TableCell>{account.lastName}</TableCell>
                <TableCell>{account.email}</TableCell>
                <TableCell>{account.role.map((role) => ROLE_LABEL[role]).join(', ')}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`Remove ${account.email}`}
                    onClick={() => onRemove(account.email)}
                    disabled={disabled}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {accounts.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">No accounts yet: import a CSV file or add an account.</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={accounts.length}
        page={shownPage}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
