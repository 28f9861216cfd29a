import { Box, Chip, Grid, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { assignmentStatusColour } from '@portal/domain';
import { HOME_TEXTS, dueText, startsText } from '@portal/domain/home-texts';
import { linkApproverText } from '@portal/domain/family-texts';
import { DashboardPanel } from '../../shared/dashboard/DashboardPanel';
import { useDates } from '../../shared/dates/useDates';
import type { DueItem, ScoreLine } from './homeData';
import { ScoreList } from './RecentScores';

export interface ChildSummary {
  id: string;
  firstName: string;
  lastName: string;
  groups: readonly string[];
  due: readonly DueItem[];
  scores: readonly ScoreLine[];
}

/** One child: their name, groups, what is due and their latest scores. */
function ChildCard({ child }: { child: ChildSummary }) {
  const dates = useDates();
  const titleId = `child-${child.id}`;
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {child.firstName} {child.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {child.groups.length ? child.groups.join(', ') : HOME_TEXTS.noGroupsYet}
      </Typography>
      <Typography id={`${titleId}-due`} variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
        {HOME_TEXTS.dueTitle}
      </Typography>
      {child.due.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {HOME_TEXTS.nothingDue}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={`${titleId}-due`}>
          {child.due.map((item) => (
            <ListItem key={item.id} disableGutters divider sx={{ gap: 1 }}>
              <ListItemText
                primary={item.name}
                secondary={
                  item.status === 'In Progress'
                    ? dueText(dates.day(item.endDate))
                    : startsText(dates.day(item.startDate))
                }
                sx={{ overflowWrap: 'anywhere' }}
              />
              <Chip size="small" label={item.status} color={assignmentStatusColour(item.status)} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography id={`${titleId}-scores`} variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
        {HOME_TEXTS.latestScoresTitle}
      </Typography>
      {child.scores.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {HOME_TEXTS.noScoresYet}
        </Typography>
      ) : (
        <ScoreList scores={child.scores} labelledBy={`${titleId}-scores`} />
      )}
    </Paper>
  );
}

export interface PendingChild {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * The parent home's children (issue 35): a card per child, then the link
 * requests still pending, each saying who must approve it.
 */
export function ChildrenPanel({
  children,
  pending,
}: {
  children: readonly ChildSummary[];
  pending: readonly PendingChild[];
}) {
  return (
    <DashboardPanel
      title={HOME_TEXTS.childrenTitle}
      empty={children.length === 0 && pending.length === 0}
      emptyText={HOME_TEXTS.noChildrenYet}
    >
      <Grid container spacing={2}>
        {children.map((child) => (
          <Grid key={child.id} size={{ xs: 12, md: 6 }}>
            <ChildCard child={child} />
          </Grid>
        ))}
      </Grid>
      {pending.length > 0 && (
        <Box component="section" aria-labelledby="link-requests" sx={{ mt: 2 }}>
          <Typography id="link-requests" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {HOME_TEXTS.linkRequestsTitle}
          </Typography>
          <List disablePadding>
            {pending.map((child) => (
              <ListItem key={child.id} disableGutters divider>
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      {child.firstName} {child.lastName}
                    </Typography>
                    <Chip size="small" variant="outlined" label={HOME_TEXTS.pending} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {linkApproverText(child.firstName)}
                  </Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </DashboardPanel>
  );
}
