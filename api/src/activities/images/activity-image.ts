import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { findRealm, isActivityType, type ActivityType } from '@portal/domain';
import type { ImageKind, ImageSubject } from './image-urls.js';
import { REALM_PALETTES } from './realm-palette.js';
import { FONT_FAMILY, RENDER_OPTIONS, escapeXml, fitText } from './text-layout.js';
import { TYPE_PATTERNS, seededRandom, type Box } from './type-patterns.js';

/** Each kind's size and where its parts go. */
interface Layout {
  width: number;
  height: number;
  /**
   * The label and the name: left edge, the label's baseline (or, with
   * `centred`, the text is centred vertically instead), the name's width and
   * lines, its sizes tried largest first.
   */
  text: {
    x: number;
    y: number;
    centred: boolean;
    width: number;
    maxLines: number;
    sizes: readonly number[];
    labelSize: number;
  };
  pattern: Box;
}

/**
 * The banner (3:1) heads an activity's page and a report's section; the
 * preview (3:2) fills a card and a report's appendix, three to a row.
 */
export const LAYOUTS: Readonly<Record<ImageKind, Layout>> = {
  banner: {
    width: 1200,
    height: 400,
    text: { x: 64, y: 84, centred: true, width: 640, maxLines: 3, sizes: [64, 56, 48, 42], labelSize: 26 },
    pattern: { x: 760, y: 50, width: 400, height: 300 },
  },
  preview: {
    width: 480,
    height: 320,
    text: { x: 28, y: 46, centred: false, width: 424, maxLines: 3, sizes: [40, 34, 30, 26], labelSize: 18 },
    pattern: { x: 250, y: 150, width: 210, height: 150 },
  },
};

const TYPE_LABELS: Readonly<Record<ActivityType, string>> = {
  quiz: 'Quiz',
  game: 'Game',
  book: 'Book',
  animation: 'Animation',
  song: 'Song',
};

/** The SVG of an activity's image: its realm's colours, its type's pattern, its name and realm in words. */
export function activitySvg(subject: ImageSubject, kind: ImageKind): string {
  const realm = findRealm(subject.realm);
  if (!realm || !isActivityType(subject.activityType)) throw new Error(`cannot draw ${subject.questId}`);
  const palette = REALM_PALETTES[realm.realm];
  const layout = LAYOUTS[kind];
  const { width, height, text } = layout;
  const seed = createHash('sha256').update(subject.questId).digest().readUInt32BE(0);
  const pattern = TYPE_PATTERNS[subject.activityType](layout.pattern, palette.accent, seededRandom(seed));
  const fitted = fitText(subject.name, text.width, text.maxLines, text.sizes);
  const lineHeight = Math.round(fitted.size * 1.12);
  const nameOffset = text.labelSize * 0.9 + fitted.size * 1.05;
  const blockHeight = text.labelSize * 0.75 + nameOffset + (fitted.lines.length - 1) * lineHeight;
  const labelY = text.centred ? Math.round((height - blockHeight) / 2 + text.labelSize * 0.75) : text.y;
  const firstLine = labelY + nameOffset;
  const lines = fitted.lines
    .map(
      (line, index) =>
        `<tspan x="${text.x}" y="${Math.round(firstLine + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const label = `${realm.realm} · ${TYPE_LABELS[subject.activityType]}`.toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.light}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    pattern,
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    `<text x="${text.x}" y="${labelY}" font-family="${FONT_FAMILY}" font-size="${text.labelSize}" font-weight="700" letter-spacing="2" fill="${palette.accent}">${escapeXml(label)}</text>`,
    `<text font-family="${FONT_FAMILY}" font-size="${fitted.size}" font-weight="700" fill="#FFFFFF">${lines}</text>`,
    `</svg>`,
  ].join('');
}

/** The image as PNG bytes, rendered off the event loop. */
export async function renderActivityImage(subject: ImageSubject, kind: ImageKind): Promise<Buffer> {
  const image = await renderAsync(activitySvg(subject, kind), RENDER_OPTIONS);
  return image.asPng();
}
