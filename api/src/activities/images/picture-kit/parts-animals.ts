import type { PicturePartName } from '../../content/picture-types.js';
import { INK, LINE, blob, outlined, shade, type PartDrawing } from './draw.js';

/*
 * Animals and people: minibeasts with the right number of legs, animals
 * seen from the side or from above, fossils, people and a cell.
 */

const SKIN = '#f1c27d';
const EYE = (x: number, y: number, r = 3) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/>`;
const legs = (d: string, width = 2.5) =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const ANIMAL_DRAWINGS = {
  bee: () =>
    legs('M40 60L34 72M50 62L48 76M60 60L64 72M40 60L44 72M50 62L54 76M60 60L68 70', 2) +
    `<ellipse cx="42" cy="30" rx="12" ry="18" fill="#e3f2fd" opacity="0.9" transform="rotate(-25 42 30)" ${LINE}/>` +
    `<ellipse cx="60" cy="30" rx="11" ry="16" fill="#e3f2fd" opacity="0.9" transform="rotate(20 60 30)" ${LINE}/>` +
    `<ellipse cx="52" cy="52" rx="26" ry="16" fill="#ffc107" ${LINE}/>` +
    `<path d="M44 37Q40 52 44 67M56 36Q52 52 56 68" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<path d="M78 52L88 52" ${LINE}/>` +
    `<circle cx="24" cy="48" r="10" fill="#3a2d1a" ${LINE}/><circle cx="21" cy="46" r="2.5" fill="#ffffff"/>` +
    legs('M22 39Q18 28 12 26M26 38Q26 28 22 22'),
  butterfly: (tint) => {
    const colour = tint ?? '#ff9f1c';
    return (
      `<path d="M48 46Q30 10 12 20Q6 40 48 50Z" fill="${colour}" ${LINE}/><path d="M52 46Q70 10 88 20Q94 40 52 50Z" fill="${colour}" ${LINE}/>` +
      `<path d="M48 52Q20 56 22 76Q34 86 48 58Z" fill="${shade(colour, 0.15)}" ${LINE}/><path d="M52 52Q80 56 78 76Q66 86 52 58Z" fill="${shade(colour, 0.15)}" ${LINE}/>` +
      `<circle cx="26" cy="28" r="4" fill="#ffffff" ${LINE}/><circle cx="74" cy="28" r="4" fill="#ffffff" ${LINE}/>` +
      `<ellipse cx="50" cy="52" rx="4" ry="20" fill="#3a2d1a" ${LINE}/>` +
      legs('M48 34Q44 22 38 18M52 34Q56 22 62 18') +
      `<circle cx="38" cy="18" r="2" fill="${INK}"/><circle cx="62" cy="18" r="2" fill="${INK}"/>`
    );
  },
  caterpillar: (tint) => {
    const colour = tint ?? '#7cc242';
    return (
      legs('M20 66V72M32 66V72M44 66V72M56 66V72M68 66V72') +
      [20, 32, 44, 56, 68]
        .map(
          (x, index) =>
            `<circle cx="${x}" cy="${index % 2 === 0 ? 58 : 55}" r="10" fill="${index % 2 === 0 ? colour : shade(colour, 0.12)}" ${LINE}/>`,
        )
        .join('') +
      `<circle cx="80" cy="48" r="12" fill="${colour}" ${LINE}/>` +
      legs('M76 38L72 28M84 37L88 28') +
      EYE(84, 46, 2.5) +
      `<path d="M80 54q4 3 8 0" fill="none" stroke="${INK}" stroke-width="1.8" stroke-linecap="round"/>`
    );
  },
  ant: (tint) => {
    const colour = tint ?? '#7a3b12';
    return (
      legs(
        'M46 52L36 40L28 38M48 54L38 66L30 70M50 54L52 70L48 80M52 52L58 38L66 34M54 54L62 66L70 68M50 54L62 74L64 84',
      ) +
      `<ellipse cx="24" cy="52" rx="18" ry="13" fill="${colour}" ${LINE}/>` +
      `<ellipse cx="50" cy="52" rx="9" ry="7" fill="${colour}" ${LINE}/>` +
      `<circle cx="72" cy="48" r="10" fill="${colour}" ${LINE}/>` +
      legs('M76 40Q80 28 90 26M72 39Q72 28 78 20') +
      `<circle cx="76" cy="46" r="2.2" fill="#ffffff"/>`
    );
  },
  worm: (tint) => {
    const colour = tint ?? '#e58a8a';
    return (
      outlined('M12 60Q24 40 38 56T64 54T88 44', colour, 12) +
      `<path d="M30 47l-3 8M46 58l3 -8M60 51l-1 9" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="2" stroke-linecap="round"/>` +
      `<path d="M68 48l10 2" fill="none" stroke="${shade(colour, 0.2)}" stroke-width="6" stroke-linecap="round"/>` +
      EYE(84, 44, 1.8)
    );
  },
  spider: (tint) => {
    const colour = tint ?? '#3a3a42';
    const side = 'M46 46L30 30L16 34M46 50L26 42L10 50M46 54L26 60L12 72M46 58L32 72L26 88';
    return (
      legs(side, 3) +
      `<g transform="translate(100 0) scale(-1 1)">${legs(side, 3)}</g>` +
      `<ellipse cx="50" cy="66" rx="14" ry="16" fill="${colour}" ${LINE}/>` +
      `<circle cx="50" cy="46" r="10" fill="${shade(colour, -0.2)}" ${LINE}/>` +
      `<circle cx="46" cy="44" r="2.5" fill="#ffffff"/><circle cx="54" cy="44" r="2.5" fill="#ffffff"/>` +
      `<path d="M46 62l4 6l4 -6" fill="none" stroke="#e53935" stroke-width="2"/>`
    );
  },
  fish: (tint) => {
    const colour = tint ?? '#ff8c42';
    return (
      `<path d="M74 50L94 32V68Z" fill="${shade(colour, 0.15)}" ${LINE}/>` +
      `<path d="M40 34Q50 20 62 36Z" fill="${shade(colour, 0.15)}" ${LINE}/>` +
      `<path d="M8 50Q30 24 60 30Q76 36 80 50Q76 64 60 70Q30 76 8 50Z" fill="${colour}" ${LINE}/>` +
      `<path d="M40 40Q46 50 40 60M52 38Q58 50 52 62" fill="none" stroke="${shade(colour, 0.25)}" stroke-width="2" stroke-linecap="round"/>` +
      `<circle cx="24" cy="46" r="5" fill="#ffffff" ${LINE}/>` +
      EYE(25, 46, 2) +
      `<path d="M10 52q4 2 8 1" fill="none" stroke="${INK}" stroke-width="1.8" stroke-linecap="round"/>`
    );
  },
  frog: (tint) => {
    const colour = tint ?? '#5cbf4a';
    return (
      `<path d="M22 88Q8 88 14 74L28 66M78 88Q92 88 86 74L72 66" fill="${colour}" ${LINE}/>` +
      `<ellipse cx="50" cy="62" rx="30" ry="24" fill="${colour}" ${LINE}/>` +
      `<ellipse cx="50" cy="70" rx="18" ry="13" fill="${shade(colour, -0.45)}"/>` +
      `<path d="M36 86L36 76M64 86L64 76" ${LINE}/>` +
      `<path d="M30 86h12M58 86h12" ${LINE}/>` +
      `<circle cx="34" cy="38" r="10" fill="${colour}" ${LINE}/><circle cx="66" cy="38" r="10" fill="${colour}" ${LINE}/>` +
      `<circle cx="34" cy="37" r="6" fill="#ffffff"/><circle cx="66" cy="37" r="6" fill="#ffffff"/>` +
      EYE(35, 37, 3.2) +
      EYE(65, 37, 3.2) +
      `<path d="M36 56Q50 64 64 56" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>`
    );
  },
  tadpole: (tint) => {
    const colour = tint ?? '#3d3d46';
    return (
      outlined('M44 50Q60 36 72 52T96 48', colour, 6) +
      `<ellipse cx="34" cy="50" rx="22" ry="18" fill="${colour}" ${LINE}/>` +
      `<circle cx="24" cy="44" r="5" fill="#ffffff"/>` +
      EYE(23, 44, 2.5)
    );
  },
  egg: (tint) =>
    `<path d="M50 12Q78 14 80 58Q78 90 50 90Q22 90 20 58Q22 14 50 12Z" fill="${tint ?? '#fbf3e0'}" ${LINE}/>` +
    `<ellipse cx="38" cy="40" rx="5" ry="10" fill="#ffffff" opacity="0.8" transform="rotate(20 38 40)"/>`,
  bird: (tint) => {
    const colour = tint ?? '#4a90d9';
    return (
      legs('M44 74L42 88M56 74L58 88M38 88h8M54 88h8') +
      `<path d="M70 50L94 40L90 60Z" fill="${shade(colour, 0.2)}" ${LINE}/>` +
      `<ellipse cx="50" cy="56" rx="26" ry="20" fill="${colour}" ${LINE}/>` +
      `<circle cx="30" cy="38" r="14" fill="${colour}" ${LINE}/>` +
      `<path d="M40 58Q58 44 74 54Q62 68 40 58Z" fill="${shade(colour, 0.2)}" ${LINE}/>` +
      `<ellipse cx="40" cy="64" rx="12" ry="8" fill="${shade(colour, -0.5)}"/>` +
      `<path d="M17 36L6 40L17 44Z" fill="#ffb703" ${LINE}/>` +
      `<circle cx="26" cy="34" r="3.5" fill="#ffffff"/>` +
      EYE(25.5, 34, 2)
    );
  },
  kangaroo: (tint) => {
    const colour = tint ?? '#c68a4e';
    return (
      blob(
        '<path d="M44 40Q62 36 68 60Q70 78 58 84L34 90L28 84L44 80Q34 66 40 48Z"/><path d="M60 74Q80 82 96 92L92 96Q74 90 56 84Z"/><path d="M40 54L24 24L36 14L52 42Z"/><ellipse cx="30" cy="22" rx="12" ry="8" transform="rotate(-20 30 22)"/><path d="M34 14L36 2L40 14Z"/><path d="M38 14L44 4L44 16Z"/>',
        colour,
      ) +
      legs('M44 50L34 58L30 56M46 54L36 62') +
      `<ellipse cx="52" cy="62" rx="7" ry="10" fill="${shade(colour, -0.3)}"/>` +
      `<circle cx="28" cy="20" r="2.2" fill="${INK}"/><circle cx="19" cy="25" r="2" fill="${INK}"/>`
    );
  },
  koala: (tint) => {
    const colour = tint ?? '#9e9ea6';
    return (
      `<ellipse cx="50" cy="72" rx="24" ry="22" fill="${colour}" ${LINE}/>` +
      `<ellipse cx="50" cy="76" rx="13" ry="14" fill="${shade(colour, -0.5)}"/>` +
      `<circle cx="22" cy="26" r="14" fill="${colour}" ${LINE}/><circle cx="78" cy="26" r="14" fill="${colour}" ${LINE}/>` +
      `<circle cx="22" cy="26" r="8" fill="#f4d8e4"/><circle cx="78" cy="26" r="8" fill="#f4d8e4"/>` +
      `<ellipse cx="50" cy="40" rx="26" ry="22" fill="${colour}" ${LINE}/>` +
      `<ellipse cx="50" cy="46" rx="7" ry="10" fill="#2e2e34" ${LINE}/>` +
      EYE(38, 36, 3) +
      EYE(62, 36, 3) +
      `<path d="M30 76q-6 8 0 14M70 76q6 8 0 14" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>`
    );
  },
  lizard: (tint) => {
    const colour = tint ?? '#8bab4a';
    return (
      legs('M36 46L26 36L22 38M36 58L26 68L22 66M62 46L72 36L76 38M62 58L72 68L76 66', 4) +
      outlined('M64 52Q84 54 90 70Q92 82 80 84', colour, 6) +
      `<ellipse cx="48" cy="52" rx="20" ry="9" fill="${colour}" ${LINE}/>` +
      `<ellipse cx="20" cy="52" rx="11" ry="7" fill="${colour}" ${LINE}/>` +
      `<path d="M36 52H62" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="2" stroke-dasharray="3 3"/>` +
      EYE(16, 48, 1.8) +
      EYE(16, 56, 1.8)
    );
  },
  turtle: (tint) => {
    const colour = tint ?? '#5d8a3a';
    const flipper = '#9ccc65';
    return (
      `<path d="M34 36Q16 18 8 24Q14 38 30 44Z" fill="${flipper}" ${LINE}/><path d="M66 36Q84 18 92 24Q86 38 70 44Z" fill="${flipper}" ${LINE}/>` +
      `<path d="M36 70Q24 84 18 82Q22 70 34 62Z" fill="${flipper}" ${LINE}/><path d="M64 70Q76 84 82 82Q78 70 66 62Z" fill="${flipper}" ${LINE}/>` +
      `<ellipse cx="50" cy="18" rx="9" ry="11" fill="${flipper}" ${LINE}/>` +
      EYE(46, 15, 1.8) +
      EYE(54, 15, 1.8) +
      `<ellipse cx="50" cy="52" rx="24" ry="28" fill="${colour}" ${LINE}/>` +
      `<path d="M50 36L60 44L58 58L50 64L42 58L40 44ZM50 24V36M60 44L72 40M58 58L70 66M42 58L30 66M40 44L28 40M50 64V80" fill="none" stroke="${shade(colour, 0.35)}" stroke-width="2" stroke-linejoin="round"/>`
    );
  },
  dinosaur: (tint) => {
    const colour = tint ?? '#6aa84f';
    return (
      blob(
        '<ellipse cx="50" cy="60" rx="24" ry="15"/><path d="M32 56Q26 30 22 14L30 12Q38 32 44 52Z"/><ellipse cx="24" cy="12" rx="9" ry="6"/><path d="M72 56Q86 62 98 74L96 78Q84 72 70 68Z"/><rect x="32" y="66" width="9" height="22" rx="3"/><rect x="60" y="66" width="9" height="22" rx="3"/>',
        colour,
      ) +
      `<rect x="41" y="66" width="8" height="20" rx="3" fill="${shade(colour, 0.2)}" ${LINE}/><rect x="52" y="66" width="8" height="20" rx="3" fill="${shade(colour, 0.2)}" ${LINE}/>` +
      `<path d="M40 54Q50 48 62 52" fill="none" stroke="${shade(colour, -0.4)}" stroke-width="3" stroke-linecap="round"/>` +
      EYE(20, 10, 1.8)
    );
  },
  't-rex': (tint) => {
    const colour = tint ?? '#4f8a3c';
    return (
      blob(
        '<path d="M22 22Q46 14 50 24L50 36Q40 40 30 38L28 44L50 44Q54 50 48 56L60 52Q80 54 98 82L92 84Q74 70 64 72L56 72Q42 72 38 58Z"/><rect x="44" y="62" width="12" height="26" rx="4"/><path d="M42 86H60V92H38Z"/>',
        colour,
      ) +
      `<path d="M28 38L38 38" stroke="#ffffff" stroke-width="2" stroke-dasharray="2 2"/>` +
      legs('M48 56L56 62L58 60', 3) +
      `<rect x="58" y="66" width="9" height="20" rx="3" fill="${shade(colour, 0.2)}" ${LINE}/>` +
      EYE(36, 26, 2.2)
    );
  },
  fossil: (tint) => {
    const colour = tint ?? '#c2b59b';
    return (
      `<path d="M8 70Q6 30 40 18Q80 10 92 44Q98 80 60 90Q20 94 8 70Z" fill="${colour}" ${LINE}/>` +
      `<path d="M50 52A3 3 0 0 1 56 52A7 7 0 0 1 44 54A11 11 0 0 1 62 48A16 16 0 0 1 38 60A21 21 0 0 1 70 42" fill="none" stroke="${shade(colour, 0.5)}" stroke-width="3.5" stroke-linecap="round"/>` +
      `<path d="M62 48l5 -2M38 60l-4 2M70 42l4 -4M44 54l-4 1" fill="none" stroke="${shade(colour, 0.5)}" stroke-width="2"/>`
    );
  },
  bone: (tint) =>
    blob(
      '<rect x="22" y="42" width="56" height="16" rx="4"/><circle cx="20" cy="40" r="10"/><circle cx="20" cy="60" r="10"/><circle cx="80" cy="40" r="10"/><circle cx="80" cy="60" r="10"/>',
      tint ?? '#f5f0e1',
    ),
  footprint: (tint) =>
    blob(
      '<ellipse cx="50" cy="68" rx="18" ry="17"/><ellipse cx="50" cy="34" rx="9" ry="20"/><ellipse cx="28" cy="44" rx="8" ry="18" transform="rotate(-35 28 44)"/><ellipse cx="72" cy="44" rx="8" ry="18" transform="rotate(35 72 44)"/>',
      tint ?? '#7a5236',
    ) +
    `<path d="M50 16l-3 -8l6 0ZM19 30l-6 -6l5 -2ZM81 30l6 -6l-5 -2Z" fill="${INK}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
  child: (tint) => {
    const shirt = tint ?? '#3b82f6';
    return (
      `<rect x="38" y="64" width="10" height="26" rx="3" fill="#34495e" ${LINE}/><rect x="52" y="64" width="10" height="26" rx="3" fill="#34495e" ${LINE}/>` +
      `<path d="M34 92h14M52 92h14" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
      outlined('M33 44L30 66M67 44L70 66', SKIN, 5) +
      `<path d="M34 40Q50 34 66 40L64 68H36Z" fill="${shirt}" ${LINE}/>` +
      `<circle cx="50" cy="24" r="13" fill="${SKIN}" ${LINE}/>` +
      `<path d="M37 22Q38 8 50 9Q64 9 63 22Q56 16 46 17Q40 18 37 22Z" fill="#5d4037" ${LINE}/>` +
      EYE(45, 25, 1.8) +
      EYE(55, 25, 1.8) +
      `<path d="M45 30q5 4 10 0" fill="none" stroke="${INK}" stroke-width="1.8" stroke-linecap="round"/>`
    );
  },
  scientist: (tint) =>
    `<rect x="39" y="70" width="9" height="20" rx="3" fill="#34495e" ${LINE}/><rect x="52" y="70" width="9" height="20" rx="3" fill="#34495e" ${LINE}/>` +
    `<path d="M34 92h14M52 92h14" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
    outlined('M32 44L28 68M68 44L72 68', '#ffffff', 6) +
    `<path d="M33 40Q50 34 67 40L68 76H32Z" fill="#ffffff" ${LINE}/>` +
    `<path d="M44 38L50 52L56 38Z" fill="${tint ?? '#2a9d8f'}" ${LINE}/><path d="M50 52V76" stroke="${INK}" stroke-width="1.5"/>` +
    `<circle cx="50" cy="24" r="13" fill="#c68642" ${LINE}/>` +
    `<path d="M36 24Q34 8 50 8Q66 8 64 24Q60 14 50 15Q40 14 36 24Z" fill="#2b1d14" ${LINE}/>` +
    `<rect x="39" y="21" width="9" height="7" rx="2" fill="#bde0fe" ${LINE}/><rect x="52" y="21" width="9" height="7" rx="2" fill="#bde0fe" ${LINE}/>` +
    `<path d="M48 24h4" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M46 32q4 3 8 0" fill="none" stroke="${INK}" stroke-width="1.8" stroke-linecap="round"/>`,
  hand: (tint) =>
    blob(
      '<path d="M30 50Q30 82 50 88Q70 90 72 66V44H30Z"/><rect x="30" y="18" width="10" height="36" rx="5"/><rect x="41" y="10" width="10" height="42" rx="5"/><rect x="52" y="14" width="10" height="38" rx="5"/><rect x="63" y="24" width="9" height="30" rx="4.5"/><path d="M32 60Q20 44 14 46Q10 50 24 70Z"/>',
      tint ?? SKIN,
    ) +
    `<path d="M40 46V54M51 46V54M62 48V54" stroke="${shade(tint ?? SKIN, 0.3)}" stroke-width="1.5" stroke-linecap="round"/>`,
  cell: (tint) => {
    const colour = tint ?? '#c8e6c9';
    return (
      `<circle cx="50" cy="50" r="40" fill="${colour}" ${LINE}/>` +
      `<circle cx="50" cy="50" r="36" fill="none" stroke="${shade(colour, 0.25)}" stroke-width="1.5"/>` +
      `<circle cx="46" cy="46" r="14" fill="#7e57c2" ${LINE}/><circle cx="42" cy="42" r="4" fill="#4527a0"/>` +
      `<ellipse cx="70" cy="62" rx="7" ry="4" fill="#ff8a65" stroke="${INK}" stroke-width="1.5" transform="rotate(30 70 62)"/>` +
      `<ellipse cx="30" cy="70" rx="6" ry="3.5" fill="#ff8a65" stroke="${INK}" stroke-width="1.5"/>` +
      `<circle cx="68" cy="32" r="3" fill="#8d6e63"/><circle cx="28" cy="30" r="2.5" fill="#8d6e63"/><circle cx="54" cy="76" r="2.5" fill="#8d6e63"/>`
    );
  },
} satisfies Partial<Record<PicturePartName, PartDrawing>>;
