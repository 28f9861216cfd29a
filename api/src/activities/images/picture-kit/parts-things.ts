import type { PicturePartName } from '../../content/picture-types.js';
import { INK, LINE, around, cogPoints, outlined, shade, type PartDrawing } from './draw.js';

/*
 * Matter, energy and things made: magnets, circuits, machines, toys, heat
 * and cold, kitchen and laboratory, signs, buildings and energy.
 */

export const THING_DRAWINGS = {
  magnet: () =>
    `<path d="M28 18V54A22 22 0 0 0 72 54V18" fill="none" stroke="${INK}" stroke-width="25" stroke-linejoin="round"/>` +
    `<path d="M28 20V54A22 22 0 0 0 50 76" fill="none" stroke="#e53935" stroke-width="19"/>` +
    `<path d="M72 20V54A22 22 0 0 1 50 76" fill="none" stroke="#1e88e5" stroke-width="19"/>` +
    `<rect x="18.5" y="8" width="19" height="12" fill="#d9d9de"/><rect x="62.5" y="8" width="19" height="12" fill="#d9d9de"/>` +
    `<path d="M18.5 20H37.5M62.5 20H81.5" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M24 34V52" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`,
  battery: (tint) =>
    `<rect x="80" y="42" width="8" height="16" rx="2" fill="#b0b0b8" ${LINE}/>` +
    `<rect x="12" y="32" width="68" height="36" rx="5" fill="${tint ?? '#2b2d42'}" ${LINE}/>` +
    `<rect x="56" y="32" width="24" height="36" fill="#f4a261" ${LINE}/>` +
    `<path d="M62 50H74M68 44V56" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M20 50H32" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round"/>`,
  bulb: (tint) => {
    const glass = tint ?? '#f1f7fb';
    const halo = tint
      ? `<circle cx="50" cy="38" r="44" fill="${tint}" opacity="0.25"/><circle cx="50" cy="38" r="36" fill="${tint}" opacity="0.3"/>`
      : '';
    return (
      halo +
      `<path d="M38 64Q38 56 30 48A26 26 0 1 1 70 48Q62 56 62 64Z" fill="${glass}" ${LINE}/>` +
      `<path d="M44 64V50L40 42M56 64V50L60 42M40 42Q45 36 50 42T60 42" fill="none" stroke="${tint ? '#e76f51' : '#6c757d'}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M36 30Q38 22 46 20" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round"/>` +
      `<rect x="38" y="64" width="24" height="18" rx="3" fill="#adb5bd" ${LINE}/>` +
      `<path d="M38 70H62M38 76H62" stroke="${INK}" stroke-width="1.8"/>` +
      `<path d="M44 82H56L52 90H48Z" fill="#495057" ${LINE}/>`
    );
  },
  wire: (tint) =>
    outlined('M8 50C30 30 40 70 60 50S82 44 92 50', tint ?? '#e63946', 6) +
    `<path d="M4 50h6M90 50h6" stroke="#c77d3a" stroke-width="4" stroke-linecap="round"/>`,
  switch: (tint) =>
    `<rect x="8" y="62" width="84" height="18" rx="4" fill="#8d6e63" ${LINE}/>` +
    `<circle cx="28" cy="58" r="6" fill="#adb5bd" ${LINE}/><circle cx="74" cy="58" r="6" fill="#adb5bd" ${LINE}/>` +
    outlined('M28 58L68 30', tint ?? '#c0c7cf', 5) +
    `<path d="M64 28h8" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
  gear: (tint) => {
    const colour = tint ?? '#9aa5b1';
    return (
      `<polygon points="${cogPoints(50, 50, 42, 32, 10)}" fill="${colour}" ${LINE}/>` +
      `<circle cx="50" cy="50" r="20" fill="${shade(colour, 0.15)}" ${LINE}/>` +
      `<circle cx="50" cy="50" r="8" fill="#ffffff" ${LINE}/>`
    );
  },
  lever: (tint) =>
    `<polygon points="50,56 36,84 64,84" fill="#e9c46a" ${LINE}/>` +
    `<rect x="6" y="46" width="88" height="10" rx="2" fill="${tint ?? '#b5835a'}" ${LINE}/>` +
    `<path d="M20 51H40M60 51H82" stroke="${shade(tint ?? '#b5835a', 0.3)}" stroke-width="1.5"/>` +
    `<path d="M30 84H70" ${LINE}/>`,
  wheel: (tint) =>
    `<circle cx="50" cy="50" r="40" fill="#2e2e34" ${LINE}/>` +
    `<circle cx="50" cy="50" r="28" fill="${tint ?? '#c0c7cf'}" ${LINE}/>` +
    around(`<path d="M50 50V24" stroke="${INK}" stroke-width="4"/>`, [0, 60, 120, 180, 240, 300]) +
    `<circle cx="50" cy="50" r="7" fill="#6c757d" ${LINE}/>`,
  ramp: (tint) =>
    `<polygon points="6,82 94,82 94,30" fill="${tint ?? '#d4a373'}" ${LINE}/>` +
    `<path d="M30 82L94 44M62 82L94 62" stroke="${shade(tint ?? '#d4a373', 0.25)}" stroke-width="1.5"/>`,
  ball: (tint) => {
    const colour = tint ?? '#ff5a5f';
    return (
      `<circle cx="50" cy="50" r="36" fill="${colour}" ${LINE}/>` +
      `<path d="M16 40Q50 60 84 40M22 72Q50 50 80 70" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.85"/>` +
      `<circle cx="36" cy="32" r="6" fill="#ffffff" opacity="0.5"/>` +
      `<circle cx="50" cy="50" r="36" fill="none" ${LINE}/>`
    );
  },
  car: (tint) => {
    const colour = tint ?? '#e63946';
    return (
      `<path d="M8 66V52Q8 46 16 44L28 42L38 28H66L78 42Q92 44 92 54V66Z" fill="${colour}" ${LINE}/>` +
      `<path d="M42 32H50V42H33ZM54 32H64L73 42H54Z" fill="#bde0fe" ${LINE}/>` +
      `<rect x="84" y="48" width="6" height="5" rx="1" fill="#ffd23f"/>` +
      [28, 72]
        .map(
          (x) =>
            `<circle cx="${x}" cy="68" r="11" fill="#2e2e34" ${LINE}/><circle cx="${x}" cy="68" r="4" fill="#c0c7cf"/>`,
        )
        .join('')
    );
  },
  kite: (tint) => {
    const colour = tint ?? '#ef476f';
    return (
      `<path d="M50 70Q44 80 52 84T48 96" fill="none" stroke="${INK}" stroke-width="1.8"/>` +
      `<path d="M46 80l6 4l-6 2ZM54 90l-6 2l6 3Z" fill="#ffd23f" stroke="${INK}" stroke-width="1.2"/>` +
      `<polygon points="50,6 76,32 50,70 24,32" fill="${colour}" ${LINE}/>` +
      `<polygon points="50,6 76,32 50,32" fill="${shade(colour, -0.35)}"/><polygon points="50,32 24,32 50,70" fill="${shade(colour, -0.35)}"/>` +
      `<path d="M50 6V70M24 32H76" stroke="${INK}" stroke-width="2"/>` +
      `<polygon points="50,6 76,32 50,70 24,32" fill="none" ${LINE}/>`
    );
  },
  thermometer: (tint) => {
    const colour = tint ?? '#e53935';
    return (
      `<rect x="42" y="8" width="16" height="70" rx="8" fill="#ffffff" ${LINE}/>` +
      `<circle cx="50" cy="80" r="12" fill="${colour}" ${LINE}/>` +
      `<rect x="46" y="36" width="8" height="40" fill="${colour}"/>` +
      `<path d="M58 20h6M58 30h4M58 40h6M58 50h4M58 60h6" stroke="${INK}" stroke-width="2"/>` +
      `<path d="M46 14V30" stroke="#e9ecef" stroke-width="2.5" stroke-linecap="round"/>`
    );
  },
  flame: (tint) =>
    `<path d="M50 6Q60 28 74 40Q86 58 78 74Q70 92 50 92Q30 92 22 74Q14 56 30 40Q30 54 38 56Q34 30 50 6Z" fill="${tint ?? '#ff7b24'}" ${LINE}/>` +
    `<path d="M50 40Q58 56 64 64Q68 78 56 86Q50 88 44 86Q32 78 38 64Q44 56 50 40Z" fill="#ffd23f"/>` +
    `<ellipse cx="50" cy="76" rx="6" ry="8" fill="#fff3b0"/>`,
  'ice-cube': (tint) => {
    const colour = tint ?? '#cdeffd';
    return (
      `<polygon points="50,14 84,30 50,46 16,30" fill="${shade(colour, -0.5)}" ${LINE}/>` +
      `<polygon points="16,30 50,46 50,88 16,72" fill="${colour}" ${LINE}/>` +
      `<polygon points="84,30 50,46 50,88 84,72" fill="${shade(colour, 0.15)}" ${LINE}/>` +
      `<path d="M24 44V60M30 47V54" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M38 26L56 22" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`
    );
  },
  puddle: (tint) => {
    const colour = tint ?? '#4aa3ff';
    return (
      `<path d="M10 62Q8 48 26 48Q34 40 52 44Q70 38 84 48Q96 56 88 66Q80 76 56 72Q40 80 24 72Q10 72 10 62Z" fill="${colour}" ${LINE}/>` +
      `<path d="M28 56q10 -4 20 -2M62 52q8 -1 14 3" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`
    );
  },
  steam: (tint) => {
    const d = 'M30 90Q20 74 30 60T30 30M50 92Q40 70 50 54T50 14M70 90Q60 74 70 60T70 30';
    return (
      `<path d="${d}" fill="none" stroke="#6c7a89" stroke-width="10" stroke-linecap="round" opacity="0.8"/>` +
      `<path d="${d}" fill="none" stroke="${tint ?? '#ffffff'}" stroke-width="6" stroke-linecap="round"/>`
    );
  },
  kettle: (tint) => {
    const colour = tint ?? '#e63946';
    return (
      outlined('M74 40Q92 40 86 60Q82 70 74 72', '#2e2e34', 5) +
      `<path d="M26 56L8 36L14 32L32 48Z" fill="${colour}" ${LINE}/>` +
      `<path d="M24 88Q20 50 36 36H64Q80 50 76 88Z" fill="${colour}" ${LINE}/>` +
      `<rect x="34" y="30" width="32" height="8" rx="3" fill="${shade(colour, 0.2)}" ${LINE}/>` +
      `<rect x="44" y="22" width="12" height="8" rx="3" fill="#2e2e34" ${LINE}/>` +
      `<path d="M32 52Q34 44 40 42" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`
    );
  },
  pot: (tint) => {
    const colour = tint ?? '#6c757d';
    return (
      `<path d="M16 46H6M84 46H94" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M18 40H82V78Q82 86 74 86H26Q18 86 18 78Z" fill="${colour}" ${LINE}/>` +
      `<path d="M14 40Q50 24 86 40Z" fill="${shade(colour, -0.25)}" ${LINE}/>` +
      `<rect x="44" y="26" width="12" height="6" rx="3" fill="#2e2e34" ${LINE}/>` +
      `<path d="M26 50V74" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`
    );
  },
  cup: (tint) => {
    const colour = tint ?? '#6ec3f4';
    return (
      `<path d="M25 42L30 86H70L75 42Z" fill="${colour}" opacity="0.9"/>` +
      `<path d="M25 42Q50 46 75 42" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="2"/>` +
      `<path d="M22 14L30 86H70L78 14" fill="#ffffff" fill-opacity="0.25" ${LINE}/>` +
      `<path d="M30 22L35 76" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`
    );
  },
  beaker: (tint) => {
    const colour = tint ?? '#4fc3f7';
    return (
      `<rect x="24" y="50" width="52" height="38" fill="${colour}" opacity="0.9"/>` +
      `<path d="M24 50H76" stroke="${shade(colour, 0.35)}" stroke-width="2"/>` +
      `<path d="M20 14H80M24 14V84Q24 88 28 88H72Q76 88 76 84V14M20 14L16 10" fill="#ffffff" fill-opacity="0.25" ${LINE}/>` +
      `<path d="M60 28H76M66 40H76M60 52H76M66 64H76" stroke="${INK}" stroke-width="2"/>` +
      `<path d="M30 24V76" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`
    );
  },
  'test-tube': (tint) => {
    const colour = tint ?? '#8bc34a';
    return (
      `<g transform="rotate(20 50 50)">` +
      `<path d="M40 50V80A10 10 0 0 0 60 80V50Z" fill="${colour}"/>` +
      `<path d="M40 14V80A10 10 0 0 0 60 80V14" fill="#ffffff" fill-opacity="0.25" ${LINE}/>` +
      `<rect x="36" y="8" width="28" height="7" rx="3" fill="#e9ecef" ${LINE}/>` +
      `<path d="M45 22V72" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/></g>`
    );
  },
  microscope: (tint) => {
    const colour = tint ?? '#3a6ea5';
    return (
      `<rect x="18" y="84" width="60" height="10" rx="3" fill="#2e2e34" ${LINE}/>` +
      outlined('M66 84Q74 60 66 34', colour, 8) +
      `<rect x="30" y="60" width="38" height="6" rx="2" fill="#2e2e34" ${LINE}/>` +
      `<g transform="rotate(-25 48 34)"><rect x="40" y="14" width="14" height="40" rx="3" fill="#e9ecef" ${LINE}/>` +
      `<rect x="42" y="6" width="10" height="9" rx="2" fill="#2e2e34" ${LINE}/><rect x="43" y="54" width="8" height="8" fill="#adb5bd" ${LINE}/></g>` +
      `<circle cx="66" cy="46" r="5" fill="#adb5bd" ${LINE}/>`
    );
  },
  bubble: (tint) => {
    const colour = tint ?? '#a7dcf7';
    return (
      `<circle cx="50" cy="50" r="38" fill="${colour}" fill-opacity="0.35" stroke="${shade(colour, 0.45)}" stroke-width="2.5"/>` +
      `<path d="M28 38Q32 26 44 22" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="66" cy="68" r="4" fill="#ffffff" opacity="0.8"/>`
    );
  },
  arrow: (tint) => `<polygon points="8,40 58,40 58,22 92,50 58,78 58,60 8,60" fill="${tint ?? '#ff8c42'}" ${LINE}/>`,
  'speech-bubble': (tint) =>
    `<path d="M18 16H82Q92 16 92 26V58Q92 68 82 68H44L26 86L30 68H18Q8 68 8 58V26Q8 16 18 16Z" fill="${tint ?? '#ffffff'}" ${LINE}/>`,
  house: (tint) => {
    const colour = tint ?? '#f4d35e';
    return (
      `<rect x="64" y="16" width="10" height="22" fill="#9c6644" ${LINE}/>` +
      `<rect x="20" y="46" width="60" height="42" fill="${colour}" ${LINE}/>` +
      `<polygon points="12,48 50,14 88,48" fill="#c44536" ${LINE}/>` +
      `<rect x="44" y="62" width="14" height="26" fill="#7a4a2a" ${LINE}/>` +
      `<rect x="26" y="56" width="12" height="12" fill="#bde0fe" ${LINE}/><path d="M32 56V68M26 62H38" stroke="${INK}" stroke-width="1.5"/>` +
      `<rect x="64" y="56" width="10" height="12" fill="#bde0fe" ${LINE}/>` +
      `<path d="M8 88H92" ${LINE}/>`
    );
  },
  factory: (tint) => {
    const colour = tint ?? '#a5a5ad';
    return (
      `<circle cx="76" cy="14" r="7" fill="#c4c4cc" ${LINE}/><circle cx="86" cy="8" r="5" fill="#c4c4cc" ${LINE}/>` +
      `<rect x="68" y="20" width="12" height="50" fill="#8d5a3b" ${LINE}/>` +
      `<path d="M70 26H78M70 32H78" stroke="#ffffff" stroke-width="2"/>` +
      `<path d="M8 88V50L28 62V50L48 62V50L68 62V88Z" fill="${colour}" ${LINE}/>` +
      `<rect x="68" y="60" width="24" height="28" fill="${shade(colour, 0.15)}" ${LINE}/>` +
      [16, 36, 56].map((x) => `<rect x="${x}" y="70" width="10" height="8" fill="#ffd23f" ${LINE}/>`).join('') +
      `<path d="M4 88H96" ${LINE}/>`
    );
  },
  'solar-panel': (tint) => {
    const colour = tint ?? '#1d4e89';
    return (
      `<path d="M50 60V88M38 88H62" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
      `<polygon points="18,22 90,30 82,64 10,56" fill="${colour}" ${LINE}/>` +
      `<path d="M42 25L34 59M66 27.5L58 61.5M14 39L86 47" stroke="#8ecae6" stroke-width="2"/>` +
      `<polygon points="18,22 90,30 82,64 10,56" fill="none" ${LINE}/>`
    );
  },
  'wind-turbine': (tint) => {
    const blade = 'M50 36Q46 22 50 4Q56 22 52 36Z';
    const colour = tint ?? '#ffffff';
    return (
      `<polygon points="47,40 53,40 56,96 44,96" fill="#e9ecef" ${LINE}/>` +
      [0, 120, 240]
        .map(
          (angle) => `<path d="${blade}" transform="rotate(${angle} 50 38) translate(0 2)" fill="${colour}" ${LINE}/>`,
        )
        .join('') +
      `<circle cx="50" cy="38" r="5" fill="#adb5bd" ${LINE}/>`
    );
  },
  recycle: (tint) => {
    const colour = tint ?? '#2e9e48';
    const arrow =
      `<path d="M38 30Q44 20 56 22L62 30" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M38 30Q44 20 56 22L62 30" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>` +
      `<polygon points="58,40 74,36 66,22" fill="${colour}" ${LINE}/>`;
    return [0, 120, 240].map((angle) => `<g transform="rotate(${angle} 50 54)">${arrow}</g>`).join('');
  },
  bin: (tint) => {
    const colour = tint ?? '#2e9e48';
    return (
      `<path d="M24 30H76L70 90H30Z" fill="${colour}" ${LINE}/>` +
      `<rect x="18" y="20" width="64" height="10" rx="3" fill="${shade(colour, 0.2)}" ${LINE}/>` +
      `<rect x="42" y="12" width="16" height="8" rx="3" fill="${shade(colour, 0.2)}" ${LINE}/>` +
      `<path d="M38 40L40 80M50 40V80M62 40L60 80" stroke="${shade(colour, 0.35)}" stroke-width="3" stroke-linecap="round"/>`
    );
  },
} satisfies Partial<Record<PicturePartName, PartDrawing>>;
