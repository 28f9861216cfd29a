import { isSongTune, melodyPhrase, type MelodyNote, type SongTune } from '@portal/domain';
import type { StorySong } from './story-shape';

/*
 * When each line of a song is sung: verse 1, the chorus, verse 2, the chorus,
 * and so on, each line to its phrase of the song's tune (domain/src/song-tunes.ts)
 * at the song's tempo. Pure, so the lyrics, the highlight and the sound all
 * read one plan; the player only keeps time.
 */

/** The speeds a child may choose, as a share of the song's own tempo. */
export const SONG_SPEEDS = [
  { speed: 0.75, label: 'Slower' },
  { speed: 1, label: 'Normal' },
  { speed: 1.25, label: 'Faster' },
] as const;
export type SongSpeed = (typeof SONG_SPEEDS)[number]['speed'];

/** One note as sung: its pitch, and when it starts and how long it lasts, in beats and in seconds from the song's start. */
export interface SungNote {
  note: MelodyNote;
  beat: number;
  beats: number;
  time: number;
  duration: number;
}

/** One line of the lyrics in the order it is sung, with its notes. */
export interface SungLine {
  /** Unique in the song: `verse-1-2` is the third line of verse 2, `chorus-1-0` the first of the chorus after it. */
  key: string;
  part: 'verse' | 'chorus';
  /** The verse, from 0; a chorus's is the verse it follows. */
  verse: number;
  /** The line within its verse or chorus, from 0. */
  line: number;
  text: string;
  /** When it starts and ends, in seconds from the song's start. */
  start: number;
  end: number;
  /** When it starts, in beats from the song's start. */
  beat: number;
  notes: SungNote[];
  /** The last line of its verse: once it is sung, the verse was reached. */
  endsVerse: boolean;
}

export interface SongSchedule {
  /** Beats a minute: the song's tempo at the chosen speed. */
  bpm: number;
  lines: SungLine[];
  /** Seconds from the first note to the end of the last. */
  duration: number;
}

/** The tune a song names; one this web does not know yet (a newer API) is sung as a march rather than not at all. */
export function songTune(tune: string): SongTune {
  return isSongTune(tune) ? tune : 'march';
}

/** Every line of the song in the order it is sung, each timed at `tempo × speed` beats a minute. */
export function songSchedule(song: StorySong, speed: number = 1): SongSchedule {
  const tune = songTune(song.tune);
  const bpm = song.tempo * speed;
  const secondsPerBeat = 60 / bpm;
  const lines: SungLine[] = [];
  let beat = 0;

  const sing = (part: SungLine['part'], verse: number, texts: readonly string[]) => {
    texts.forEach((text, line) => {
      const start = beat;
      const notes = melodyPhrase(tune, line).map(({ note, beats }) => {
        const sung = { note, beat, beats, time: beat * secondsPerBeat, duration: beats * secondsPerBeat };
        beat += beats;
        return sung;
      });
      lines.push({
        key: `${part}-${verse}-${line}`,
        part,
        verse,
        line,
        text,
        start: start * secondsPerBeat,
        end: beat * secondsPerBeat,
        beat: start,
        notes,
        endsVerse: part === 'verse' && line === texts.length - 1,
      });
    });
  };

  song.verses.forEach((verse, index) => {
    sing('verse', index, verse.lines);
    sing('chorus', index, song.chorus);
  });
  return { bpm, lines, duration: beat * secondsPerBeat };
}

/** Where verse `verse` (from 0) starts in the sung lines, or -1 when the song has no such verse. */
export function firstLineOfVerse(lines: readonly SungLine[], verse: number): number {
  return lines.findIndex((line) => line.part === 'verse' && line.verse === verse);
}
