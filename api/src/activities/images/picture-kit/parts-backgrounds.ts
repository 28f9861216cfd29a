import type { PicturePartName } from '../../content/picture-types.js';
import { INK, type PartDrawing } from './draw.js';

/*
 * Backgrounds: each fills the whole 400 × 250 scene and takes no position.
 */

const SKY = '#bfe4fb';
const skyBand = (bottom: number) =>
  `<rect x="0" y="0" width="400" height="${bottom}" fill="${SKY}"/>` +
  `<rect x="0" y="0" width="400" height="${bottom * 0.45}" fill="#a9d9f7"/>`;

const dots = (spots: readonly (readonly [number, number, number])[], fill: string) =>
  spots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');

const NIGHT_STARS = [
  [30, 30, 2],
  [75, 80, 1.5],
  [120, 22, 2.5],
  [170, 60, 1.5],
  [230, 35, 2],
  [280, 90, 1.5],
  [320, 25, 2.5],
  [365, 70, 2],
  [55, 140, 1.5],
  [385, 150, 1.5],
  [250, 130, 1.2],
  [140, 115, 1.2],
] as const;

const SPACE_STARS = [
  ...NIGHT_STARS,
  [15, 200, 1.5],
  [95, 230, 2],
  [190, 205, 1.5],
  [300, 215, 2],
  [360, 235, 1.5],
  [210, 170, 1.2],
  [60, 180, 1.2],
  [335, 175, 1.5],
] as const;

const tuft = (x: number, y: number) =>
  `<path d="M${x} ${y}l3 -8l3 8l3 -6l2 6" fill="none" stroke="#3f8f2a" stroke-width="2"/>`;

export const BACKGROUND_DRAWINGS = {
  sky: () => skyBand(250),
  'night-sky': () =>
    `<rect x="0" y="0" width="400" height="250" fill="#1c2b55"/><rect x="0" y="170" width="400" height="80" fill="#24366a"/>` +
    dots(NIGHT_STARS, '#fff4c2'),
  ground: () =>
    skyBand(170) +
    `<rect x="0" y="168" width="400" height="82" fill="#8b5a2b"/>` +
    `<path d="M0 168H400V190Q350 196 300 190T200 190T100 190T0 190Z" fill="#6cc04a" stroke="${INK}" stroke-width="2.5"/>` +
    `<line x1="0" y1="168" x2="400" y2="168" stroke="${INK}" stroke-width="2.5"/>` +
    tuft(40, 180) +
    tuft(150, 184) +
    tuft(260, 181) +
    tuft(350, 185) +
    dots(
      [
        [60, 215, 3],
        [180, 232, 2.5],
        [300, 220, 3],
        [370, 238, 2],
      ],
      '#6d4520',
    ),
  sea: () =>
    skyBand(125) +
    `<rect x="0" y="125" width="400" height="125" fill="#2f7fc1"/><rect x="0" y="190" width="400" height="60" fill="#266aa3"/>` +
    `<line x1="0" y1="125" x2="400" y2="125" stroke="${INK}" stroke-width="2.5"/>` +
    [
      [30, 150],
      [130, 165],
      [250, 148],
      [340, 170],
      [80, 205],
      [200, 215],
      [320, 230],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y}q10 -8 20 0t20 0" fill="none" stroke="#d6f0ff" stroke-width="2.5" stroke-linecap="round"/>`,
      )
      .join(''),
  space: () => `<rect x="0" y="0" width="400" height="250" fill="#0b0d1e"/>` + dots(SPACE_STARS, '#ffffff'),
  'soil-layers': () =>
    skyBand(45) +
    `<rect x="0" y="45" width="400" height="15" fill="#6cc04a"/>` +
    `<rect x="0" y="60" width="400" height="60" fill="#5b3a1e"/>` +
    `<rect x="0" y="120" width="400" height="65" fill="#b07a45"/>` +
    `<rect x="0" y="185" width="400" height="65" fill="#8d8d94"/>` +
    [45, 60, 120, 185]
      .map((y) => `<line x1="0" y1="${y}" x2="400" y2="${y}" stroke="${INK}" stroke-width="2.5"/>`)
      .join('') +
    tuft(60, 52) +
    tuft(200, 52) +
    tuft(330, 52) +
    dots(
      [
        [40, 80, 2],
        [130, 100, 2.5],
        [250, 75, 2],
        [350, 105, 2],
      ],
      '#3e2612',
    ) +
    dots(
      [
        [80, 150, 3],
        [210, 160, 2.5],
        [320, 140, 3],
      ],
      '#8f5f32',
    ) +
    [
      [50, 215, 22, 12],
      [160, 230, 28, 14],
      [270, 210, 24, 12],
      [365, 232, 20, 10],
    ]
      .map(
        ([x, y, rx, ry]) =>
          `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#a4a4ab" stroke="${INK}" stroke-width="2"/>`,
      )
      .join(''),
  room: () =>
    `<rect x="0" y="0" width="400" height="250" fill="#f4e7cf"/>` +
    `<rect x="0" y="0" width="400" height="120" fill="#f8eedb"/>` +
    `<rect x="290" y="30" width="80" height="60" fill="#cfe9f7" stroke="${INK}" stroke-width="2.5"/>` +
    `<line x1="330" y1="30" x2="330" y2="90" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="0" y="200" width="400" height="50" fill="#a8754b"/>` +
    `<rect x="0" y="192" width="400" height="10" fill="#c89566" stroke="${INK}" stroke-width="2.5"/>` +
    `<line x1="0" y1="225" x2="400" y2="225" stroke="#8a5d38" stroke-width="2"/>`,
} satisfies Partial<Record<PicturePartName, PartDrawing>>;
