import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ResultStudentTable_StudentFragment } from '../../../generated/graphql';
import { ServerTable, type ServerColumn, type TableSort } from '../../../shared/ui/ServerTable';
import type { PageModel } from '../../../shared/ui/useCursorPages';
import { useNarrowerThan } from '../../../shared/ui/usePhoneLayout';
import { addEvaluationUrl, studentResultUrl } from '../urls';
import { RESULT_PAGE_SIZES, STUDENT_TABLE_LABEL } from './listText';

export type StudentRow = ResultStudentTable_StudentFragment;

const yearLevelText = (row: StudentRow) => (row.yearLevel === null ? '–' : String(row.yearLevel));

function StudentActions({ row, mayEvaluate }: { row: StudentRow; mayEvaluate: boolean }) {
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={studentResultUrl(row.id)} size="small" variant="outlined">
        VIEW REPORT
      </Button>
      {mayEvaluate ? (
        <Button component={RouterLink} to={addEvaluationUrl(row.id)} size="small" variant="outlined">
          ADD EVALUATION
        </Button>
      ) : null}
    </Stack>
  );
}

/** The server orders by names and e-mail; not by year level, whose heading is plain. */
function columns(mayEvaluate: boolean): ServerColumn<StudentRow>[] {
  return [
    { field: 'firstName', header: 'First Name', sortable: true, minWidth: 120, render: (row) => row.firstName },
    { field: 'lastName', header: 'Last Name', sortable: true, minWidth: 120, render: (row) => row.lastName },
    { field: 'email', header: 'Email', sortable: true, minWidth: 200, render: (row) => row.email },
    { field: 'yearLevel', header: 'Year Level', width: 110, render: yearLevelText },
    {
      field: 'action',
      header: 'Action',
      width: mayEvaluate ? 300 : 140,
      render: (row) => <StudentActions row={row} mayEvaluate={mayEvaluate} />,
    },
  ];
}

/** On a phone: one column per student (name, e-mail, year level, the buttons), so nothing scrolls sideways. */
function phoneColumn(mayEvaluate: boolean): ServerColumn<StudentRow> {
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
        <StudentActions row={row} mayEvaluate={mayEvaluate} />
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
  selected: ReadonlySet<string>;
  onSelectedChange(ids: Set<string>): void;
  emptyText: string;
  /** ADD EVALUATION shows only to those who may evaluate (the server decides in the end). */
  mayEvaluate: boolean;
}

/** Spec 2 §2's student table: checkbox, First Name, Last Name, Email, Year Level, Action. */
export function StudentResultTable({ selected, onSelectedChange, mayEvaluate, ...props }: StudentResultTableProps) {
  const phone = useNarrowerThan('sm');
  return (
    <ServerTable
      label={STUDENT_TABLE_LABEL}
      columns={phone ? [phoneColumn(mayEvaluate)] : columns(mayEvaluate)}
      pageSizes={RESULT_PAGE_SIZES}
      selection={{ selected, onChange: onSelectedChange }}
      {...props}
    />
  );
}
