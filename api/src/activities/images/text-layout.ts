import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * The one font images are drawn with: Atkinson Hyperlegible Bold (SIL Open
 * Font License), made for legibility, from its npm package. System fonts are
 * never loaded, so an image comes out the same on every machine.
 */
export const FONT_FAMILY = 'Atkinson Hyperlegible';

const fontFile = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
);

export const RENDER_OPTIONS: ResvgRenderOptions = {
  font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  logLevel: 'off',
};

/** Text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The drawn width of one line at this size, in pixels, measured by the renderer itself with our font. */
function lineWidth(line: string, size: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${size * 2}"><text x="0" y="${size}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700">${escapeXml(line)}</text></svg>`;
  return new Resvg(svg, RENDER_OPTIONS).getBBox()?.width ?? 0;
}

/** Words into lines no wider than `maxWidth` at this size; a word wider on its own gets a line of its own. */
function wrap(words: readonly string[], size: number, maxWidth: number): { lines: string[]; fits: boolean } {
  const lines: string[] = [];
  let fits = true;
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && lineWidth(joined, size) <= maxWidth) {
      lines[lines.length - 1] = joined;
    } else {
      lines.push(word);
      if (lineWidth(word, size) > maxWidth) fits = false;
    }
  }
  return { lines, fits };
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest of `sizes` at which the text wraps into at most `maxLines`
 * lines within `maxWidth`, measured with the font the image is drawn with.
 * At the smallest size it still does not fit, its last line ends in "…".
 */
export function fitText(text: string, maxWidth: number, maxLines: number, sizes: readonly number[]): FittedText {
  const words = text.split(/\s+/).filter(Boolean);
  for (const size of sizes) {
    const { lines, fits } = wrap(words, size, maxWidth);
    if (fits && lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1) ?? 24;
  const lines = wrap(words, size, maxWidth).lines.slice(0, maxLines);
  let last = lines.at(-1) ?? '';
  while (last.length > 1 && lineWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1).trimEnd();
  lines[lines.length - 1] = `${last}…`;
  return { size, lines };
}
