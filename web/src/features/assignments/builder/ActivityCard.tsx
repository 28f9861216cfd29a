import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { ASSIGNMENT_SPEC_TEXTS } from '../assignmentText';
import { ActivityPreviewDialog, type PreviewedActivity } from './ActivityPreviewDialog';
import { ACTIVITY_TYPE_LABELS } from './activitySearch';

export interface ActivityCardProps {
  activity: PreviewedActivity;
  /** Chosen already (or in the assignment already): "Add to assignment" is disabled. */
  added: boolean;
  onAdd(): void;
}

/**
 * One activity of the library (spec 1 §2.8): its preview image, name, realm,
 * a type chip and the fixed grade, a Preview dialog, and "Add to assignment",
 * disabled once it is chosen. The card is an article named by the activity,
 * so its buttons read with it.
 */
export function ActivityCard({ activity, added, onAdd }: ActivityCardProps) {
  const titleId = useId();
  const [previewing, setPreviewing] = useState(false);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia component="img" image={activity.previewUrl} alt="" loading="lazy" sx={{ aspectRatio: '3 / 2' }} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {activity.name}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {activity.realm}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Chip size="small" label={ACTIVITY_TYPE_LABELS[activity.activityType]} />
          <Typography variant="body2">{ASSIGNMENT_SPEC_TEXTS.grades}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={<VisibilityIcon />}
          onClick={() => setPreviewing(true)}
          aria-describedby={titleId}
        >
          Preview
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={added}
          onClick={onAdd}
          aria-describedby={titleId}
        >
          Add to assignment
        </Button>
      </CardActions>
      {previewing ? (
        <ActivityPreviewDialog
          activity={activity}
          added={added}
          onAdd={() => {
            onAdd();
            setPreviewing(false);
          }}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </Card>
  );
}
