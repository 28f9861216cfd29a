import type { PicturePartName } from '../../content/picture-types.js';
import { INK, LINE, around, blob, shade, starPoints, type PartDrawing } from './draw.js';

/*
 * Sky and space: weather, the Sun, the Moon, stars, planets and what we send up.
 */

const CLOUD =
  '<circle cx="30" cy="58" r="15"/><circle cx="48" cy="45" r="20"/><circle cx="68" cy="54" r="16"/><rect x="22" y="55" width="58" height="18" rx="9"/>';
const DROP = 'M50 14C50 14 74 48 74 62A24 24 0 0 1 26 62C26 48 50 14 50 14Z';

export const SKY_DRAWINGS = {
  sun: (tint) => {
    const colour = tint ?? '#ffd23f';
    return (
      around(
        `<line x1="50" y1="6" x2="50" y2="16" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><line x1="50" y1="6" x2="50" y2="16" stroke="${shade(colour, -0.1)}" stroke-width="4" stroke-linecap="round"/>`,
        [0, 45, 90, 135, 180, 225, 270, 315],
      ) +
      `<circle cx="50" cy="50" r="26" fill="${colour}" ${LINE}/>` +
      `<circle cx="42" cy="42" r="7" fill="#ffffff" opacity="0.45"/>`
    );
  },
  cloud: (tint) => `<g transform="translate(0 2)">${blob(CLOUD, tint ?? '#ffffff')}</g>`,
  'rain-cloud': (tint) =>
    `<g transform="translate(0 -14)">${blob(CLOUD, tint ?? '#9aa3ad')}</g>` +
    [
      [30, 72],
      [50, 80],
      [70, 72],
      [40, 90],
      [62, 92],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${(y ?? 0) - 7}q4 6 0 9q-4 -3 0 -9Z" fill="#3d8fe0" stroke="${INK}" stroke-width="1.5"/>`,
      )
      .join(''),
  raindrop: (tint) =>
    `<path d="${DROP}" fill="${tint ?? '#4aa3ff'}" ${LINE}/><path d="M40 58q0 -10 8 -20" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`,
  snowflake: (tint) => {
    const arm = 'M50 50V12M50 24L41 16M50 24L59 16M50 36L43 30M50 36L57 30';
    const colour = tint ?? '#ffffff';
    const angles = [0, 60, 120, 180, 240, 300];
    return (
      around(`<path d="${arm}" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`, angles) +
      around(`<path d="${arm}" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`, angles) +
      `<circle cx="50" cy="50" r="5" fill="${colour}"/>`
    );
  },
  lightning: (tint) =>
    `<polygon points="58,6 28,54 48,54 38,94 74,40 53,40 66,6" fill="${tint ?? '#ffd23f'}" ${LINE}/>`,
  rainbow: () => {
    const colours = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#5e35b1'];
    const arc = (r: number) => `M${50 - r} 72A${r} ${r} 0 0 1 ${50 + r} 72`;
    return (
      `<path d="M6 72A44 44 0 0 1 94 72L66 72A16 16 0 0 0 34 72Z" fill="${INK}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
      colours
        .map((colour, index) => `<path d="${arc(41 - index * 4.6)}" fill="none" stroke="${colour}" stroke-width="5"/>`)
        .join('')
    );
  },
  moon: (tint) => {
    const colour = tint ?? '#d9d9de';
    return (
      `<circle cx="50" cy="50" r="36" fill="${colour}" ${LINE}/>` +
      [
        [38, 36, 8],
        [62, 56, 10],
        [40, 66, 5],
        [64, 30, 4],
      ]
        .map(
          ([x, y, r]) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="${shade(colour, 0.18)}" stroke="${shade(colour, 0.35)}" stroke-width="1.5"/>`,
        )
        .join('')
    );
  },
  'moon-crescent': (tint) =>
    `<path d="M60 10A40 40 0 1 0 60 90A46 46 0 0 1 60 10Z" fill="${tint ?? '#f6e7a1'}" ${LINE}/>`,
  star: (tint) =>
    `<polygon points="${starPoints(50, 52, 40, 17)}" fill="${tint ?? '#ffd23f'}" ${LINE}/>` +
    `<circle cx="44" cy="44" r="4" fill="#ffffff" opacity="0.6"/>`,
  earth: () =>
    `<circle cx="50" cy="50" r="38" fill="#2f80d1"/>` +
    `<path d="M24 26Q36 18 44 26Q50 36 40 42Q42 52 34 58Q26 56 22 46Q16 36 24 26Z" fill="#4caf50" stroke="${shade('#4caf50', 0.4)}" stroke-width="1.5"/>` +
    `<path d="M56 40Q68 34 78 44Q86 56 76 66Q70 80 60 76Q58 64 52 58Q50 48 56 40Z" fill="#4caf50" stroke="${shade('#4caf50', 0.4)}" stroke-width="1.5"/>` +
    `<path d="M62 52Q68 50 70 58Q66 64 62 60Z" fill="#b08850"/><path d="M28 34Q34 32 36 38Q30 42 28 34Z" fill="#b08850"/>` +
    `<path d="M30 70q8 -4 16 0M58 24q8 -4 14 1M20 52q4 -2 7 0" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="50" cy="50" r="38" fill="none" ${LINE}/>`,
  planet: (tint) => {
    const colour = tint ?? '#c1440e';
    return (
      `<circle cx="50" cy="50" r="36" fill="${colour}"/>` +
      `<path d="M17 40Q50 48 83 40M15 56Q50 64 85 56M22 72Q50 78 78 72" fill="none" stroke="${shade(colour, 0.2)}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="38" cy="36" r="7" fill="#ffffff" opacity="0.3"/>` +
      `<circle cx="50" cy="50" r="36" fill="none" ${LINE}/>`
    );
  },
  'ringed-planet': (tint) => {
    const colour = tint ?? '#e3c27a';
    const ring = shade(colour, 0.25);
    return (
      `<path d="M8 54A42 12 0 0 1 92 46" fill="none" stroke="${INK}" stroke-width="10"/><path d="M8 54A42 12 0 0 1 92 46" fill="none" stroke="${ring}" stroke-width="5"/>` +
      `<circle cx="50" cy="50" r="26" fill="${colour}" ${LINE}/>` +
      `<path d="M28 40Q50 46 72 40" fill="none" stroke="${shade(colour, 0.12)}" stroke-width="4"/>` +
      `<path d="M92 46A42 12 0 0 1 8 54" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round"/><path d="M92 46A42 12 0 0 1 8 54" fill="none" stroke="${ring}" stroke-width="5" stroke-linecap="round"/>`
    );
  },
  rocket: (tint) => {
    const colour = tint ?? '#e63946';
    return (
      `<path d="M42 76Q50 100 58 76Z" fill="#ffb703" ${LINE}/><path d="M46 76Q50 90 54 76Z" fill="#fff3b0"/>` +
      `<path d="M38 56L24 74L38 72Z" fill="${colour}" ${LINE}/><path d="M62 56L76 74L62 72Z" fill="${colour}" ${LINE}/>` +
      `<path d="M38 76V36Q38 18 50 6Q62 18 62 36V76Z" fill="#f1f3f5" ${LINE}/>` +
      `<path d="M40.5 24Q44 14 50 8Q56 14 59.5 24Z" fill="${colour}" ${LINE}/>` +
      `<circle cx="50" cy="42" r="7" fill="#8ecae6" ${LINE}/>` +
      `<line x1="50" y1="58" x2="50" y2="76" ${LINE}/>`
    );
  },
  telescope: (tint) =>
    `<path d="M48 58L30 94M52 58L70 94M50 58V94" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M48 58L30 94M52 58L70 94M50 58V94" fill="none" stroke="#8d6e63" stroke-width="2.5" stroke-linecap="round"/>` +
    `<g transform="rotate(-28 50 50)"><rect x="14" y="42" width="52" height="14" rx="3" fill="${tint ?? '#3a6ea5'}" ${LINE}/>` +
    `<rect x="64" y="39" width="14" height="20" rx="3" fill="${shade(tint ?? '#3a6ea5', 0.3)}" ${LINE}/>` +
    `<rect x="6" y="45" width="9" height="8" rx="2" fill="#adb5bd" ${LINE}/></g>` +
    `<circle cx="50" cy="56" r="4" fill="#495057" ${LINE}/>`,
} satisfies Partial<Record<PicturePartName, PartDrawing>>;
