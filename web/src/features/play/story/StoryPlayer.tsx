import { Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { QuizPlayer, type QuizResponse } from '../QuizPlayer';
import { AnimationPlayer } from './AnimationPlayer';
import { BookReader } from './BookReader';
import { SongPlayer } from './SongPlayer';
import type { PlayableStory } from './story-shape';

export const CHECK_HEADING = 'Check what you learned';

/**
 * A book, an animation or a song, then its check. The student reads every
 * page, watches every scene or sings (or reads) every verse; the reader then
 * offers the check, its questions one at a time as a quiz's. The attempt
 * sent holds the check's answers and how far the student got (`reached`):
 * the portal grades the check and counts the attempt finished only when
 * every part was reached and the check answered.
 */
export function StoryPlayer({
  story,
  busy,
  onFinish,
}: {
  story: PlayableStory;
  busy: boolean;
  onFinish(responses: QuizResponse[], reached: number): void;
}) {
  const [reached, setReached] = useState<number | null>(null);
  return reached === null ? (
    <StoryReader story={story} onFinished={setReached} />
  ) : (
    <StoryCheck story={story} busy={busy} onFinish={(responses) => onFinish(responses, reached)} />
  );
}

/** The story itself: its pages, scenes or verses; `onFinished` once every one was reached. */
export function StoryReader({ story, onFinished }: { story: PlayableStory; onFinished(reached: number): void }) {
  if (story.book) return <BookReader book={story.book} onFinished={onFinished} />;
  if (story.animation) return <AnimationPlayer animation={story.animation} onFinished={onFinished} />;
  if (story.song) return <SongPlayer song={story.song} onFinished={onFinished} />;
  return null;
}

/** The check after the story, its heading taking the focus so a screen reader starts there. */
function StoryCheck({
  story,
  busy,
  onFinish,
}: {
  story: PlayableStory;
  busy: boolean;
  onFinish(responses: QuizResponse[]): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {CHECK_HEADING}
      </Typography>
      <QuizPlayer questions={story.check} busy={busy} onFinish={onFinish} />
    </Stack>
  );
}
