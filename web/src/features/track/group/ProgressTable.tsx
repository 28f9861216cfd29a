import { Chip } from '@mui/material';
import type { StudentAssignmentStatus } from '@portal/domain';
import { ServerTable, type ServerColumn } from '../../../shared/ui/ServerTable';
import type { PageModel } from '../../../shared/ui/useCursorPages';
import { reportsByStudent, statusOf, UNKNOWN_STATUS_TEXT, type ReportRow } from './trackProgress';

/** Spec 1 §9: the track-group student list shows 20 a page. */
export const TRACK_PAGE_SIZE = 20;
export const PROGRESS_TABLE_LABEL = 'Student progress';

export interface TrackedStudent {
  id: string;
  firstName: string;
  lastName: string;
}

export interface TrackedAssignment {
  id: string;
  name: string;
  rows: readonly ReportRow[];
}

export interface ProgressTableProps {
  students: readonly TrackedStudent[];
  studentTotal: number;
  assignments: readonly TrackedAssignment[];
  loading: boolean;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
}

const CHIP_COLOUR: Record<StudentAssignmentStatus, 'success' | 'primary' | 'default'> = {
  Completed: 'success',
  Started: 'primary',
  'Not started': 'default',
};

/**
 * Students as rows and the group's assignments as columns, each cell the
 * student's status at that assignment in domain's one word (Completed,
 * Started, Not started). On a phone the table scrolls sideways inside its own box, the
 * names first.
 */
export function ProgressTable({ students, studentTotal, assignments, ...paging }: ProgressTableProps) {
  const reports = new Map(assignments.map(({ id, rows }) => [id, reportsByStudent(rows)]));
  const columns: ServerColumn<TrackedStudent>[] = [
    { field: 'name', header: 'Student', minWidth: 140, render: (s) => `${s.firstName} ${s.lastName}` },
    ...assignments.map(({ id, name }): ServerColumn<TrackedStudent> => ({
      field: id,
      header: name,
      minWidth: 150,
      render: (student) => {
        const status = statusOf(reports.get(id)?.get(student.id));
        return status === null ? (
          UNKNOWN_STATUS_TEXT
        ) : (
          <Chip size="small" variant="outlined" color={CHIP_COLOUR[status]} label={status} />
        );
      },
    })),
  ];
  return (
    <ServerTable
      label={PROGRESS_TABLE_LABEL}
      columns={columns}
      rows={students}
      rowCount={studentTotal}
      pageSizes={[TRACK_PAGE_SIZE]}
      {...paging}
    />
  );
}
