import { Box, Stack, Typography } from '@mui/material';
import { AUDIT_MESSAGES, PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useMemo } from 'react';
import { useDates, type Dates } from '../../shared/dates/useDates';
import { ServerTable, type ServerColumn } from '../../shared/ui/ServerTable';
import type { PageModel } from '../../shared/ui/useCursorPages';
import { useNarrowerThan } from '../../shared/ui/usePhoneLayout';
import { personName, type AuditEntry } from './auditCsv';
import { kindLabel } from './auditKinds';

/** An entry on screen: its cursor is its id (entries have none of their own). */
export type AuditRow = AuditEntry & { id: string };

/** When, to the minute on the school's clock (the CSV keeps the exact instant). */
const columnsOf = ({ dayTime }: Dates): ServerColumn<AuditRow>[] => [
  { field: 'at', header: 'When', minWidth: 170, render: (row) => dayTime(row.at) },
  { field: 'kind', header: 'Kind', minWidth: 130, render: (row) => kindLabel(row.kind) },
  { field: 'actor', header: 'By', minWidth: 140, render: (row) => personName(row.actor, row.actorId) },
  { field: 'subject', header: 'Of', minWidth: 140, render: (row) => personName(row.subject, row.subjectId) },
  { field: 'detail', header: 'What', minWidth: 220, render: (row) => row.detail },
  { field: 'address', header: 'Address', minWidth: 120, render: (row) => row.address },
];

/** On a phone: one column per entry, its facts stacked, so nothing scrolls sideways. */
const entryColumnOf = ({ dayTime }: Dates): ServerColumn<AuditRow> => ({
  field: 'entry',
  header: 'Entry',
  render: (row) => (
    <Stack spacing={0.5} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500 }}>
        {kindLabel(row.kind)} · {dayTime(row.at)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.detail}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        By {personName(row.actor, row.actorId)}, of {personName(row.subject, row.subjectId)}, from {row.address}
      </Typography>
    </Stack>
  ),
});

export interface AuditLogTableProps {
  rows: AuditRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
}

/** A page of the school's audit log, newest first, paged by the server. */
export function AuditLogTable(props: AuditLogTableProps) {
  const phone = useNarrowerThan('sm');
  const dates = useDates();
  const columns = useMemo(() => (phone ? [entryColumnOf(dates)] : columnsOf(dates)), [phone, dates]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <ServerTable
        label={AUDIT_MESSAGES.pageTitle}
        columns={columns}
        pageSizes={PAGE_SIZE_OPTIONS}
        emptyText={AUDIT_MESSAGES.empty}
        {...props}
      />
    </Box>
  );
}
