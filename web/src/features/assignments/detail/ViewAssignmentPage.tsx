import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Box, Button, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { can } from '@portal/domain';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useViewAssignmentPageQuery } from '../../../generated/ViewAssignmentPage';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { useAuth } from '../../../app/session/AuthProvider';
import { statusOf } from '../assignmentDates';
import { ASSIGNMENT_TEXTS } from '../assignmentText';
import { ActivitySummary } from './ActivitySummary';
import { AssignmentActions } from './AssignmentActions';
import { AssignmentSummaryHeader } from './AssignmentSummaryHeader';
import { AssignmentProgress } from '../progress/AssignmentProgress';
import { leaderboardUrl } from '../../leaderboard/urls';

export const VIEW_ASSIGNMENT_TITLE = 'View Assignment';

type DetailTab = 'summary' | 'progress';

/**
 * /assignments/view/{id} and /assignments/{id} (spec 1 §2.8), from one
 * query: the assignment's facts, LEADERBOARD opening the group's leaderboard
 * on this assignment (issue 35), the staff's actions for those who may
 * manage (never students or parents, spec 1 §6), and the Summary and
 * Progress tabs. An id naming no assignment the viewer sees says so.
 */
export function ViewAssignmentPage() {
  const assignmentId = useParams().assignmentId ?? '';
  const roles = useAuth().roles ?? [];
  const mayManage = can(roles, 'manageGroups');
  const tabsId = useId();
  const [tab, setTab] = useState<DetailTab>('summary');
  const query = useViewAssignmentPageQuery({ variables: { id: assignmentId } });
  const assignment = query.dataState === 'complete' ? query.data.assignment : undefined;
  const tabId = (value: DetailTab) => `${tabsId}-${value}-tab`;
  const panelId = (value: DetailTab) => `${tabsId}-${value}-panel`;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {VIEW_ASSIGNMENT_TITLE}
      </Typography>
      {assignment ? (
        <>
          <AssignmentSummaryHeader
            assignment={assignment}
            actions={
              <Stack spacing={1.5}>
                {assignment.group ? (
                  <Box>
                    <Button
                      component={RouterLink}
                      to={leaderboardUrl(assignment.group.id, assignment.id)}
                      variant="outlined"
                      startIcon={<LeaderboardIcon />}
                    >
                      LEADERBOARD
                    </Button>
                  </Box>
                ) : null}
                {mayManage ? (
                  <AssignmentActions
                    assignment={{
                      id: assignment.id,
                      name: assignment.name,
                      groupId: assignment.group?.id ?? '',
                      startDate: assignment.startDate,
                      endDate: assignment.endDate,
                    }}
                  />
                ) : null}
              </Stack>
            }
          />
          <Tabs
            value={tab}
            onChange={(_event, value: DetailTab) => setTab(value)}
            aria-label="Assignment"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {(['summary', 'progress'] as const).map((value) => (
              <Tab
                key={value}
                value={value}
                label={value === 'summary' ? 'Summary' : 'Progress'}
                id={tabId(value)}
                aria-controls={value === tab ? panelId(value) : undefined}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 2, minWidth: 0 }}>
            {tab === 'summary' ? (
              <ActivitySummary
                assignmentId={assignment.id}
                activities={assignment.activities}
                mayManage={mayManage}
                mayPlay={can(roles, 'recordProgress') && statusOf(assignment) !== 'Scheduled'}
                mayPreview={can(roles, 'readAnswerKeys')}
              />
            ) : (
              // Mounted on first opening: the report is fetched then (spec 1 §2.8).
              <AssignmentProgress assignmentId={assignment.id} mayDownload={can(roles, 'trackResults')} />
            )}
          </Box>
        </>
      ) : query.dataState === 'complete' || query.error ? (
        <Typography color="text.secondary">{ASSIGNMENT_TEXTS.assignmentNotFound}</Typography>
      ) : (
        <PageLoadingBar label="Loading the assignment" />
      )}
    </Container>
  );
}
