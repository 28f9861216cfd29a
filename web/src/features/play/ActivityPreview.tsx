import { Alert, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { ActivityBanner } from './ActivityBanner';
import type { PlayableGame } from './game/game-shape';
import { GameSolution } from './game/GameSolution';
import { PreviewQuestions, type PreviewQuestion } from '../../shared/activities/PreviewQuestions';
import type { PlayableStory } from './story/story-shape';
import { CHECK_HEADING, StoryReader } from './story/StoryPlayer';

export const PREVIEW_NOTE = 'A preview: only students play activities and have their attempts recorded.';

/**
 * An activity for someone who does not play it (staff, a parent, root): the
 * server records only students' attempts, so nothing here sends one. A quiz
 * lists its questions; staff see each right answer (marked by icon and words)
 * and its explanation, as the server answers them only to staff. A game
 * shows staff where each item belongs (its solution); anyone else its prompt.
 * A book, an animation or a song is read, watched or sung as a student would,
 * its check listed below it as a quiz's questions (with answers for staff).
 */
export function ActivityPreview({
  name,
  description,
  bannerUrl,
  questions,
  game = null,
  story = null,
}: {
  name: string;
  description: string;
  bannerUrl: string;
  questions: readonly PreviewQuestion[] | null;
  game?: PlayableGame | null;
  story?: PlayableStory | null;
}) {
  const check = useRef<HTMLHeadingElement>(null);
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="note">
        {PREVIEW_NOTE}
      </Alert>
      <ActivityBanner name={name} bannerUrl={bannerUrl} />
      <Typography>{description}</Typography>
      {story ? (
        <>
          <StoryReader story={story} onFinished={() => check.current?.focus()} />
          <Typography variant="h6" component="h2" ref={check} tabIndex={-1} sx={{ outline: 'none' }}>
            {CHECK_HEADING}
          </Typography>
        </>
      ) : null}
      {questions?.length ? <PreviewQuestions questions={questions} /> : null}
      {game?.solution ? <GameSolution game={game} /> : game ? <Typography>{game.prompt}</Typography> : null}
    </Stack>
  );
}
