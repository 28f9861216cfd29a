import { Box, Button, Stack, Typography } from '@mui/material';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import type { ApiTokensTable_TokenFragment } from '../../generated/graphql';
import { useMemo } from 'react';
import { useDates, type Dates } from '../../shared/dates/useDates';
import { parseDateTime } from '../../shared/graphql/scalars';
import { ServerTable, type ServerColumn } from '../../shared/ui/ServerTable';
import type { PageModel } from '../../shared/ui/useCursorPages';
import { useNarrowerThan } from '../../shared/ui/usePhoneLayout';
import { RoleChips } from '../../shared/roles/RoleChips';
import { toDomainRoles } from '../../shared/roles/roles';
import { API_TOKEN_TEXTS } from './apiTokenTexts';

export type ApiTokenRow = ApiTokensTable_TokenFragment;

/** The school's day the token stops working, or "Expired" once it has. */
export function expiryText(expiresAt: string, dates: Dates, now = new Date()): string {
  const expires = parseDateTime(expiresAt);
  return expires <= now ? API_TOKEN_TEXTS.expired : dates.day(expires);
}

/** Last use, to the minute on the school's clock. */
export function lastUsedText(lastUsedAt: string | null, dates: Dates): string {
  return lastUsedAt ? dates.dayTime(lastUsedAt) : API_TOKEN_TEXTS.neverUsed;
}

const makerOf = ({ createdBy }: ApiTokenRow) => `${createdBy.firstName} ${createdBy.lastName}`;

const revokeColumn = (onRevoke: (row: ApiTokenRow) => void): ServerColumn<ApiTokenRow> => ({
  field: 'revoke',
  header: 'Action',
  width: 100,
  render: (row) => (
    <Button size="small" color="error" onClick={() => onRevoke(row)} aria-label={`Revoke ${row.name}`}>
      Revoke
    </Button>
  ),
});

const columnsOf = (dates: Dates): ServerColumn<ApiTokenRow>[] => [
  { field: 'name', header: 'Name', minWidth: 160, render: (row) => row.name },
  { field: 'role', header: 'Role', minWidth: 100, render: (row) => <RoleChips roles={toDomainRoles([row.role])} /> },
  { field: 'expiresAt', header: 'Expires', minWidth: 120, render: (row) => expiryText(row.expiresAt, dates) },
  { field: 'lastUsedAt', header: 'Last used', minWidth: 160, render: (row) => lastUsedText(row.lastUsedAt, dates) },
  { field: 'createdBy', header: 'Made by', minWidth: 140, render: makerOf },
];

/** On a phone: one column per token, its facts stacked, so nothing scrolls sideways. */
const tokenColumnOf = (dates: Dates): ServerColumn<ApiTokenRow> => ({
  field: 'token',
  header: 'Token',
  render: (row) => (
    <Stack spacing={0.5} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.name}</Typography>
      <RoleChips roles={toDomainRoles([row.role])} />
      <Typography variant="body2" color="text.secondary">
        Expires: {expiryText(row.expiresAt, dates)} · Last used: {lastUsedText(row.lastUsedAt, dates)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Made by {makerOf(row)}
      </Typography>
    </Stack>
  ),
});

export interface ApiTokensTableProps {
  rows: ApiTokenRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  onRevoke(row: ApiTokenRow): void;
}

/** The school's API tokens, oldest first, paged by the server; never a token's text. */
export function ApiTokensTable({ onRevoke, ...props }: ApiTokensTableProps) {
  const phone = useNarrowerThan('sm');
  const dates = useDates();
  const columns = useMemo(() => (phone ? [tokenColumnOf(dates)] : columnsOf(dates)), [phone, dates]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <ServerTable
        label={API_TOKEN_TEXTS.tableLabel}
        columns={[...columns, revokeColumn(onRevoke)]}
        pageSizes={PAGE_SIZE_OPTIONS}
        emptyText={API_TOKEN_TEXTS.noTokens}
        {...props}
      />
    </Box>
  );
}
