import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Button, IconButton, Link, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import type { ActivityType } from '../../../generated/graphql';
import { useRemoveAssignmentActivitiesMutation } from '../../../generated/RemoveAssignmentActivities';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS, deleteActivityQuestion } from '../assignmentText';
import { ACTIVITY_TYPE_LABELS } from '../builder/activitySearch';
import { playActivityUrl } from '../../play/urls';

export interface SummaryActivity {
  questId: string;
  activityType: ActivityType;
  activity?: { name: string; realm: string; previewUrl: string } | null;
}

export interface ActivitySummaryProps {
  assignmentId: string;
  activities: readonly SummaryActivity[];
  /** The viewer may manage assignments: only then is an activity removable. */
  mayManage: boolean;
  /** A student of an assignment that has started: each activity opens in the player. */
  mayPlay?: boolean;
  /** Staff: each activity's name opens its preview (a quiz with its answers and why), which records nothing. */
  mayPreview?: boolean;
}

/**
 * The Summary tab (spec 1 §2.8): the assignment's activities with their
 * realm, type and image. Staff may remove one, asked first, while more than
 * one remains: the last activity cannot be removed (spec 1 §5).
 */
export function ActivitySummary({
  assignmentId,
  activities,
  mayManage,
  mayPlay = false,
  mayPreview = false,
}: ActivitySummaryProps) {
  const toast = useToast();
  const [removing, setRemoving] = useState<SummaryActivity | null>(null);
  const [remove, removal] = useRemoveAssignmentActivitiesMutation({
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.activityDeleteFailed),
  });
  const removable = mayManage && activities.length > 1;
  const nameOf = (item: SummaryActivity) => item.activity?.name ?? item.questId;

  const confirm = async () => {
    if (!removing) return;
    try {
      const { questId, activityType } = removing;
      await remove({ variables: { input: { assignmentId, activities: [{ questId, activityType }] } } });
      toast.success(ASSIGNMENT_SPEC_TEXTS.activityDeleted);
    } catch {
      // The toast has said so.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <List aria-label="Activities">
        {activities.map((item) => (
          <ListItem
            key={item.questId}
            divider
            secondaryAction={
              removable ? (
                <IconButton edge="end" aria-label={`Delete ${nameOf(item)}`} onClick={() => setRemoving(item)}>
                  <DeleteIcon />
                </IconButton>
              ) : mayPlay ? (
                <Button
                  component={RouterLink}
                  to={playActivityUrl(assignmentId, item.questId)}
                  variant="contained"
                  size="small"
                  aria-label={`Play ${nameOf(item)}`}
                >
                  Play
                </Button>
              ) : undefined
            }
          >
            <ListItemAvatar sx={{ mr: 2 }}>
              <Avatar variant="rounded" src={item.activity?.previewUrl} alt="" sx={{ width: 72, height: 48 }} />
            </ListItemAvatar>
            <ListItemText
              primary={
                mayPreview ? (
                  <Link
                    component={RouterLink}
                    to={playActivityUrl(assignmentId, item.questId)}
                    aria-label={`Preview ${nameOf(item)}`}
                  >
                    {nameOf(item)}
                  </Link>
                ) : (
                  nameOf(item)
                )
              }
              secondary={[item.activity?.realm, ACTIVITY_TYPE_LABELS[item.activityType]].filter(Boolean).join(' · ')}
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={ASSIGNMENT_TEXTS.deleteActivityTitle}
        text={removing ? deleteActivityQuestion(nameOf(removing)) : ''}
        confirmLabel="Delete"
        busy={removal.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
