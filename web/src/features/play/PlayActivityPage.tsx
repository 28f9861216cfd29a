import { Alert, Chip, Container, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { v4 as newKey } from 'uuid';
import { usePlayActivityPageQuery } from '../../generated/PlayActivityPage';
import type { AttemptInput } from '../../generated/graphql';
import { useRecordAttemptMutation } from '../../generated/RecordAttempt';
import { noErrorToast, serverMessageFor, useErrorReporter } from '../../shared/graphql/operationHooks';
import { isUnavailable, sendAgainWhileUnavailable } from '../../shared/graphql/sendAgain';
import { PageLoadingBar } from '../../shared/ui/PageLoadingBar';
import { failureToast } from '../../shared/graphql/failureToast';
import { ContentPlayer } from './ContentPlayer';
import { PlayResult } from './PlayResult';
import { QuizPlayer, type QuizOutcome } from './QuizPlayer';

export const PLAY_TITLE = 'Play Activity';
export const ACTIVITY_NOT_FOUND = 'This activity could not be found.';
/** The gateway's limit on an attempt's time (AttemptInput.seconds). */
const MAX_SECONDS = 28_800;
/** Shown while an attempt waits for the portal to come back (a restart): it is sent again by itself. */
export const SAVING_AGAIN = 'Saving your attempt… The portal is briefly unavailable; trying again.';

/** The server says why an attempt was refused: not started yet, not this student's, not in the assignment. */
const attemptRefusal = serverMessageFor('CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT');

/**
 * A student plays one activity of an assignment: a quiz question by question,
 * anything else as its content with a Finished button; the attempt is then
 * recorded (recordAttempt), which the teacher's tracking page and the
 * leaderboard hear at once. Staff may open it; the server refuses their
 * attempt, and the toast says so.
 */
export function PlayActivityPage() {
  const { assignmentId = '', questId = '' } = useParams();
  const { data, dataState, error } = usePlayActivityPageQuery({
    variables: { assignmentId, questId },
    errorToast: failureToast(MESSAGES.generalFailure),
  });
  // Failures are reported once sending stops (not at each try): see record().
  const [recordAttempt, recording] = useRecordAttemptMutation({ errorToast: noErrorToast });
  const reportRefusal = useErrorReporter(attemptRefusal);
  const [retrying, setRetrying] = useState(false);
  const [recorded, setRecorded] = useState<{ score: QuizOutcome | null } | null>(null);
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, [questId]);

  // The attempt sent and not yet stored nor refused: a click after the portal stayed away longer than the
  // retries sends this same attempt (its key) again, so an attempt stored before its answer was lost counts once.
  const unsettled = useRef<AttemptInput | null>(null);

  const record = async (outcome: QuizOutcome, quiz: boolean) => {
    const seconds = Math.min(MAX_SECONDS, Math.max(0, Math.round((Date.now() - startedAt.current) / 1000)));
    // One key per attempt, sent with every try: the server stores it once however often it arrives.
    const input = (unsettled.current ??= {
      assignmentId,
      questId,
      ...outcome,
      seconds,
      completed: true,
      idempotencyKey: newKey(),
    });
    try {
      await sendAgainWhileUnavailable(() => recordAttempt({ variables: { input } }), {
        evenIfStored: true,
        onRetry: () => setRetrying(true),
      });
      unsettled.current = null;
      setRecorded({ score: quiz ? outcome : null });
    } catch (error) {
      // Refused for good (not the portal being away): the next click is a new attempt.
      if (!isUnavailable(error, true)) unsettled.current = null;
      // The toast gives the server's reason; the player stays, to try again.
      reportRefusal(error as Error);
    } finally {
      setRetrying(false);
    }
  };
  const busy = recording.loading || retrying;

  const activity = dataState === 'complete' ? data.activity : undefined;
  const assignmentName = dataState === 'complete' ? data.assignment?.name : undefined;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {activity?.name ?? PLAY_TITLE}
        </Typography>
        {activity ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={activity.activityType.toLowerCase()} />
            <Typography color="text.secondary">{activity.realm}</Typography>
            {assignmentName ? <Typography color="text.secondary">· {assignmentName}</Typography> : null}
          </Stack>
        ) : null}
      </Stack>
      {retrying ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {SAVING_AGAIN}
        </Alert>
      ) : null}
      {!activity ? (
        dataState === 'complete' || error ? (
          <Typography color="text.secondary">{ACTIVITY_NOT_FOUND}</Typography>
        ) : (
          <PageLoadingBar label="Loading the activity" />
        )
      ) : recorded ? (
        <PlayResult assignmentId={assignmentId} assignmentName={assignmentName} score={recorded.score} />
      ) : activity.activityType === 'QUIZ' && activity.questions?.length ? (
        <QuizPlayer questions={activity.questions} busy={busy} onFinish={(outcome) => void record(outcome, true)} />
      ) : (
        <ContentPlayer
          name={activity.name}
          description={activity.description}
          bannerUrl={activity.bannerUrl}
          busy={busy}
          onFinish={() => void record({ answered: 0, correct: 0 }, false)}
        />
      )}
    </Container>
  );
}
