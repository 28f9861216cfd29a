import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useReducedMotion } from '../game/motion';
import { SongControls } from './SongControls';
import { SongLyrics, verseHeadingId } from './SongLyrics';
import { songSchedule, type SongSchedule, type SongSpeed } from './song-sequence';
import type { StorySong } from './story-shape';
import { GO_TO_THE_CHECK } from './storyTexts';
import { useSongAudio } from './useSongAudio';
import { useSongProgress } from './useSongProgress';

export const NO_SOUND =
  'The music did not start on this device. You can still sing along: the words light up line by line.';

/**
 * A song to sing along to: its words always on screen, verse by verse with
 * the chorus after each. Play sings it with a melody made in the browser and
 * lights up each line as it is sung; the child can pause, start again, mute
 * the sound (the lines still light up in time) or choose a slower or faster
 * speed. A child who reads instead moves on with Next verse. Once every verse
 * was reached, sung or read, "Go to the check" leads on.
 */
export function SongPlayer({ song, onFinished }: { song: StorySong; onFinished(reached: number): void }) {
  const idPrefix = useId();
  const [speed, setSpeed] = useState<SongSpeed>(1);
  const [muted, setMuted] = useState(false);
  /** The line Play was pressed for while the sound gets ready, else null. */
  const [startingAt, setStartingAt] = useState<number | null>(null);
  const [noSound, setNoSound] = useState(false);
  const schedule = useMemo(() => songSchedule(song, speed), [song, speed]);
  const progress = useSongProgress(schedule);
  const audio = useSongAudio(muted);
  const reducedMotion = useReducedMotion();
  const lyricsBox = useRef<HTMLDivElement>(null);
  /** Counts Play, Pause and Next verse presses: a start that took a while is dropped once another press came after it. */
  const presses = useRef(0);
  const focusCheckOnFinish = useRef(false);

  const verseCount = song.verses.length;
  const everyVerseReached = progress.reached.size >= verseCount;
  const { current, playing, begin, pause, readVerse } = progress;

  async function playFrom(from: number, at: SongSchedule = schedule) {
    const press = ++presses.current;
    pause();
    setStartingAt(from);
    let sounding = true;
    try {
      await audio.play(at, from);
    } catch {
      sounding = false;
    }
    if (press !== presses.current) {
      if (sounding) audio.stop();
      return;
    }
    setNoSound(!sounding);
    setStartingAt(null);
    begin(from, at);
  }

  function stop() {
    presses.current++;
    audio.stop();
    pause();
    setStartingAt(null);
  }

  function changeSpeed(next: SongSpeed) {
    setSpeed(next);
    const from = startingAt ?? (playing ? current : null);
    if (from !== null) void playFrom(from, songSchedule(song, next));
  }

  function readOn(verse: number) {
    stop();
    readVerse(verse);
    const next = document.getElementById(verseHeadingId(idPrefix, verse + 1));
    if (next) next.focus();
    else focusCheckOnFinish.current = true;
  }

  // The lit line in the middle of the lyrics box: the box scrolls, not the page, so the buttons stay in view.
  useEffect(() => {
    const box = lyricsBox.current;
    const line = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !line || typeof box.scrollTo !== 'function') return;
    const top = line.offsetTop - (box.clientHeight - line.offsetHeight) / 2;
    box.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [current, reducedMotion]);

  const checkButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!everyVerseReached || !focusCheckOnFinish.current) return;
    focusCheckOnFinish.current = false;
    checkButton.current?.focus();
  }, [everyVerseReached]);

  return (
    <Stack spacing={2}>
      <SongControls
        playing={playing || startingAt !== null}
        muted={muted}
        speed={speed}
        onPlay={() => void playFrom(current >= 0 ? current : 0)}
        onPause={stop}
        onStartAgain={() => void playFrom(0)}
        onMutedChange={setMuted}
        onSpeedChange={changeSpeed}
        onGetReady={audio.prepare}
      />
      {noSound ? (
        <Alert severity="info" onClose={() => setNoSound(false)}>
          {NO_SOUND}
        </Alert>
      ) : null}
      <SongLyrics
        lines={schedule.lines}
        verseCount={verseCount}
        current={current}
        idPrefix={idPrefix}
        boxRef={lyricsBox}
        onReadVerse={readOn}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {everyVerseReached ? (
          <Button
            ref={checkButton}
            variant="contained"
            onClick={() => onFinished(progress.reached.size)}
            sx={{ minHeight: 44 }}
          >
            {GO_TO_THE_CHECK}
          </Button>
        ) : null}
        <Typography role="status" color="text.secondary">
          {everyVerseReached
            ? 'You reached every verse. Well done!'
            : `${progress.reached.size} of ${verseCount} verses reached.`}
        </Typography>
      </Stack>
    </Stack>
  );
}
