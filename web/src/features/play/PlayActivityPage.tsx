import { Alert, Chip, Container, Stack, Typography } from '@mui/material';
import { ATTEMPT_SECONDS_MAX, MESSAGES, can } from '@portal/domain';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { v4 as newKey } from 'uuid';
import { usePlayActivityPageQuery } from '../../generated/PlayActivityPage';
import type { AttemptInput } from '../../generated/graphql';
import { useRecordAttemptMutation } from '../../generated/RecordAttempt';
import { noErrorToast, serverMessageFor, useErrorReporter } from '../../shared/graphql/operationHooks';
import { isUnavailable, sendAgainWhileUnavailable } from '../../shared/graphql/sendAgain';
import { PageLoadingBar } from '../../shared/ui/PageLoadingBar';
import { failureToast } from '../../shared/graphql/failureToast';
import { useAuth } from '../../app/session/AuthProvider';
import { ActivityPreview } from './ActivityPreview';
import { GamePlayer } from './game/GamePlayer';
import { GameReview } from './game/GameReview';
import { QuizPlayer, type QuizResponse } from './QuizPlayer';
import { QuizReview, type GradedQuiz } from './QuizReview';
import { StoryPlayer } from './story/StoryPlayer';
import { storyOf } from './story/story-shape';

export const PLAY_TITLE = 'Play Activity';
export const ACTIVITY_NOT_FOUND = 'This activity could not be found.';
/** Shown while an attempt waits for the portal to come back (a restart): it is sent again by itself. */
export const SAVING_AGAIN = 'Saving your attempt… The portal is briefly unavailable; trying again.';

/** The server says why an attempt was refused: not started yet, not this student's, not in the assignment, too many a minute. */
const attemptRefusal = serverMessageFor('CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'TOO_MANY_REQUESTS');

/** What was played: each shows its review after the attempt (a story's: its check's). */
type Played = 'quiz' | 'game' | 'story';

/** The attempt as the portal graded it, and what was played. */
interface Recorded {
  played: Played;
  completed: boolean;
  graded: GradedQuiz;
}

/**
 * A student plays one activity of an assignment: a quiz question by question,
 * then its review (what was right and why, from the portal's grading); a game
 * on its board, then its review (each item where it belongs); a book, an
 * animation or a song page by page, scene by scene or verse by verse, then
 * its check and the check's review. The
 * attempt is recorded (recordAttempt), which the teacher's tracking page and
 * the leaderboard hear at once. Anyone else who opens it (staff, a parent,
 * root) gets a preview that records nothing, as the server records only
 * students' attempts; staff see the quiz's (or a story's check's) answers or
 * the game's solution in it.
 */
export function PlayActivityPage() {
  const { assignmentId = '', questId = '' } = useParams();
  // Another activity is a new session of play: nothing of this one's attempt carries over.
  return <PlaySession key={`${assignmentId}/${questId}`} assignmentId={assignmentId} questId={questId} />;
}

function PlaySession({ assignmentId, questId }: { assignmentId: string; questId: string }) {
  const { data, dataState, error } = usePlayActivityPageQuery({
    variables: { assignmentId, questId },
    errorToast: failureToast(MESSAGES.generalFailure),
  });
  // Failures are reported once sending stops (not at each try): see record().
  const [recordAttempt, recording] = useRecordAttemptMutation({ errorToast: noErrorToast });
  const reportRefusal = useErrorReporter(attemptRefusal);
  const [retrying, setRetrying] = useState(false);
  const roles = useAuth().roles;
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  // When this attempt began: on opening, and again on "Try again".
  const [startedAt, setStartedAt] = useState(() => Date.now());

  // The attempt sent and not yet stored nor refused: a click after the portal stayed away longer than the
  // retries sends this same attempt (its key) again, so an attempt stored before its answer was lost counts once.
  const unsettled = useRef<AttemptInput | null>(null);

  const record = async (responses: QuizResponse[], played: Played, reached?: number) => {
    const seconds = Math.min(ATTEMPT_SECONDS_MAX, Math.max(0, Math.floor((Date.now() - startedAt) / 1000)));
    // One key per attempt, sent with every try: the server stores it once however often it arrives.
    const input = (unsettled.current ??= {
      assignmentId,
      questId,
      responses,
      seconds,
      ...(reached === undefined ? {} : { reached }),
      idempotencyKey: newKey(),
    });
    try {
      const { data: answer } = await sendAgainWhileUnavailable(() => recordAttempt({ variables: { input } }), {
        evenIfStored: true,
        onRetry: () => setRetrying(true),
      });
      unsettled.current = null;
      const graded = answer?.recordAttempt;
      if (graded) setRecorded({ played, completed: graded.completed, graded });
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
  const tryAgain = () => {
    setRecorded(null);
    setStartedAt(Date.now());
  };

  const activity = dataState === 'complete' ? data.activity : undefined;
  const story = activity ? storyOf(activity) : null;
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
      {!activity || !roles ? (
        dataState === 'complete' || error ? (
          <Typography color="text.secondary">{ACTIVITY_NOT_FOUND}</Typography>
        ) : (
          <PageLoadingBar label="Loading the activity" />
        )
      ) : !can(roles, 'recordProgress') ? (
        <ActivityPreview
          name={activity.name}
          description={activity.description}
          bannerUrl={activity.bannerUrl}
          questions={activity.questions ?? activity.check}
          game={activity.game}
          story={story}
        />
      ) : recorded?.played === 'quiz' && activity.questions ? (
        <QuizReview
          questions={activity.questions}
          graded={recorded.graded}
          assignmentId={assignmentId}
          onTryAgain={tryAgain}
        />
      ) : recorded?.played === 'game' && activity.game ? (
        <GameReview game={activity.game} graded={recorded.graded} assignmentId={assignmentId} onTryAgain={tryAgain} />
      ) : recorded?.played === 'story' && story ? (
        <QuizReview
          questions={story.check}
          graded={recorded.graded}
          assignmentId={assignmentId}
          onTryAgain={tryAgain}
        />
      ) : activity.activityType === 'QUIZ' && activity.questions?.length ? (
        <QuizPlayer
          key={startedAt}
          questions={activity.questions}
          busy={busy}
          onFinish={(responses) => void record(responses, 'quiz')}
        />
      ) : activity.game ? (
        <GamePlayer
          key={startedAt}
          game={activity.game}
          busy={busy}
          onFinish={(responses) => void record(responses, 'game')}
        />
      ) : story ? (
        <StoryPlayer
          key={startedAt}
          story={story}
          busy={busy}
          onFinish={(responses, reached) => void record(responses, 'story', reached)}
        />
      ) : (
        <Typography color="text.secondary">{ACTIVITY_NOT_FOUND}</Typography>
      )}
    </Container>
  );
}
