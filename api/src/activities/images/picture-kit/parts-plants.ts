import type { PicturePartName } from '../../content/picture-types.js';
import { INK, LINE, blob, outlined, shade, type PartDrawing } from './draw.js';

/*
 * Plants: trees, flowers, grass, seeds and what grows from them.
 */

const LEAF = 'M0 0Q10 -10 22 0Q10 10 0 0Z';

export const PLANT_DRAWINGS = {
  tree: (tint) => {
    const colour = tint ?? '#4caf50';
    return (
      `<path d="M44 94L46 60L40 50L48 54L50 44L54 56L60 50L54 62L56 94Z" fill="#8d5a3b" ${LINE}/>` +
      blob(
        '<circle cx="50" cy="30" r="22"/><circle cx="30" cy="44" r="17"/><circle cx="70" cy="44" r="17"/><circle cx="50" cy="52" r="15"/>',
        colour,
      ) +
      `<path d="M36 26q6 -6 12 -4M62 38q5 -4 10 -2" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="3" stroke-linecap="round"/>`
    );
  },
  'gum-tree': (tint) => {
    const colour = tint ?? '#8fae8b';
    return (
      `<path d="M44 96Q48 70 44 52L34 36M47 64Q56 50 68 40M46 52Q50 40 50 26" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M44 96Q48 70 44 52L34 36M47 64Q56 50 68 40M46 52Q50 40 50 26" fill="none" stroke="#ece3d2" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M44 80q2 -4 1 -8M46 66q1 -3 0 -6" fill="none" stroke="#b8a88f" stroke-width="1.5"/>` +
      blob(
        '<ellipse cx="30" cy="30" rx="18" ry="11"/><ellipse cx="52" cy="20" rx="18" ry="11"/><ellipse cx="72" cy="34" rx="18" ry="11"/><ellipse cx="50" cy="36" rx="12" ry="8"/>',
        colour,
      ) +
      `<path d="M22 32q8 4 14 0M60 36q8 4 14 0M44 22q8 4 14 0" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="1.5" stroke-linecap="round"/>`
    );
  },
  flower: (tint) => {
    const colour = tint ?? '#ff6fa8';
    return (
      `<path d="M50 94V42" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><path d="M50 94V42" stroke="#4caf50" stroke-width="3"/>` +
      `<g transform="translate(50 76) rotate(-30)"><path d="${LEAF}" fill="#5cbf4a" ${LINE}/></g>` +
      `<g transform="translate(50 66) rotate(210)"><path d="${LEAF}" fill="#5cbf4a" ${LINE}/></g>` +
      [0, 60, 120, 180, 240, 300]
        .map(
          (angle) =>
            `<ellipse cx="50" cy="16" rx="9" ry="12" transform="rotate(${angle} 50 32)" fill="${colour}" ${LINE}/>`,
        )
        .join('') +
      `<circle cx="50" cy="32" r="8" fill="#ffd23f" ${LINE}/>`
    );
  },
  grass: (tint) => {
    const colour = tint ?? '#5cbf4a';
    const blades =
      'M20 90Q22 60 12 40Q30 58 34 90ZM34 90Q36 50 46 20Q50 56 50 90ZM48 90Q54 50 72 30Q64 60 64 90ZM62 90Q70 64 88 56Q76 72 78 90Z';
    return `<path d="${blades}" fill="${colour}" ${LINE}/><path d="M14 90H86" ${LINE}/>`;
  },
  seed: (tint) => {
    const colour = tint ?? '#a0703c';
    return (
      `<path d="M50 18Q74 40 68 64Q60 84 50 84Q40 84 32 64Q26 40 50 18Z" fill="${colour}" ${LINE}/>` +
      `<path d="M50 28Q56 52 50 76" fill="none" stroke="${shade(colour, 0.35)}" stroke-width="2"/>` +
      `<path d="M40 50q2 -10 6 -16" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.4"/>`
    );
  },
  seedling: (tint) =>
    `<rect x="10" y="60" width="80" height="34" fill="#8b5a2b" opacity="0.9"/><path d="M10 60H90" ${LINE}/>` +
    `<path d="M50 60V76M50 70L40 84M50 72L60 86M50 76L48 92M44 80L36 86M56 80L64 82" fill="none" stroke="#f2e3c6" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M50 60V36" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><path d="M50 60V36" stroke="#4caf50" stroke-width="3"/>` +
    `<path d="M50 38Q34 20 20 30Q34 46 50 38Z" fill="${tint ?? '#6cc04a'}" ${LINE}/>` +
    `<path d="M50 38Q66 20 80 30Q66 46 50 38Z" fill="${tint ?? '#6cc04a'}" ${LINE}/>`,
  leaf: (tint) => {
    const colour = tint ?? '#4caf50';
    return (
      `<path d="M14 86Q14 24 86 14Q86 76 14 86Z" fill="${colour}" ${LINE}/>` +
      `<path d="M14 86L78 22M36 64L34 44M36 64L56 62M52 48L52 32M52 48L68 46" fill="none" stroke="${shade(colour, 0.35)}" stroke-width="2" stroke-linecap="round"/>`
    );
  },
  fruit: (tint) => {
    const colour = tint ?? '#e53935';
    return (
      `<path d="M50 30Q70 18 82 36Q92 62 72 82Q60 92 50 86Q40 92 28 82Q8 62 18 36Q30 18 50 30Z" fill="${colour}" ${LINE}/>` +
      `<path d="M50 30Q50 20 56 10" fill="none" stroke="#6d4c41" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M54 20Q64 8 76 14Q66 26 54 20Z" fill="#5cbf4a" ${LINE}/>` +
      `<ellipse cx="32" cy="46" rx="5" ry="9" fill="#ffffff" opacity="0.45" transform="rotate(25 32 46)"/>`
    );
  },
  cactus: (tint) => {
    const colour = tint ?? '#3fa34d';
    return (
      blob(
        '<rect x="40" y="10" width="20" height="84" rx="10"/><path d="M40 60H26Q20 60 20 54V34A6 6 0 0 1 32 34V48H40Z"/><path d="M60 52H74Q80 52 80 46V28A6 6 0 0 0 68 28V40H60Z"/>',
        colour,
      ) +
      `<path d="M50 18V88M26 36V54M74 30V46" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="1.8"/>` +
      `<path d="M40 30h-4M60 40h4M40 74h-4M60 70h4M44 22l-3 -3M56 24l3 -3" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
      `<path d="M30 94H70" ${LINE}/>`
    );
  },
  mangrove: (tint) => {
    const colour = tint ?? '#3e8e41';
    return (
      `<rect x="4" y="74" width="92" height="22" fill="#5fa8d3" opacity="0.85"/>` +
      outlined('M50 56Q30 60 22 86M50 56Q40 66 38 86M50 56Q62 66 62 86M50 56Q72 60 80 86', '#7a5230', 3) +
      `<path d="M46 58L48 34H52L54 58Z" fill="#7a5230" ${LINE}/>` +
      blob(
        '<ellipse cx="50" cy="24" rx="26" ry="14"/><ellipse cx="32" cy="32" rx="14" ry="10"/><ellipse cx="68" cy="32" rx="14" ry="10"/>',
        colour,
      ) +
      `<path d="M4 74q8 -4 16 0t16 0t16 0t16 0t16 0t12 0" fill="none" stroke="#1f5f8b" stroke-width="2"/>`
    );
  },
} satisfies Partial<Record<PicturePartName, PartDrawing>>;
