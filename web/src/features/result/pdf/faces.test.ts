// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FACE_LOOKS, faceFor } from './faces';

describe('faceFor (spec 2 §5: report PDF grade icons)', () => {
  it('gives grades 1 to 4 faces of their own', () => {
    const faces = [1, 2, 3, 4].map(faceFor);
    expect(faces).toEqual([1, 2, 3, 4]);
    expect(new Set(faces.map((face) => JSON.stringify(FACE_LOOKS[face]))).size).toBe(4);
  });

  it('treats 5 and anything else as 5', () => {
    for (const grade of [5, 0, -1, 6, 42, 2.5, Number.NaN, null, undefined]) expect(faceFor(grade)).toBe(5);
    expect([1, 2, 3, 4].map((grade) => FACE_LOOKS[faceFor(grade)])).not.toContainEqual(FACE_LOOKS[5]);
  });

  it('tells the faces apart by the mouth, not by colour alone', () => {
    const bends = ([1, 2, 3, 4, 5] as const).map((face) => FACE_LOOKS[face].bend);
    expect(new Set(bends).size).toBe(5);
    expect([...bends].sort((a, b) => a - b)).toEqual(bends);
  });
});
