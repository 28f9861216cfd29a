import type { StoredGame } from '../../db/schema.js';
import { escapeXml } from './text-layout.js';

type Diagram = NonNullable<StoredGame['diagram']>;

/**
 * A label game's diagram as served: the drawing's own shapes (plain shapes
 * only, checked by the content test), then a lettered marker on each spot in
 * the letters of the game's targets, large enough to read on a phone (a
 * marker's radius is a thirtieth of the drawing's width) and drawn white on
 * near-black, readable on any colour beneath. The title is the image's text
 * alternative.
 */
export function diagramSvg(diagram: Diagram, letters: ReadonlyMap<string, string>): string {
  const radius = Math.round(diagram.width / 30);
  const markers = diagram.spots.map(({ targetId, x, y }) => {
    const letter = escapeXml(letters.get(targetId) ?? '?');
    return (
      `<circle cx="${x}" cy="${y}" r="${radius}" fill="#1b1b1f" stroke="#ffffff" stroke-width="2"/>` +
      `<text x="${x}" y="${y}" dy="0.35em">${letter}</text>`
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${diagram.width} ${diagram.height}"`,
    ` width="${diagram.width}" height="${diagram.height}" role="img">`,
    `<title>${escapeXml(diagram.title)}</title>`,
    diagram.svg,
    `<g fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${Math.round(radius * 1.2)}" text-anchor="middle">`,
    ...markers,
    '</g></svg>',
  ].join('');
}
