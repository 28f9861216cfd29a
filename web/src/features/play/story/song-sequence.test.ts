// @vitest-environment node
import { TUNE_MELODIES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { firstLineOfVerse, songSchedule, songTune } from './song-sequence';
import { WALTZ_SONG } from './song-examples';

describe('songSchedule', () => {
  it('sings verse 1, the chorus, verse 2, the chorus: each line once, in order', () => {
    const { lines } = songSchedule(WALTZ_SONG);
    expect(lines.map((line) => line.key)).toEqual([
      'verse-0-0',
      'verse-0-1',
      'verse-0-2',
      'verse-0-3',
      'chorus-0-0',
      'chorus-0-1',
      'verse-1-0',
      'verse-1-1',
      'verse-1-2',
      'verse-1-3',
      'chorus-1-0',
      'chorus-1-1',
    ]);
    expect(lines[0]?.text).toBe('Water drops rise up to the sky,');
    expect(lines[4]?.text).toBe('Round and round the water goes,');
    expect(lines.filter((line) => line.endsVerse).map((line) => line.key)).toEqual(['verse-0-3', 'verse-1-3']);
    expect(firstLineOfVerse(lines, 1)).toBe(6);
    expect(firstLineOfVerse(lines, 2)).toBe(-1);
  });

  it('gives each line four bars of the tune, one line straight after the other', () => {
    // A waltz at 90 beats a minute: 12 beats a line, 8 seconds.
    const { lines, duration, bpm } = songSchedule(WALTZ_SONG);
    expect(bpm).toBe(90);
    lines.forEach((line, index) => {
      expect(line.start).toBeCloseTo(index * 8);
      expect(line.end).toBeCloseTo((index + 1) * 8);
      expect(line.notes[0]?.time).toBeCloseTo(line.start);
    });
    expect(duration).toBeCloseTo(12 * 8);
    // Each verse line and chorus line sings its phrase; the chorus starts the tune again.
    const phrase = (index: number) => lines[index]?.notes.map(({ note, beats }) => ({ note, beats }));
    expect(phrase(3)).toEqual(TUNE_MELODIES.waltz.phrases[3]);
    expect(phrase(4)).toEqual(TUNE_MELODIES.waltz.phrases[0]);
    expect(phrase(5)).toEqual(TUNE_MELODIES.waltz.phrases[1]);
  });

  it('sings faster or slower with the speed: the same notes in a shorter or longer time', () => {
    const normal = songSchedule(WALTZ_SONG, 1);
    const faster = songSchedule(WALTZ_SONG, 1.25);
    const slower = songSchedule(WALTZ_SONG, 0.75);
    expect(faster.bpm).toBe(112.5);
    expect(faster.duration).toBeCloseTo(normal.duration / 1.25);
    expect(slower.duration).toBeCloseTo(normal.duration / 0.75);
    expect(slower.lines[6]?.start).toBeCloseTo((normal.lines[6]?.start ?? NaN) / 0.75);
    expect(faster.lines.map((line) => line.notes.length)).toEqual(normal.lines.map((line) => line.notes.length));
    expect(faster.lines[2]?.notes[1]?.beat).toBe(normal.lines[2]?.notes[1]?.beat);
  });

  it('sings a tune it does not know as a march rather than not at all', () => {
    expect(songTune('waltz')).toBe('waltz');
    expect(songTune('polka')).toBe('march');
    const { lines } = songSchedule({ ...WALTZ_SONG, tune: 'polka', tempo: 120 });
    expect(lines[0]?.end).toBeCloseTo(8);
  });
});
