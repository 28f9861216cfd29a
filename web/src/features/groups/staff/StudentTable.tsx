import { Box, Button, Stack, Typography } from '@mui/material';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import { ServerTable, type ServerColumn, type TableSort } from '../../../shared/ui/ServerTable';
import type { PageModel } from '../../../shared/ui/useCursorPages';
import { useNarrowerThan } from '../../../shared/ui/usePhoneLayout';
import { fullName } from '../groupText';

export interface StudentRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const STUDENT_LIST_LABEL = 'Student List';

const deleteColumn = (onDelete: (row: StudentRow) => void): ServerColumn<StudentRow> => ({
  field: 'delete',
  header: 'Action',
  width: 100,
  render: (row) => (
    <Button size="small" color="error" onClick={() => onDelete(row)} aria-label={`Remove ${fullName(row)}`}>
      REMOVE
    </Button>
  ),
});

const COLUMNS: ServerColumn<StudentRow>[] = [
  { field: 'firstName', header: 'First Name', sortable: true, minWidth: 120, render: (row) => row.firstName },
  { field: 'lastName', header: 'Last Name', sortable: true, minWidth: 120, render: (row) => row.lastName },
  { field: 'email', header: 'Email', sortable: true, minWidth: 200, render: (row) => row.email },
];

/** On a phone: one column per student (name, e-mail), so nothing scrolls sideways. */
const STUDENT_COLUMN: ServerColumn<StudentRow> = {
  field: 'student',
  header: 'Student',
  render: (row) => (
    <Stack spacing={0.25} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{fullName(row)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.email}
      </Typography>
    </Stack>
  ),
};

export interface StudentTableProps {
  rows: StudentRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  emptyText: string;
  /** Set for those who may change the group: checkboxes and a DELETE a row. */
  deletion?: {
    selected: ReadonlySet<string>;
    onSelectedChange(ids: Set<string>): void;
    onDelete(row: StudentRow): void;
  };
}

/** A group's Student List (spec 1 §2.7), paged and sorted by the server. */
export function StudentTable({ deletion, ...props }: StudentTableProps) {
  const phone = useNarrowerThan('sm');
  const columns = phone ? [STUDENT_COLUMN] : COLUMNS;
  return (
    <Box sx={{ minWidth: 0 }}>
      <ServerTable
        label={STUDENT_LIST_LABEL}
        columns={deletion ? [...columns, deleteColumn(deletion.onDelete)] : columns}
        pageSizes={PAGE_SIZE_OPTIONS}
        selection={deletion ? { selected: deletion.selected, onChange: deletion.onSelectedChange } : undefined}
        {...props}
      />
    </Box>
  );
}
