import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { HOME_TEXTS, dueText, startsText } from '@portal/domain/home-texts';
import { Link as RouterLink } from 'react-router-dom';
import { viewAssignmentUrl } from '../assignments/urls';
import { playActivityUrl } from '../play/urls';
import { DashboardPanel } from '../../shared/dashboard/DashboardPanel';
import { useDates } from '../../shared/dates/useDates';
import type { ToDoItem } from './homeData';

/**
 * The student's to-do (issue 35): what is in progress by due date, then what
 * is coming; each open activity the student has not finished has its Play
 * button, a finished one says Done. What is coming has no Play yet: it opens
 * on its start day.
 */
export function ToDoPanel({ items }: { items: readonly ToDoItem[] }) {
  const dates = useDates();
  return (
    <DashboardPanel title={HOME_TEXTS.toDoTitle} empty={items.length === 0} emptyText={HOME_TEXTS.nothingToDo}>
      <Stack spacing={2} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {items.map((item) => {
          const open = item.status === 'In Progress';
          return (
            <Box key={item.id} component="article" aria-label={item.name}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={viewAssignmentUrl(item.id)} underline="hover">
                  {item.name}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {open ? dueText(dates.day(item.endDate)) : startsText(dates.day(item.startDate))}
              </Typography>
              {open && (
                <List dense disablePadding>
                  {item.activities.map((activity) => (
                    <ListItem
                      key={activity.questId}
                      disableGutters
                      sx={{ gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>
                        {activity.name}
                      </Typography>
                      {activity.completed ? (
                        <Chip size="small" icon={<CheckIcon />} label={HOME_TEXTS.done} variant="outlined" />
                      ) : (
                        <Button
                          component={RouterLink}
                          to={playActivityUrl(item.id, activity.questId)}
                          variant="contained"
                          size="small"
                          aria-label={`${HOME_TEXTS.play} ${activity.name}`}
                          sx={{ minHeight: 44 }}
                        >
                          {HOME_TEXTS.play}
                        </Button>
                      )}
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          );
        })}
      </Stack>
    </DashboardPanel>
  );
}
