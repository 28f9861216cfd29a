import { List, ListItem, Typography } from '@mui/material';
import { COMMENT_LIST_LIMIT } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import type { CommentList_CommentFragment } from '../../../generated/graphql';
import { parseDateTime } from '../../../shared/graphql/scalars';
import { DashboardPanel } from '../../../shared/dashboard/DashboardPanel';
import { useDates } from '../../../shared/dates/useDates';

export const COMMENTS_TITLE = 'Comments';

/** The newest COMMENT_LIST_LIMIT comments, newest first (the gateway already sends at most that many). */
export function newestComments(comments: readonly CommentList_CommentFragment[]): CommentList_CommentFragment[] {
  return [...comments]
    .sort((a, b) => parseDateTime(b.date).getTime() - parseDateTime(a.date).getTime())
    .slice(0, COMMENT_LIST_LIMIT);
}

/**
 * A result's Comments (spec 2 §2, §9): at most 5, newest first, each with its
 * author, day and text, its line breaks kept. In a group's result each says
 * whom it is about. Empty: "No comments from teacher".
 */
export function CommentList({ comments }: { comments: readonly CommentList_CommentFragment[] }) {
  const shown = newestComments(comments);
  const dates = useDates();
  return (
    <DashboardPanel
      title={COMMENTS_TITLE}
      empty={shown.length === 0}
      emptyText={RESULT_SPEC_TEXTS.noCommentsFromTeacher}
    >
      <List disablePadding>
        {shown.map(({ commentId, commentFrom, commentTo, date, comment }) => (
          <ListItem key={commentId} disableGutters divider sx={{ display: 'block' }}>
            <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {commentFrom}
              {commentTo ? ` about ${commentTo}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dates.day(date)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>{comment}</Typography>
          </ListItem>
        ))}
      </List>
    </DashboardPanel>
  );
}
