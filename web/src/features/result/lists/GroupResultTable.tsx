import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ServerTable, type ServerColumn, type TableSort } from '../../../shared/ui/ServerTable';
import type { PageModel } from '../../../shared/ui/useCursorPages';
import { useNarrowerThan } from '../../../shared/ui/usePhoneLayout';
import { groupResultUrl, groupStudentsResultUrl } from '../urls';
import type { GroupRow } from './listRows';
import { GROUP_TABLE_LABEL, RESULT_PAGE_SIZES } from './listText';

function GroupActions({ row }: { row: GroupRow }) {
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={groupStudentsResultUrl(row.id)} size="small" variant="outlined">
        STUDENT LIST
      </Button>
      <Button component={RouterLink} to={groupResultUrl(row.id)} size="small" variant="outlined">
        VIEW REPORT
      </Button>
    </Stack>
  );
}

const studentsText = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

const COLUMNS: ServerColumn<GroupRow>[] = [
  { field: 'name', header: 'Group Name', sortable: true, minWidth: 200, render: (row) => row.name },
  { field: 'studentCount', header: 'Students', sortable: true, width: 130, render: (row) => row.studentCount },
  { field: 'action', header: 'Action', width: 280, render: (row) => <GroupActions row={row} /> },
];

/**
 * On a phone: one column per group (name, how many students, the two
 * buttons), so nothing scrolls sideways; its heading still sorts by name.
 */
const PHONE_COLUMN: ServerColumn<GroupRow> = {
  field: 'name',
  header: 'Group Name',
  sortable: true,
  render: (row) => (
    <Stack spacing={0.5} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {studentsText(row.studentCount)}
      </Typography>
      <GroupActions row={row} />
    </Stack>
  ),
};

export interface GroupResultTableProps {
  rows: GroupRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  selected: ReadonlySet<string>;
  onSelectedChange(ids: Set<string>): void;
  emptyText: string;
}

/** Spec 2 §2's group table: checkbox, Group Name, Students, Action (STUDENT LIST, VIEW REPORT). */
export function GroupResultTable({ selected, onSelectedChange, ...props }: GroupResultTableProps) {
  const phone = useNarrowerThan('sm');
  return (
    <ServerTable
      label={GROUP_TABLE_LABEL}
      columns={phone ? [PHONE_COLUMN] : COLUMNS}
      pageSizes={RESULT_PAGE_SIZES}
      selection={{ selected, onChange: onSelectedChange }}
      {...props}
    />
  );
}
