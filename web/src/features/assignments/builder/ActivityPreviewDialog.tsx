import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { LIBRARY_SEARCH_TEXTS } from '@portal/domain';
import { useId } from 'react';
import { useActivityPreviewDialogQuery } from '../../../generated/ActivityPreviewDialog';
import type { ActivityType } from '../../../generated/graphql';
import { PreviewQuestions } from '../../../shared/activities/PreviewQuestions';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { ASSIGNMENT_SPEC_TEXTS } from '../assignmentText';
import { ACTIVITY_TYPE_LABELS } from './activitySearch';

export interface PreviewedActivity {
  questId: string;
  name: string;
  realm: string;
  activityType: ActivityType;
  description: string;
  previewUrl: string;
  bannerUrl: string;
}

export interface ActivityPreviewDialogProps {
  activity: PreviewedActivity;
  added: boolean;
  onAdd(): void;
  onClose(): void;
}

/**
 * An activity's Preview (spec 1 §2.8): its banner, what it is about, and "Add
 * to assignment"; a quiz's questions with their choices (a book's, an
 * animation's or a song's check likewise), read when the dialog opens (issue
 * 35). The server sends the right answers and why to staff only, so the
 * builder's staff see them and nobody else could.
 */
export function ActivityPreviewDialog({ activity, added, onAdd, onClose }: ActivityPreviewDialogProps) {
  const titleId = useId();
  const questionsId = useId();
  const query = useActivityPreviewDialogQuery({
    variables: { questId: activity.questId },
    skip: activity.activityType === 'GAME',
    // Said in the dialog, beside what it still shows.
    errorToast: noErrorToast,
  });
  const full = query.dataState === 'complete' ? query.data.activity : undefined;
  const questions = full ? (full.questions ?? full.check ?? []) : [];
  return (
    // A quiz's questions make it long: the dialog scrolls as a whole (its buttons inside what scrolls, so a
    // keyboard reaches the scroll; axe: scrollable-region-focusable), not its text alone.
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="body">
      <DialogTitle id={titleId}>{activity.name}</DialogTitle>
      <DialogContent>
        <Box
          component="img"
          src={activity.bannerUrl}
          alt={`${activity.name} banner`}
          sx={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {activity.realm} · {ACTIVITY_TYPE_LABELS[activity.activityType]} · {ASSIGNMENT_SPEC_TEXTS.grades}
        </Typography>
        <Typography sx={{ mt: 1 }}>{activity.description}</Typography>
        {query.loading ? <PageLoadingBar label={LIBRARY_SEARCH_TEXTS.questionsLoading} /> : null}
        {query.error ? (
          <Typography role="status" color="error" sx={{ mt: 2 }}>
            {LIBRARY_SEARCH_TEXTS.questionsNotLoaded}
          </Typography>
        ) : null}
        {questions.length > 0 ? (
          <Box component="section" aria-labelledby={questionsId} sx={{ mt: 2 }}>
            <Typography id={questionsId} variant="h6" component="h3" gutterBottom>
              {LIBRARY_SEARCH_TEXTS.questionsHeading}
            </Typography>
            <PreviewQuestions questions={questions} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={added} onClick={onAdd}>
          Add to assignment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
