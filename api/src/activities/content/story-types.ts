import type { SongTune } from '@portal/domain';
import type { QuestionContent } from './content-types.js';
import type { Picture } from './picture-types.js';

/*
 * Books, animations and songs of the library as we write them (issue 33),
 * each with a check at its end, graded by the portal like a quiz.
 */

/** A book: 5 to 10 pages, each a few sentences for the year level and a picture. Then 2 or 3 questions. */
export interface BookContent {
  pages: readonly { text: string; picture: Picture }[];
  check: readonly QuestionContent[];
}

/**
 * An animation: 4 to 8 scenes, each a picture set in motion (its parts'
 * `motion`) and a caption of a sentence or two, read aloud on request. With
 * reduced motion each scene is a still. Then 2 or 3 questions.
 */
export interface AnimationContent {
  scenes: readonly { caption: string; picture: Picture; seconds?: number }[];
  check: readonly QuestionContent[];
}

/** The melodies a song may be sung to: declared once, with their notes, in the domain (domain/src/song-tunes.ts), whose melodies the web plays. */
export { SONG_TUNES, type SongTune } from '@portal/domain';

/**
 * A song: two to four verses of four lines and a chorus of two to four,
 * sung to one of the library's tunes at a tempo (beats a minute, 70 to 140).
 * Its check is one line of the song with a word missing: the right word and
 * three wrong ones, and why.
 */
export interface SongContent {
  tune: SongTune;
  tempo: number;
  verses: readonly (readonly string[])[];
  chorus: readonly string[];
  check: {
    /** A line of the song with the missing word written as `___`. */
    line: string;
    correct: string;
    wrong: readonly string[];
    explanation: string;
  };
}
