import { Button, Stack, Typography } from '@mui/material';
import { ActivityBanner } from './ActivityBanner';
import { useEffect, useState } from 'react';

/** "2:05": whole minutes and seconds. */
export function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A book, animation, song or game: its banner and description stand for its
 * content here. The portal counts it finished once the student has spent its
 * least time with it (`minimumSeconds`), so Finished waits until then, a
 * countdown saying how long is left.
 */
export function ContentPlayer({
  name,
  description,
  bannerUrl,
  minimumSeconds,
  startedAt,
  busy,
  onFinish,
}: {
  name: string;
  description: string;
  bannerUrl: string;
  minimumSeconds: number;
  /** When the student opened it (Date.now()). */
  startedAt: number;
  busy: boolean;
  onFinish(): void;
}) {
  const left = useSecondsLeft(startedAt, minimumSeconds);
  return (
    <Stack spacing={2}>
      <ActivityBanner name={name} bannerUrl={bannerUrl} />
      <Typography>{description}</Typography>
      {left > 0 ? (
        // Text, not a progress bar: the page is loaded, and a bar would read as still loading.
        <Typography color="text.secondary">
          Spend at least {minutesAndSeconds(minimumSeconds)} with it: {minutesAndSeconds(left)} to go.
        </Typography>
      ) : null}
      <Stack direction="row">
        <Button variant="contained" onClick={onFinish} disabled={busy || left > 0}>
          Finished
        </Button>
      </Stack>
    </Stack>
  );
}

/** Whole seconds until `minimumSeconds` have passed since `startedAt`. */
function secondsLeft(startedAt: number, minimumSeconds: number): number {
  return Math.max(0, Math.ceil(minimumSeconds - (Date.now() - startedAt) / 1000));
}

/** secondsLeft, counting down once a second. */
function useSecondsLeft(startedAt: number, minimumSeconds: number): number {
  const [left, setLeft] = useState(() => secondsLeft(startedAt, minimumSeconds));
  useEffect(() => {
    if (secondsLeft(startedAt, minimumSeconds) === 0) return undefined;
    const timer = setInterval(() => {
      const now = secondsLeft(startedAt, minimumSeconds);
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, minimumSeconds]);
  return left;
}
