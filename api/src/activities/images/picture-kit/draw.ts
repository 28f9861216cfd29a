/*
 * What every part drawing shares: the dark outline, a darker shade of a
 * colour, a row of shapes outlined as one (their inner edges hidden) and the
 * points of a star or a cog.
 */

/** A part's drawing: SVG markup of plain shapes in a 100 × 100 box centred on (50, 50). */
export type PartDrawing = (tint?: string) => string;

/** The outline every part is drawn with. */
export const INK = '#1b1b1f';

/** Outline attributes, for a shape that also has a fill. */
export const LINE = `stroke="${INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"`;

/** A colour (#rrggbb) made darker (amount > 0) or lighter (amount < 0), by a fraction of the way to black or white. */
export function shade(colour: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (!match?.[1]) return colour;
  const value = parseInt(match[1], 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount >= 0 ? channel * (1 - amount) : channel + (255 - channel) * -amount),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Shapes (markup without fill or stroke) filled as one silhouette with a single outline round it. */
export function blob(shapes: string, fill: string, width = 2.5): string {
  return (
    `<g fill="${INK}" stroke="${INK}" stroke-width="${width * 2}" stroke-linejoin="round">${shapes}</g>` +
    `<g fill="${fill}">${shapes}</g>`
  );
}

/** A stroke drawn with an outline: the dark line a little wider under the coloured one. */
export function outlined(d: string, colour: string, width: number, cap = 'round'): string {
  return (
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + 5}" stroke-linecap="${cap}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="${cap}" stroke-linejoin="round"/>`
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The points of a star (or, with more points, a spiky ring) for a polygon. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5, start = -90): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const angle = ((start + (index * 180) / points) * Math.PI) / 180;
    const radius = index % 2 === 0 ? outer : inner;
    corners.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return corners.join(' ');
}

/** The points of a cog with square teeth. */
export function cogPoints(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const corners: string[] = [];
  const step = (2 * Math.PI) / teeth;
  for (let index = 0; index < teeth; index++) {
    const angle = index * step;
    for (const [offset, radius] of [
      [-0.3, inner],
      [-0.18, outer],
      [0.18, outer],
      [0.3, inner],
    ] as const) {
      const a = angle + offset * step;
      corners.push(`${round(cx + radius * Math.cos(a))},${round(cy + radius * Math.sin(a))}`);
    }
  }
  return corners.join(' ');
}

/** The same markup turned round (50, 50) to each of these angles. */
export function around(markup: string, angles: readonly number[]): string {
  return angles.map((angle) => `<g transform="rotate(${angle} 50 50)">${markup}</g>`).join('');
}
