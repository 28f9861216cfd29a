import { Button, Container, Grid, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLeaveGuard, type LeaveQuestion } from '../../../shared/leave/leaveGuard';
import { ASSIGNMENT_TEXTS } from '../assignmentText';
import { ActivityLibrary } from './ActivityLibrary';
import { NO_SEARCH, type ActivitySearch, type LibraryActivity } from './activitySearch';
import { SelectedActivities } from './SelectedActivities';

const LEAVE_UNSAVED: LeaveQuestion = {
  title: ASSIGNMENT_TEXTS.leaveTitle,
  text: ASSIGNMENT_TEXTS.leaveText,
  confirmLabel: 'Leave',
};

export interface ActivityBuilderProps {
  /** The page's heading: Create Assignment or Edit Assignment. */
  title: string;
  /** The main button: "Create Assignment" or "Update Assignment". */
  confirmLabel: string;
  onConfirm(): void;
  /** The activities picked, not saved yet. */
  chosen: readonly LibraryActivity[];
  onChosenChange(chosen: LibraryActivity[]): void;
  /** In edit mode: the assignment's own activities. */
  existing?: readonly LibraryActivity[] | undefined;
  /** Shown above the library: the edit page's load failure. */
  notice?: ReactNode;
  /** Whether the picked activities are saved (or being saved): leaving then asks nothing. */
  saved: boolean;
  /** The main button waits (the edit page's assignment has not loaded). */
  confirmDisabled?: boolean;
}

/**
 * The assignment builder (spec 1 §2.8), for create and edit: the search bar,
 * the library's cards with "Load More", and the selected-activities panel;
 * the main button waits for at least one activity. Leaving with activities
 * picked and not saved asks first.
 */
export function ActivityBuilder(props: ActivityBuilderProps) {
  const { chosen, existing, onChosenChange } = props;
  const [search, setSearch] = useState<ActivitySearch>(NO_SEARCH);
  useLeaveGuard(chosen.length > 0 && !props.saved ? LEAVE_UNSAVED : null);
  const addedIds = new Set([...chosen, ...(existing ?? [])].map(({ questId }) => questId));

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || props.confirmDisabled === true}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </Stack>
      {props.notice}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Activity library
          </Typography>
          <ActivityLibrary
            search={search}
            onSearch={setSearch}
            addedIds={addedIds}
            onAdd={(activity) => onChosenChange([...chosen, activity])}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ minWidth: 0 }}>
          <SelectedActivities
            chosen={chosen}
            existing={existing}
            onRemove={(activity) => onChosenChange(chosen.filter(({ questId }) => questId !== activity.questId))}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
