import { useCallback, useEffect, useReducer } from 'react';
import { firstLineOfVerse, type SongSchedule } from './song-sequence';

/*
 * Where a child is in a song: the line lit up, whether it is moving on by
 * itself (playing, with or without sound), and which verses were reached.
 * The highlight keeps time with a clock of its own, so it moves line by line
 * at the tempo with the sound muted or missing too.
 */

interface Progress {
  /** The line lit up (an index into the schedule's lines), or -1 before the song starts and after it ends. */
  current: number;
  playing: boolean;
  /** When the song's first beat was or would have been, in Date.now() time, had it played from the start to `current`. */
  songStartedAt: number;
  /** The verses reached: their last line lit up, or the child read on with Next verse. */
  reached: ReadonlySet<number>;
}

type Action =
  | { type: 'begin'; schedule: SongSchedule; from: number; now: number }
  | { type: 'pause' }
  | { type: 'lineEnded'; schedule: SongSchedule; line: number }
  | { type: 'readVerse'; schedule: SongSchedule; verse: number };

function reachedWith(reached: ReadonlySet<number>, schedule: SongSchedule, line: number): ReadonlySet<number> {
  const sung = schedule.lines[line];
  if (!sung?.endsVerse || reached.has(sung.verse)) return reached;
  return new Set([...reached, sung.verse]);
}

function progressAfter(state: Progress, action: Action): Progress {
  switch (action.type) {
    case 'begin': {
      const { schedule, from, now } = action;
      const line = schedule.lines[from];
      if (!line) return { ...state, playing: false };
      const reached = reachedWith(state.reached, schedule, from);
      return { current: from, playing: true, songStartedAt: now - line.start * 1000, reached };
    }
    case 'pause':
      return { ...state, playing: false };
    case 'lineEnded': {
      // A timer of a line already left behind (paused, moved on) changes nothing.
      if (!state.playing || state.current !== action.line) return state;
      const next = action.line + 1;
      if (next >= action.schedule.lines.length) return { ...state, current: -1, playing: false };
      return { ...state, current: next, reached: reachedWith(state.reached, action.schedule, next) };
    }
    case 'readVerse': {
      const { schedule, verse } = action;
      const reached = state.reached.has(verse) ? state.reached : new Set([...state.reached, verse]);
      const next = firstLineOfVerse(schedule.lines, verse + 1);
      // Reading on stops the song: it would go on from a line the child has left.
      return { ...state, reached, current: next, playing: false };
    }
  }
}

const NOT_STARTED: Progress = { current: -1, playing: false, songStartedAt: 0, reached: new Set() };

export interface SongProgress {
  current: number;
  playing: boolean;
  reached: ReadonlySet<number>;
  /** Lights up line `from` and moves on line by line from now. */
  begin(from: number, schedule: SongSchedule): void;
  pause(): void;
  /** Counts verse `verse` as reached, stops, and lights up the first line of the next verse. */
  readVerse(verse: number): void;
}

/** The song's progress, moving on at the end of each line of `schedule` while playing. */
export function useSongProgress(schedule: SongSchedule): SongProgress {
  const [state, dispatch] = useReducer(progressAfter, NOT_STARTED);
  const { current, playing, songStartedAt } = state;

  useEffect(() => {
    const line = schedule.lines[current];
    if (!playing || !line) return;
    const wait = songStartedAt + line.end * 1000 - Date.now();
    const timer = setTimeout(() => dispatch({ type: 'lineEnded', schedule, line: current }), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [schedule, current, playing, songStartedAt]);

  const begin = useCallback(
    (from: number, at: SongSchedule) => dispatch({ type: 'begin', schedule: at, from, now: Date.now() }),
    [],
  );
  const pause = useCallback(() => dispatch({ type: 'pause' }), []);
  const readVerse = useCallback((verse: number) => dispatch({ type: 'readVerse', schedule, verse }), [schedule]);

  return { current, playing, reached: state.reached, begin, pause, readVerse };
}
