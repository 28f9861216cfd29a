import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import type {
  CommentList_CommentFragment,
  CurriculumCards_ResultFragment,
  RecentAssignments_AssignmentFragment,
} from '../../../generated/graphql';
import { nodesOf } from '../../../shared/graphql/connections';
import { CommentList } from './CommentList';
import { CurriculumCards } from './CurriculumCards';
import { RecentAssignments } from './RecentAssignments';
import { SummaryCard, type ReportSummary } from './SummaryCard';

/** What a group's and a student's result both hold (spec 2 §3). */
export interface SharedResult extends ReportSummary {
  assignments: { totalCount: number; edges: readonly { node: RecentAssignments_AssignmentFragment }[] };
  curriculum: readonly CurriculumCards_ResultFragment[];
  comments: readonly CommentList_CommentFragment[];
}

/**
 * The sections every result shows (spec 2 §2): the summary card, Recent
 * Assignments beside the Comments, then the Curriculums; `more` follows (a
 * student's grades). One column on a phone.
 */
export function ResultSections({ result, more }: { result: SharedResult; more?: ReactNode }) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <SummaryCard summary={result} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RecentAssignments assignments={nodesOf(result.assignments)} totalCount={result.assignments.totalCount} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CommentList comments={result.comments} />
      </Grid>
      <Grid size={12}>
        <CurriculumCards results={result.curriculum} />
      </Grid>
      {more}
    </Grid>
  );
}
