import type { ActivityType } from '@portal/domain';
import { FONT_FAMILY } from './text-layout.js';

/** Where a pattern is drawn. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Numbers in [0, 1), the same sequence for the same seed (mulberry32): an activity's own variation. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const between = (random: Random, low: number, high: number) => round(low + random() * (high - low));

/** Quiz: rows of answer bubbles, one filled in each, beside a large question mark. */
function quizPattern(box: Box, accent: string, random: Random): string {
  const unit = Math.min(box.width / 7, box.height / 4.2);
  const radius = unit * 0.32;
  const bubbles: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    const chosen = Math.floor(random() * 4);
    for (let column = 0; column < 4; column += 1) {
      const cx = round(box.x + unit * (column + 0.6));
      const cy = round(box.y + unit * (row + 0.6));
      const fill = column === chosen ? accent : 'none';
      bubbles.push(
        `<circle cx="${cx}" cy="${cy}" r="${round(radius)}" fill="${fill}" stroke="${accent}" stroke-width="${round(unit * 0.07)}"/>`,
      );
    }
  }
  const size = round(unit * 3.6);
  const mark = `<text x="${round(box.x + unit * 5.6)}" y="${round(box.y + unit * 3.3)}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="${accent}" text-anchor="middle" transform="rotate(${between(random, -12, 12)} ${round(box.x + unit * 5.6)} ${round(box.y + unit * 2)})">?</text>`;
  return `<g opacity="0.85">${bubbles.join('')}${mark}</g>`;
}

/** Game: a noughts-and-crosses board with a few moves played, and a die. */
function gamePattern(box: Box, accent: string, random: Random): string {
  const cell = Math.min(box.width / 4.4, box.height / 3.4);
  const stroke = round(cell * 0.09);
  const left = box.x + cell * 0.2;
  const top = box.y + (box.height - cell * 3) / 2;
  const parts: string[] = [];
  for (let line = 1; line < 3; line += 1) {
    parts.push(
      `<line x1="${round(left + cell * line)}" y1="${round(top)}" x2="${round(left + cell * line)}" y2="${round(top + cell * 3)}" stroke="${accent}" stroke-width="${stroke}" stroke-linecap="round"/>`,
      `<line x1="${round(left)}" y1="${round(top + cell * line)}" x2="${round(left + cell * 3)}" y2="${round(top + cell * line)}" stroke="${accent}" stroke-width="${stroke}" stroke-linecap="round"/>`,
    );
  }
  for (let index = 0; index < 9; index += 1) {
    const mark = random();
    const cx = left + cell * ((index % 3) + 0.5);
    const cy = top + cell * (Math.floor(index / 3) + 0.5);
    const reach = cell * 0.28;
    if (mark < 0.3) {
      parts.push(
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(reach)}" fill="none" stroke="${accent}" stroke-width="${stroke}"/>`,
      );
    } else if (mark < 0.6) {
      parts.push(
        `<path d="M${round(cx - reach)} ${round(cy - reach)}L${round(cx + reach)} ${round(cy + reach)}M${round(cx + reach)} ${round(cy - reach)}L${round(cx - reach)} ${round(cy + reach)}" stroke="${accent}" stroke-width="${stroke}" stroke-linecap="round"/>`,
      );
    }
  }
  const die = cell * 0.9;
  const dieX = left + cell * 3.25;
  const dieY = top + cell * 1.9;
  const pips = 1 + Math.floor(random() * 6);
  const spots: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [
      [0.27, 0.27],
      [0.73, 0.73],
    ],
    3: [
      [0.27, 0.27],
      [0.5, 0.5],
      [0.73, 0.73],
    ],
    4: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    5: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.5, 0.5],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    6: [
      [0.27, 0.25],
      [0.73, 0.25],
      [0.27, 0.5],
      [0.73, 0.5],
      [0.27, 0.75],
      [0.73, 0.75],
    ],
  };
  const dots = (spots[pips] ?? [])
    .map(
      ([u, v]) =>
        `<circle cx="${round(dieX + die * u)}" cy="${round(dieY + die * v)}" r="${round(die * 0.09)}" fill="${accent}"/>`,
    )
    .join('');
  parts.push(
    `<g transform="rotate(${between(random, -18, 18)} ${round(dieX + die / 2)} ${round(dieY + die / 2)})"><rect x="${round(dieX)}" y="${round(dieY)}" width="${round(die)}" height="${round(die)}" rx="${round(die * 0.18)}" fill="none" stroke="${accent}" stroke-width="${stroke}"/>${dots}</g>`,
  );
  return `<g opacity="0.85">${parts.join('')}</g>`;
}

/** Book: a shelf of spines of different heights, some with bands, one leaning. */
function bookPattern(box: Box, accent: string, random: Random): string {
  const shelfY = box.y + box.height * 0.92;
  const parts: string[] = [];
  let x = box.x + box.width * 0.05;
  const end = box.x + box.width * 0.95;
  while (x < end - box.width * 0.08) {
    const width = Math.min(box.width * between(random, 0.07, 0.12), end - x);
    const height = box.height * between(random, 0.55, 0.85);
    const solid = random() < 0.5;
    parts.push(
      `<rect x="${round(x)}" y="${round(shelfY - height)}" width="${round(width * 0.9)}" height="${round(height)}" rx="${round(width * 0.12)}" fill="${solid ? accent : 'none'}" stroke="${accent}" stroke-width="${round(width * 0.08)}"/>`,
    );
    if (!solid) {
      const band = shelfY - height * between(random, 0.25, 0.75);
      parts.push(
        `<rect x="${round(x)}" y="${round(band)}" width="${round(width * 0.9)}" height="${round(height * 0.07)}" fill="${accent}"/>`,
      );
    }
    x += width;
  }
  parts.push(
    `<rect x="${round(box.x)}" y="${round(shelfY)}" width="${round(box.width)}" height="${round(box.height * 0.04)}" rx="${round(box.height * 0.02)}" fill="${accent}"/>`,
  );
  return `<g opacity="0.8">${parts.join('')}</g>`;
}

/** Animation: a tilted film strip whose frames show a ball bouncing along. */
function animationPattern(box: Box, accent: string, random: Random): string {
  const frames = 3;
  const stripHeight = box.height * 0.62;
  const frame = Math.min(box.width / (frames + 0.4), stripHeight * 1.25);
  const stripWidth = frame * frames + frame * 0.2;
  const left = box.x + (box.width - stripWidth) / 2;
  const top = box.y + (box.height - stripHeight) / 2;
  const parts = [
    `<rect x="${round(left)}" y="${round(top)}" width="${round(stripWidth)}" height="${round(stripHeight)}" rx="${round(frame * 0.06)}" fill="none" stroke="${accent}" stroke-width="${round(frame * 0.04)}"/>`,
  ];
  const holes = frames * 4;
  for (let hole = 0; hole < holes; hole += 1) {
    const hx = left + (stripWidth / holes) * (hole + 0.3);
    for (const hy of [top + stripHeight * 0.05, top + stripHeight * 0.87]) {
      parts.push(
        `<rect x="${round(hx)}" y="${round(hy)}" width="${round(stripWidth / holes / 2.2)}" height="${round(stripHeight * 0.08)}" rx="2" fill="${accent}"/>`,
      );
    }
  }
  const bounce = between(random, 0.2, 0.8);
  for (let index = 0; index < frames; index += 1) {
    const fx = left + frame * 0.1 + frame * index;
    const fy = top + stripHeight * 0.18;
    const fh = stripHeight * 0.64;
    parts.push(
      `<rect x="${round(fx + frame * 0.05)}" y="${round(fy)}" width="${round(frame * 0.9)}" height="${round(fh)}" rx="4" fill="none" stroke="${accent}" stroke-width="${round(frame * 0.025)}"/>`,
    );
    const height = index === 1 ? bounce : 0.75;
    parts.push(
      `<circle cx="${round(fx + frame * (0.25 + index * 0.2))}" cy="${round(fy + fh * height)}" r="${round(fh * 0.14)}" fill="${accent}"/>`,
    );
  }
  return `<g opacity="0.85" transform="rotate(${between(random, -8, 8)} ${round(box.x + box.width / 2)} ${round(box.y + box.height / 2)})">${parts.join('')}</g>`;
}

/** Song: a staff of five lines with notes climbing and falling on it. */
function songPattern(box: Box, accent: string, random: Random): string {
  const gap = box.height * 0.09;
  const top = box.y + box.height * 0.25;
  const parts: string[] = [];
  for (let line = 0; line < 5; line += 1) {
    const y = round(top + gap * line);
    parts.push(
      `<line x1="${round(box.x)}" y1="${y}" x2="${round(box.x + box.width)}" y2="${y}" stroke="${accent}" stroke-width="${round(gap * 0.12)}"/>`,
    );
  }
  const notes = 5;
  for (let index = 0; index < notes; index += 1) {
    const step = Math.floor(random() * 9);
    const cx = box.x + box.width * (0.12 + (index * 0.8) / notes);
    const cy = top + gap * 4 - (step * gap) / 2;
    const stem = gap * 3.2;
    parts.push(
      `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(gap * 0.72)}" ry="${round(gap * 0.52)}" fill="${accent}" transform="rotate(-20 ${round(cx)} ${round(cy)})"/>`,
      `<line x1="${round(cx + gap * 0.62)}" y1="${round(cy)}" x2="${round(cx + gap * 0.62)}" y2="${round(cy - stem)}" stroke="${accent}" stroke-width="${round(gap * 0.16)}"/>`,
    );
    if (index % 2 === 0 && random() < 0.6) {
      parts.push(
        `<path d="M${round(cx + gap * 0.62)} ${round(cy - stem)}q${round(gap * 0.9)} ${round(gap * 0.6)} ${round(gap * 0.5)} ${round(gap * 1.7)}" fill="none" stroke="${accent}" stroke-width="${round(gap * 0.16)}"/>`,
      );
    }
  }
  return `<g opacity="0.85">${parts.join('')}</g>`;
}

/** The pattern that tells an activity's type at a glance. */
export const TYPE_PATTERNS: Readonly<Record<ActivityType, (box: Box, accent: string, random: Random) => string>> = {
  quiz: quizPattern,
  game: gamePattern,
  book: bookPattern,
  animation: animationPattern,
  song: songPattern,
};
