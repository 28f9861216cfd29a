import { Button, Chip, Stack, Typography } from '@mui/material';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useState } from 'react';
import { ServerTable, type ServerColumn } from '../../../shared/ui/ServerTable';
import { useNarrowerThan } from '../../../shared/ui/usePhoneLayout';
import { fullName } from '../groupText';
import type { StudentRow } from '../staff/StudentTable';

export interface CurrentStudentsTableProps {
  students: readonly StudentRow[];
  /** The students marked to drop on Update. */
  dropped: ReadonlySet<string>;
  onToggle(student: StudentRow): void;
  disabled: boolean;
}

/**
 * The Edit Group dialog's user table (spec 1 §2.7): the group's students, a
 * DELETE a row that marks the student to drop on Update (Undo takes the mark
 * off); nothing changes on the server before Update. Paged here, 5 first.
 */
export function CurrentStudentsTable({ students, dropped, onToggle, disabled }: CurrentStudentsTableProps) {
  const phone = useNarrowerThan('sm');
  const [pageModel, setPageModel] = useState({ page: 0, pageSize: PAGE_SIZE_OPTIONS[0] as number });
  const lastPage = Math.max(0, Math.ceil(students.length / pageModel.pageSize) - 1);
  const page = Math.min(pageModel.page, lastPage);
  const rows = students.slice(page * pageModel.pageSize, (page + 1) * pageModel.pageSize);

  const action: ServerColumn<StudentRow> = {
    field: 'action',
    header: 'Action',
    width: 120,
    render: (row) =>
      dropped.has(row.id) ? (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" color="warning" label="Will be removed" />
          <Button size="small" onClick={() => onToggle(row)} disabled={disabled} aria-label={`Undo ${fullName(row)}`}>
            Undo
          </Button>
        </Stack>
      ) : (
        <Button
          size="small"
          color="error"
          onClick={() => onToggle(row)}
          disabled={disabled}
          aria-label={`Delete ${fullName(row)}`}
        >
          DELETE
        </Button>
      ),
  };
  const columns: ServerColumn<StudentRow>[] = phone
    ? [
        {
          field: 'student',
          header: 'Student',
          render: (row) => (
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{fullName(row)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.email}
              </Typography>
            </Stack>
          ),
        },
        action,
      ]
    : [
        { field: 'firstName', header: 'First Name', minWidth: 110, render: (row) => row.firstName },
        { field: 'lastName', header: 'Last Name', minWidth: 110, render: (row) => row.lastName },
        { field: 'email', header: 'Email', minWidth: 180, render: (row) => row.email },
        action,
      ];

  return (
    <ServerTable
      label="Students of the group"
      columns={columns}
      rows={rows}
      rowCount={students.length}
      loading={false}
      pageSizes={PAGE_SIZE_OPTIONS}
      pageModel={{ page, pageSize: pageModel.pageSize }}
      onPageModelChange={setPageModel}
      emptyText="No students in this group yet"
    />
  );
}
