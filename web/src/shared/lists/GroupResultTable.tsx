import { Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import { ServerTable, type ServerColumn, type TableSort } from '../ui/ServerTable';
import type { PageModel } from '../ui/useCursorPages';
import { useNarrowerThan } from '../ui/usePhoneLayout';
import type { GroupRow } from './listRows';
import { GROUP_TABLE_LABEL } from './listText';

const studentsText = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** A group's buttons (the area's: STUDENT LIST and VIEW REPORT, or STUDENT LIST and VIEW METRICS). */
export type GroupActions = ComponentType<{ row: GroupRow }>;

const columns = (Actions: GroupActions): ServerColumn<GroupRow>[] => [
  { field: 'name', header: 'Group Name', sortable: true, minWidth: 200, render: (row) => row.name },
  { field: 'studentCount', header: 'Students', sortable: true, width: 130, render: (row) => row.studentCount },
  { field: 'action', header: 'Action', width: 300, render: (row) => <Actions row={row} /> },
];

/**
 * On a phone: one column per group (name, how many students, the two
 * buttons), so nothing scrolls sideways; its heading still sorts by name.
 */
const phoneColumn = (Actions: GroupActions): ServerColumn<GroupRow> => ({
  field: 'name',
  header: 'Group Name',
  sortable: true,
  render: (row) => (
    <Stack spacing={0.5} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {studentsText(row.studentCount)}
      </Typography>
      <Actions row={row} />
    </Stack>
  ),
});

export interface GroupResultTableProps {
  rows: GroupRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  /** The checkboxes, where the area downloads the rows chosen. */
  selection: { selected: ReadonlySet<string>; onChange(ids: Set<string>): void } | undefined;
  Actions: GroupActions;
  emptyText: string;
}

/** Spec 2 §2's group table: (checkbox,) Group Name, Students, Action. */
export function GroupResultTable({ Actions, ...props }: GroupResultTableProps) {
  const phone = useNarrowerThan('sm');
  return (
    <ServerTable
      label={GROUP_TABLE_LABEL}
      columns={phone ? [phoneColumn(Actions)] : columns(Actions)}
      pageSizes={PAGE_SIZE_OPTIONS}
      {...props}
    />
  );
}
