import type { jsPDF } from 'jspdf';

/** The five faces of a grade's icon: 1 the saddest, 5 the happiest. */
export type Face = 1 | 2 | 3 | 4 | 5;

/**
 * Spec 2 §5: grades 1 to 4 map to distinct faces; anything else (5, an
 * out-of-range or non-integer value, a missing grade) is treated as 5.
 */
export function faceFor(grade: number | null | undefined): Face {
  return grade === 1 || grade === 2 || grade === 3 || grade === 4 ? grade : 5;
}

interface FaceLook {
  /** Fill colour, RGB. */
  fill: [number, number, number];
  /** The mouth's bend as a share of the face's radius: negative frowns, positive smiles. */
  bend: number;
  /** Brows slanting down to the middle (a cross face). */
  brows: boolean;
}

/** What tells the faces apart: the mouth's bend first (not colour alone), then the colour. */
export const FACE_LOOKS: Record<Face, FaceLook> = {
  1: { fill: [239, 154, 154], bend: -0.45, brows: true },
  2: { fill: [255, 204, 128], bend: -0.25, brows: false },
  3: { fill: [255, 241, 118], bend: 0, brows: false },
  4: { fill: [197, 225, 165], bend: 0.25, brows: false },
  5: { fill: [129, 199, 132], bend: 0.5, brows: false },
};

/** Draws a grade's face as vector shapes, centred on (cx, cy), of radius r. */
export function drawFace(doc: jsPDF, grade: number | null | undefined, cx: number, cy: number, r: number): void {
  const look = FACE_LOOKS[faceFor(grade)];
  doc.setDrawColor(66, 66, 66);
  doc.setLineWidth(Math.max(0.6, r / 10));
  doc.setFillColor(...look.fill);
  doc.circle(cx, cy, r, 'FD');
  doc.setFillColor(66, 66, 66);
  const eyeY = cy - r * 0.25;
  doc.circle(cx - r * 0.35, eyeY, r * 0.1, 'F');
  doc.circle(cx + r * 0.35, eyeY, r * 0.1, 'F');
  if (look.brows) {
    doc.line(cx - r * 0.55, eyeY - r * 0.32, cx - r * 0.2, eyeY - r * 0.18);
    doc.line(cx + r * 0.55, eyeY - r * 0.32, cx + r * 0.2, eyeY - r * 0.18);
  }
  // The mouth: a Bézier from one corner to the other; its control points below
  // the corners smile (jsPDF's y grows downwards), above them frown.
  const half = r * 0.45;
  const mouthY = cy + r * 0.35 - (look.bend * r) / 2;
  const bend = look.bend * r;
  doc.lines([[half * 0.66, bend, half * 1.34, bend, half * 2, 0]], cx - half, mouthY, [1, 1], 'S', false);
}
