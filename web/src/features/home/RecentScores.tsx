import { List, ListItem, ListItemText } from '@mui/material';
import { HOME_TEXTS, scoreText } from '@portal/domain/home-texts';
import { DashboardPanel } from '../../shared/dashboard/DashboardPanel';
import type { ScoreLine } from './homeData';

/** A score, or for an activity without questions (a book, a song) whether it was finished. */
function scoreOf({ correct, answered, completed }: ScoreLine): string {
  if (answered > 0) return scoreText(correct, answered);
  return completed ? HOME_TEXTS.done : HOME_TEXTS.started;
}

/** Latest scores, latest first: each activity's assignment, name and score. */
export function ScoreList({ scores, labelledBy }: { scores: readonly ScoreLine[]; labelledBy?: string }) {
  return (
    <List dense disablePadding aria-labelledby={labelledBy}>
      {scores.map((line) => (
        <ListItem key={line.key} disableGutters divider>
          <ListItemText
            primary={`${line.activityName}: ${scoreOf(line)}`}
            secondary={line.assignmentName}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The student home's recent results (issue 35): their latest scores. */
export function RecentResultsPanel({ scores }: { scores: readonly ScoreLine[] }) {
  return (
    <DashboardPanel
      title={HOME_TEXTS.recentResultsTitle}
      empty={scores.length === 0}
      emptyText={HOME_TEXTS.noResultsYet}
    >
      <ScoreList scores={scores} />
    </DashboardPanel>
  );
}
