import { describe, expect, it } from 'vitest';
import { MELODY_NOTES, SONG_TUNES, TUNE_MELODIES, isSongTune, melodyPhrase, phraseBeats } from './song-tunes.js';

/** A note's height in semitones (MIDI numbers: middle C is 60), read from its name as a musician would. */
function semitones(note: string): number {
  const match = /^([A-G])(\d)$/.exec(note);
  if (!match) throw new Error(`not a note name: ${note}`);
  const steps: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
  return (Number(match[2]) + 1) * 12 + (steps[match[1] ?? ''] ?? NaN);
}

describe("the library's tunes", () => {
  it('has a melody for each of the six tunes a song may name, and knows no other tune', () => {
    expect(Object.keys(TUNE_MELODIES).sort()).toEqual([...SONG_TUNES].sort());
    expect(SONG_TUNES).toEqual(['march', 'lullaby', 'skip', 'chant', 'shanty', 'waltz']);
    expect(isSongTune('waltz')).toBe(true);
    expect(isSongTune('polka')).toBe(false);
  });

  it.each(SONG_TUNES.map((tune) => [tune, TUNE_MELODIES[tune]] as const))(
    '%s: four phrases of four bars each, sung between middle C and the C above, coming home on the tonic',
    (tune, melody) => {
      expect(melody.phrases).toHaveLength(4);
      for (const phrase of melody.phrases) {
        expect(phraseBeats(phrase), `${tune}: ${JSON.stringify(phrase)}`).toBe(melody.beatsPerBar * 4);
        for (const { note, beats } of phrase) {
          expect(semitones(note)).toBeGreaterThanOrEqual(semitones('C4'));
          expect(semitones(note)).toBeLessThanOrEqual(semitones('C5'));
          expect(beats).toBeGreaterThan(0);
        }
        // Enough notes to carry a line of 6 to 10 syllables.
        expect(phrase.length).toBeGreaterThanOrEqual(6);
      }
      // The song ends at home, and so does a chorus of two lines.
      expect(melody.phrases[3].at(-1)?.note).toBe(melody.tonic);
      expect(melody.phrases[1].at(-1)?.note).toBe(melody.tonic);
    },
  );

  it('writes no note outside the range it names', () => {
    expect(MELODY_NOTES.map(semitones)).toEqual([60, 62, 64, 65, 67, 69, 71, 72]);
  });

  it('sings a fifth line to the first phrase again', () => {
    expect(melodyPhrase('march', 4)).toBe(TUNE_MELODIES.march.phrases[0]);
    expect(melodyPhrase('waltz', 7)).toBe(TUNE_MELODIES.waltz.phrases[3]);
  });
});
