import { Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import type { ResultStudentTable_StudentFragment } from '../../generated/graphql';
import { ServerTable, type ServerColumn, type TableSort } from '../ui/ServerTable';
import type { PageModel } from '../ui/useCursorPages';
import { useNarrowerThan } from '../ui/usePhoneLayout';
import { STUDENT_TABLE_LABEL } from './listText';

export type StudentRow = ResultStudentTable_StudentFragment;

const yearLevelText = (row: StudentRow) => (row.yearLevel === null ? '–' : String(row.yearLevel));

/** A student's buttons (the area's: VIEW REPORT and ADD EVALUATION, or VIEW METRICS). */
export type StudentActions = ComponentType<{ row: StudentRow }>;

/** The server orders by names and e-mail; not by year level, whose heading is plain. */
function columns(Actions: StudentActions, actionsWidth: number): ServerColumn<StudentRow>[] {
  return [
    { field: 'firstName', header: 'First Name', sortable: true, minWidth: 120, render: (row) => row.firstName },
    { field: 'lastName', header: 'Last Name', sortable: true, minWidth: 120, render: (row) => row.lastName },
    { field: 'email', header: 'Email', sortable: true, minWidth: 200, render: (row) => row.email },
    { field: 'yearLevel', header: 'Year Level', width: 110, render: yearLevelText },
    {
      field: 'action',
      header: 'Action',
      width: actionsWidth,
      render: (row) => <Actions row={row} />,
    },
  ];
}

/** On a phone: one column per student (name, e-mail, year level, the buttons), so nothing scrolls sideways. */
function phoneColumn(Actions: StudentActions): ServerColumn<StudentRow> {
  return {
    field: 'student',
    header: 'Student',
    render: (row) => (
      <Stack spacing={0.5} sx={{ py: 0.5, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {row.firstName} {row.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Year Level {yearLevelText(row)}
        </Typography>
        <Actions row={row} />
      </Stack>
    ),
  };
}

export interface StudentResultTableProps {
  rows: StudentRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  /** The checkboxes, where the area downloads the rows chosen. */
  selection: { selected: ReadonlySet<string>; onChange(ids: Set<string>): void } | undefined;
  Actions: StudentActions;
  /** The Action column's width on a wide screen: room for the area's buttons. */
  actionsWidth: number;
  emptyText: string;
}

/** Spec 2 §2's student table: (checkbox,) First Name, Last Name, Email, Year Level, Action. */
export function StudentResultTable({ Actions, actionsWidth, ...props }: StudentResultTableProps) {
  const phone = useNarrowerThan('sm');
  return (
    <ServerTable
      label={STUDENT_TABLE_LABEL}
      columns={phone ? [phoneColumn(Actions)] : columns(Actions, actionsWidth)}
      pageSizes={PAGE_SIZE_OPTIONS}
      {...props}
    />
  );
}
