/*
 * The library's tunes (issue 33): the melodies its songs are sung to,
 * composed for the portal rather than borrowed. The API checks that a song
 * names one of them; the web plays its melody in the browser.
 *
 * A melody is four phrases, one a lyric line, each four bars long. A verse of
 * four lines sings phrases 1 to 4; a fifth line would start again at phrase 1.
 * Phrases 2 and 4 end on the tonic, 1 and 3 on a note that asks to go on, so a
 * chorus of two lines comes home as well as one of four.
 *
 * Every note lies between middle C (C4) and the C above (C5), the range most
 * children sing comfortably, and all are white keys: five tunes in C major,
 * the shanty in A minor.
 */

/** The melodies a song may be sung to, each for lines of 6 to 10 syllables. */
export const SONG_TUNES = ['march', 'lullaby', 'skip', 'chant', 'shanty', 'waltz'] as const;
export type SongTune = (typeof SONG_TUNES)[number];

export function isSongTune(value: unknown): value is SongTune {
  return typeof value === 'string' && (SONG_TUNES as readonly string[]).includes(value);
}

/** The notes a tune may use, low to high: middle C to the C above, no sharps or flats. */
export const MELODY_NOTES = ['C4', 'D4', 'E4', 'F4', 'G4', 'A4', 'B4', 'C5'] as const;
export type MelodyNote = (typeof MELODY_NOTES)[number];

/** One sung note: its pitch and how many beats of the song's tempo it lasts. */
export interface MelodyStep {
  note: MelodyNote;
  beats: number;
}

/** The notes sung to one lyric line: four bars. */
export type MelodyPhrase = readonly MelodyStep[];

export interface Melody {
  /** Beats in a bar: 4 for a march, 3 for a waltz. A phrase is four bars. */
  beatsPerBar: number;
  /** The note the tune comes home to: its last note. */
  tonic: MelodyNote;
  phrases: readonly [MelodyPhrase, MelodyPhrase, MelodyPhrase, MelodyPhrase];
}

/**
 * A phrase as written in the tunes below: four bars split by `|`, each note
 * its name and beats, `C4:1 E4:2` being C4 for a beat then E4 for two. A note
 * outside MELODY_NOTES or a bad token fails as the module loads.
 */
function phrase(written: string): MelodyPhrase {
  return written
    .split(/[\s|]+/)
    .filter((token) => token !== '')
    .map((token) => {
      const [note, beats] = token.split(':');
      const step = MELODY_NOTES.find((known) => known === note);
      if (!step || !beats || !(Number(beats) > 0)) throw new Error(`Not a note of a tune: ${token}`);
      return { note: step, beats: Number(beats) };
    });
}

export const TUNE_MELODIES: Record<SongTune, Melody> = {
  // Four steady beats, climbing to the top C in the third line.
  march: {
    beatsPerBar: 4,
    tonic: 'C4',
    phrases: [
      phrase('C4:1 E4:1 G4:1 G4:1 | A4:1 G4:1 E4:2 | F4:1 F4:1 D4:1 E4:1 | D4:4'),
      phrase('C4:1 E4:1 G4:1 G4:1 | A4:1 C5:1 A4:2 | G4:1 E4:1 D4:1 D4:1 | C4:4'),
      phrase('E4:1 F4:1 G4:2 | A4:1 B4:1 C5:2 | B4:1 A4:1 G4:1 E4:1 | G4:4'),
      phrase('C5:1 B4:1 A4:1 G4:1 | A4:1 G4:1 E4:2 | F4:1 E4:1 D4:1 E4:1 | C4:4'),
    ],
  },
  // A rocking 6/8, written as bars of three beats, long then short; small steps, low and soft.
  lullaby: {
    beatsPerBar: 3,
    tonic: 'C4',
    phrases: [
      phrase('E4:2 D4:1 | C4:2 E4:1 | G4:2 A4:1 | G4:3'),
      phrase('A4:2 G4:1 | E4:2 D4:1 | E4:2 D4:1 | C4:3'),
      phrase('G4:2 A4:1 | G4:2 E4:1 | F4:2 E4:1 | D4:3'),
      phrase('E4:2 G4:1 | F4:2 E4:1 | D4:2 E4:1 | C4:3'),
    ],
  },
  // Long-short pairs, like skipping feet.
  skip: {
    beatsPerBar: 4,
    tonic: 'C4',
    phrases: [
      phrase('C4:1.5 D4:0.5 E4:1.5 C4:0.5 | G4:1.5 E4:0.5 G4:2 | A4:1.5 G4:0.5 F4:1.5 E4:0.5 | D4:2 G4:2'),
      phrase('C4:1.5 D4:0.5 E4:1.5 C4:0.5 | G4:1.5 E4:0.5 C5:2 | A4:1.5 G4:0.5 E4:1.5 D4:0.5 | C4:4'),
      phrase('E4:1.5 F4:0.5 G4:1.5 E4:0.5 | A4:1.5 B4:0.5 C5:2 | C5:1.5 B4:0.5 A4:1.5 F4:0.5 | G4:4'),
      phrase('C5:1.5 A4:0.5 G4:1.5 E4:0.5 | F4:1.5 A4:0.5 G4:2 | E4:1.5 G4:0.5 D4:1.5 E4:0.5 | C4:4'),
    ],
  },
  // A playground chant on five notes (C D E G A), many repeated, around the G-E-A call every child knows: easy to pick up by ear.
  chant: {
    beatsPerBar: 4,
    tonic: 'C4',
    phrases: [
      phrase('G4:1 E4:1 G4:1 E4:1 | A4:1 G4:1 E4:2 | G4:1 G4:1 A4:1 A4:1 | G4:4'),
      phrase('G4:1 E4:1 G4:1 E4:1 | A4:1 G4:1 E4:2 | D4:1 D4:1 E4:1 D4:1 | C4:4'),
      phrase('C5:1 C5:1 A4:1 A4:1 | G4:1 G4:1 E4:2 | C5:1 A4:1 G4:1 E4:1 | D4:4'),
      phrase('E4:1 E4:1 G4:1 G4:1 | A4:1 A4:1 G4:2 | E4:1 G4:1 D4:1 E4:1 | C4:4'),
    ],
  },
  // A sailors' work song in A minor: strong beats to pull a rope to.
  shanty: {
    beatsPerBar: 4,
    tonic: 'A4',
    phrases: [
      phrase('E4:1 A4:1 A4:1 B4:1 | C5:1 B4:1 A4:2 | G4:1 G4:1 E4:1 G4:1 | E4:4'),
      phrase('E4:1 A4:1 A4:1 B4:1 | C5:1 B4:1 A4:2 | B4:1 G4:1 E4:1 G4:1 | A4:4'),
      phrase('C5:2 C5:1 B4:1 | A4:1 B4:1 C5:2 | B4:1 A4:1 G4:1 B4:1 | E4:4'),
      phrase('C5:1 B4:1 A4:1 E4:1 | F4:1 E4:1 D4:2 | E4:1 G4:1 B4:1 G4:1 | A4:4'),
    ],
  },
  // Three beats a bar, the first leaning: a turn around the dance floor.
  waltz: {
    beatsPerBar: 3,
    tonic: 'C4',
    phrases: [
      phrase('C4:1 E4:1 G4:1 | C5:2 A4:1 | G4:1 F4:1 E4:1 | D4:3'),
      phrase('D4:1 F4:1 A4:1 | G4:2 E4:1 | D4:1 E4:1 D4:1 | C4:3'),
      phrase('E4:1 G4:1 C5:1 | C5:2 B4:1 | A4:1 B4:1 A4:1 | G4:3'),
      phrase('A4:1 G4:1 F4:1 | E4:2 G4:1 | F4:1 E4:1 D4:1 | C4:3'),
    ],
  },
};

/** The phrase a song's line sings: line 1 the first phrase, line 5 the first again. */
export function melodyPhrase(tune: SongTune, lineIndex: number): MelodyPhrase {
  const { phrases } = TUNE_MELODIES[tune];
  return phrases[lineIndex % phrases.length] ?? phrases[0];
}

/** How many beats a phrase lasts: four bars of its tune. */
export function phraseBeats(phrase: MelodyPhrase): number {
  return phrase.reduce((sum, step) => sum + step.beats, 0);
}
