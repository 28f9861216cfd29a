import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Container, Paper, Tab, Tabs, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAddEvaluationPageQuery } from '../../../generated/AddEvaluationPage';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { resultGroupsPath } from '../urls';
import { CommentForm } from './CommentForm';
import { evaluationFailure } from './evaluationFailure';
import { EVALUATION_TEXTS } from './evaluationTexts';
import { GradesForm } from './GradesForm';

const TABS = [
  { key: 'topic', label: EVALUATION_TEXTS.topicTab },
  { key: 'capability', label: EVALUATION_TEXTS.capabilityTab },
  { key: 'comment', label: EVALUATION_TEXTS.commentTab },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const tabId = (key: TabKey) => `evaluation-tab-${key}`;
const panelId = (key: TabKey) => `evaluation-panel-${key}`;

/**
 * Add student evaluation (spec 2 §2, §4 and §5): the student's name, a way
 * back to the groups result list, and three tabs: the topic grades, the
 * general capability grades and a comment. Every panel stays mounted while
 * another tab shows, so switching tabs loses nothing chosen or typed.
 */
export function AddEvaluationPage({ userId }: { userId: string }) {
  const [tab, setTab] = useState<TabKey>('topic');
  const query = useAddEvaluationPageQuery({ variables: { userId }, errorToast: evaluationFailure });
  const data = query.dataState === 'complete' ? query.data : undefined;

  if (!data) {
    return (
      <EvaluationFrame heading={EVALUATION_TEXTS.title}>
        {query.error ? (
          <Alert severity="error">{MESSAGES.profileLoadFailed}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{RESULT_SPEC_TEXTS.fetchingData}</Typography>
            <PageLoadingBar label={RESULT_SPEC_TEXTS.fetchingData} />
          </>
        )}
      </EvaluationFrame>
    );
  }

  const { user, topics, generalCapabilities } = data;
  const heading = `${user.firstName} ${user.lastName}`;
  if (!user.roles.includes('STUDENT')) {
    return (
      <EvaluationFrame heading={heading}>
        <Alert severity="info">{EVALUATION_TEXTS.notAStudent}</Alert>
      </EvaluationFrame>
    );
  }

  const panels: Record<TabKey, ReactNode> = {
    topic: <GradesForm studentId={user.id} type="TOPIC" items={topics} saved={user.topicGrades} />,
    capability: (
      <GradesForm studentId={user.id} type="CAPABILITY" items={generalCapabilities} saved={user.capabilityGrades} />
    ),
    comment: <CommentForm studentId={user.id} />,
  };
  return (
    <EvaluationFrame heading={heading}>
      <Tabs
        value={tab}
        onChange={(_event, key: TabKey) => setTab(key)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={EVALUATION_TEXTS.tabs}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ key, label }) => (
          <Tab key={key} value={key} label={label} id={tabId(key)} aria-controls={panelId(key)} />
        ))}
      </Tabs>
      {TABS.map(({ key }) => (
        <Paper
          key={key}
          variant="outlined"
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={tabId(key)}
          hidden={tab !== key}
          sx={{ mt: 2, p: { xs: 2, sm: 3 } }}
        >
          {panels[key]}
        </Paper>
      ))}
    </EvaluationFrame>
  );
}

/** The page's frame in every state: the way back, then the heading. */
function EvaluationFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={RouterLink} to={resultGroupsPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {EVALUATION_TEXTS.goBack}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Container>
  );
}
