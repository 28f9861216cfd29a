import CloseIcon from '@mui/icons-material/Close';
import { IconButton, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { ASSIGNMENT_TEXTS } from '../assignmentText';
import { ACTIVITY_TYPE_LABELS, type LibraryActivity } from './activitySearch';

export interface SelectedActivitiesProps {
  chosen: readonly LibraryActivity[];
  /** In edit mode: the assignment's activities already, listed but not removed here. */
  existing?: readonly LibraryActivity[] | undefined;
  onRemove(activity: LibraryActivity): void;
}

const describe = (activity: LibraryActivity) => `${activity.realm} · ${ACTIVITY_TYPE_LABELS[activity.activityType]}`;

/** The selected-activities panel (spec 1 §2.8): what will be added, each with a control to take it out again. */
export function SelectedActivities({ chosen, existing, onRemove }: SelectedActivitiesProps) {
  return (
    <Paper component="section" aria-label="Selected activities" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Selected activities ({chosen.length})
      </Typography>
      {chosen.length === 0 ? (
        <Typography color="text.secondary">{ASSIGNMENT_TEXTS.noActivitiesChosen}</Typography>
      ) : (
        <List dense aria-label="Activities to add">
          {chosen.map((activity) => (
            <ListItem
              key={activity.questId}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${activity.name}`} onClick={() => onRemove(activity)}>
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={activity.name} secondary={describe(activity)} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
      {existing ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
            In this assignment ({existing.length})
          </Typography>
          <List dense aria-label="Activities in this assignment">
            {existing.map((activity) => (
              <ListItem key={activity.questId} disableGutters>
                <ListItemText
                  primary={activity.name}
                  secondary={describe(activity)}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
}
