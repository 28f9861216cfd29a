import type { PicturePartName } from '../../content/picture-types.js';
import { INK, LINE, outlined, shade, type PartDrawing } from './draw.js';

/*
 * Land and water: mountains, hills, rivers, waves, rocks, sand and ice.
 */

export const LAND_DRAWINGS = {
  mountain: (tint) => {
    const colour = tint ?? '#8a7f74';
    return (
      `<polygon points="4,86 50,14 96,86" fill="${colour}" ${LINE}/>` +
      `<polygon points="50,14 96,86 62,86 56,50" fill="${shade(colour, 0.15)}"/>` +
      `<path d="M35 38L50 14L65 38L58 34L52 42L45 34Z" fill="#ffffff" ${LINE}/>` +
      `<polygon points="4,86 50,14 96,86" fill="none" ${LINE}/>`
    );
  },
  volcano: (tint) =>
    `<circle cx="40" cy="18" r="9" fill="#b0b0b8" ${LINE}/><circle cx="54" cy="12" r="11" fill="#c4c4cc" ${LINE}/><circle cx="64" cy="22" r="7" fill="#b0b0b8" ${LINE}/>` +
    `<polygon points="4,90 36,36 64,36 96,90" fill="${tint ?? '#7b5a44'}" ${LINE}/>` +
    `<path d="M36 36Q50 44 64 36Q58 30 50 32Q42 30 36 36Z" fill="#ff5722" ${LINE}/>` +
    `<path d="M40 38L34 56Q38 60 42 52L46 40ZM56 40L60 62Q64 64 64 56L60 39Z" fill="#ff8a3d" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<ellipse cx="50" cy="36" rx="9" ry="2.5" fill="#ffd23f"/>`,
  hill: (tint) => {
    const colour = tint ?? '#6cc04a';
    return (
      `<path d="M0 74Q50 6 100 74V100H0Z" fill="${colour}" ${LINE}/>` +
      `<path d="M30 48q3 -5 6 0M60 40q3 -5 6 0M76 56q3 -5 6 0" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="1.5" stroke-linecap="round"/>`
    );
  },
  river: (tint) => {
    const d = 'M0 50C20 24 36 76 56 50S84 30 100 50';
    return (
      outlined(d, tint ?? '#4aa3ff', 14, 'butt') +
      `<path d="M12 42q6 -5 12 -2M62 44q6 -5 12 -2" fill="none" stroke="#d6f0ff" stroke-width="2" stroke-linecap="round"/>`
    );
  },
  wave: (tint) =>
    `<path d="M4 84Q12 40 50 22Q80 10 92 34Q96 48 82 50Q72 50 74 40Q68 46 72 56Q50 62 52 84Z" fill="${tint ?? '#2f7fc1'}" ${LINE}/>` +
    `<path d="M54 24Q78 14 90 34Q92 44 84 46" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M4 84H96" fill="none" ${LINE}/>` +
    `<path d="M20 74Q26 54 44 42" fill="none" stroke="#8fd0ff" stroke-width="3" stroke-linecap="round"/>`,
  rock: (tint) => {
    const colour = tint ?? '#9a9aa2';
    return (
      `<path d="M10 78L18 46L40 28L66 32L86 52L92 78Z" fill="${colour}" ${LINE}/>` +
      `<path d="M40 28L48 50L86 52M48 50L36 78" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M24 48L38 36" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`
    );
  },
  'sand-dune': (tint) => {
    const colour = tint ?? '#e8c27a';
    return (
      `<path d="M2 80Q30 30 56 34Q78 38 98 80Z" fill="${colour}" ${LINE}/>` +
      `<path d="M56 34Q62 56 98 80Z" fill="${shade(colour, 0.15)}"/>` +
      `<path d="M24 62q6 -4 12 0t12 0M40 72q6 -4 12 0t12 0" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="1.8" stroke-linecap="round"/>` +
      `<path d="M2 80Q30 30 56 34Q78 38 98 80Z" fill="none" ${LINE}/>`
    );
  },
  ice: (tint) => {
    const colour = tint ?? '#d8f3ff';
    return (
      `<path d="M20 66L30 32L46 14L60 28L74 22L84 66Z" fill="${colour}" ${LINE}/>` +
      `<path d="M46 14L50 40L30 32M50 40L74 22M50 40L62 66" fill="none" stroke="#8ecae6" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M8 66H92" ${LINE}/>` +
      `<path d="M20 66L30 86L70 90L84 66Z" fill="${shade(colour, 0.25)}" opacity="0.6" stroke="#5fa8d3" stroke-width="2" stroke-dasharray="4 3"/>`
    );
  },
} satisfies Partial<Record<PicturePartName, PartDrawing>>;
