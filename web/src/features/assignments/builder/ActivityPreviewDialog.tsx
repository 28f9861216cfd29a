import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import type { ActivityType } from '../../../generated/graphql';
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

/** An activity's Preview (spec 1 §2.8): its banner, what it is about, and "Add to assignment". */
export function ActivityPreviewDialog({ activity, added, onAdd, onClose }: ActivityPreviewDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
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
