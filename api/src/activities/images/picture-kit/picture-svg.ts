import {
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  type Picture,
  type PictureMotion,
  type PicturePart,
} from '../../content/picture-types.js';
import { escapeXml } from '../text-layout.js';
import { BACKGROUNDS, PART_DRAWINGS } from './part-drawings.js';

/*
 * How a picture is drawn. A picture (picture-types.ts) is a 400 × 250 scene
 * of parts from the kit, drawn in order, the first behind. A background
 * (sky, ground, sea, space, soil-layers, room) draws the whole scene as it
 * is. Every other part's drawing (parts-*.ts) lives in a 100 × 100 box
 * centred on (50, 50); it is placed with
 *   <g transform="translate(x y) rotate(turn) scale(size/100) translate(-50 -50)">
 * so its centre lands on (x, y) and the box is `size` wide (default 60),
 * turned `turn` degrees clockwise about its centre, tinted with `tint`.
 * A label is written beside the part as <text>: below it, or above if that
 * would fall off the bottom, in Atkinson Hyperlegible bold 13 px, dark with
 * a white outline (paint-order stroke) so it reads on any background, and
 * kept inside the scene. Labels do not move.
 *
 * Animated (`animated: true`), a part with a `motion` is wrapped in one more
 * <g class="{idPrefix}-m-{motion}">, outside its placement so the motion is
 * in the scene's directions whatever the part's turn, and a single <style>
 * holds a CSS animation for each motion used, its keyframes named
 * `{idPrefix}-{motion}` so two pictures on one page never clash. Every motion
 * class uses `transform-box: fill-box`, so percentages are of the part's own
 * drawn box: `rise` and `fall` move by 100 % (its size), `bounce` by 25 %,
 * spin and pulse turn and grow about its centre, sway leans about its foot,
 * and `orbit` turns it round a point its size to its left (transform-origin
 * -50 % 50 %). Drifts move a third of the scene (133 px). Repeating motions
 * loop (`infinite`), once-only ones (fade-in, fade-out, grow, shrink) hold
 * their end (`forwards`). With reduced motion the page's CSS turns them off
 * (a media query in the same style). Still (`animated: false`): no style, no
 * classes.
 *
 * The markup is well-formed XML that runs and loads nothing (no script,
 * event attributes, href, url() or font files), for the web to put inline.
 */

const LABEL_SIZE = 13;
/** A generous average width of one character of the label font at 13 px, to keep labels inside the scene. */
const LABEL_CHARACTER_WIDTH = 7.6;
const DEFAULT_SIZE = 60;
const DRIFT = Math.round(PICTURE_WIDTH / 3);

/** Each motion's keyframes (the part of a `@keyframes` rule between its braces) and how it runs. */
const MOTIONS: Record<PictureMotion, { keyframes: string; timing: string; origin?: string }> = {
  rise: {
    keyframes:
      '0%{transform:translateY(0);opacity:0}15%{opacity:1}85%{opacity:1}100%{transform:translateY(-100%);opacity:0}',
    timing: '3s ease-in-out infinite',
  },
  fall: {
    keyframes:
      '0%{transform:translateY(0);opacity:0}15%{opacity:1}85%{opacity:1}100%{transform:translateY(100%);opacity:0}',
    timing: '3s ease-in infinite',
  },
  'drift-left': {
    keyframes: `0%{transform:translateX(0)}100%{transform:translateX(-${DRIFT}px)}`,
    timing: '4s ease-in-out infinite alternate',
  },
  'drift-right': {
    keyframes: `0%{transform:translateX(0)}100%{transform:translateX(${DRIFT}px)}`,
    timing: '4s ease-in-out infinite alternate',
  },
  spin: { keyframes: '0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}', timing: '4s linear infinite' },
  pulse: {
    keyframes: '0%,100%{transform:scale(1)}50%{transform:scale(1.12)}',
    timing: '2s ease-in-out infinite',
  },
  glow: {
    keyframes: '0%,100%{opacity:1;filter:brightness(1)}50%{opacity:0.7;filter:brightness(1.3)}',
    timing: '2s ease-in-out infinite',
  },
  'fade-in': { keyframes: '0%{opacity:0}100%{opacity:1}', timing: '3s ease-in forwards' },
  'fade-out': { keyframes: '0%{opacity:1}100%{opacity:0}', timing: '3s ease-out forwards' },
  grow: { keyframes: '0%{transform:scale(0)}100%{transform:scale(1)}', timing: '3s ease-out forwards' },
  shrink: { keyframes: '0%{transform:scale(1)}100%{transform:scale(0)}', timing: '3s ease-in forwards' },
  orbit: {
    keyframes: '0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}',
    timing: '4s linear infinite',
    origin: '-50% 50%',
  },
  sway: {
    keyframes: '0%,100%{transform:rotate(-6deg)}50%{transform:rotate(6deg)}',
    timing: '3s ease-in-out infinite',
    origin: 'center bottom',
  },
  bounce: {
    keyframes: '0%,100%{transform:translateY(0)}50%{transform:translateY(-25%)}',
    timing: '2s ease-in-out infinite',
  },
};

/** The keyframes and class of each motion used, in one style element. */
function motionStyle(motions: ReadonlySet<PictureMotion>, idPrefix: string): string {
  const rules: string[] = [];
  const classes: string[] = [];
  for (const motion of motions) {
    const { keyframes, timing, origin = 'center' } = MOTIONS[motion];
    const name = `${idPrefix}-${motion}`;
    const className = `.${idPrefix}-m-${motion}`;
    classes.push(className);
    rules.push(
      `@keyframes ${name}{${keyframes}}`,
      `${className}{transform-box:fill-box;transform-origin:${origin};animation:${name} ${timing}}`,
    );
  }
  rules.push(`@media (prefers-reduced-motion:reduce){${classes.join(',')}{animation:none}}`);
  return `<style>${rules.join('')}</style>`;
}

const number = (value: number) => String(Math.round(value * 100) / 100);

/** A label beside a part: below it, above if below would leave the scene, always inside it. */
function labelSvg(label: string, x: number, y: number, size: number): string {
  const halfWidth = (label.length * LABEL_CHARACTER_WIDTH) / 2 + 4;
  const labelX = Math.min(Math.max(x, halfWidth), PICTURE_WIDTH - halfWidth);
  const reach = size * 0.46;
  const below = y + reach + LABEL_SIZE + 2;
  const above = y - reach - 5;
  const baseline =
    below <= PICTURE_HEIGHT - 5
      ? below
      : above >= LABEL_SIZE + 2
        ? above
        : Math.min(Math.max(y, LABEL_SIZE + 2), PICTURE_HEIGHT - 5);
  return (
    `<text x="${number(labelX)}" y="${number(baseline)}" text-anchor="middle" font-family="Atkinson Hyperlegible, Arial, sans-serif" ` +
    `font-size="${LABEL_SIZE}" font-weight="700" fill="#1b1b1f" stroke="#ffffff" stroke-width="3.5" stroke-linejoin="round" ` +
    `paint-order="stroke">${escapeXml(label)}</text>`
  );
}

/** One placed part, wrapped in its motion when animated; its label after it. */
function partSvg(part: PicturePart, animated: boolean, idPrefix: string): string {
  const drawing = PART_DRAWINGS[part.part](part.tint);
  if (BACKGROUNDS.has(part.part)) return drawing;
  const { x, y } = part;
  if (x === undefined || y === undefined) throw new Error(`The part "${part.part}" needs x and y.`);
  const size = part.size ?? DEFAULT_SIZE;
  const placed = `<g transform="translate(${number(x)} ${number(y)}) rotate(${number(part.turn ?? 0)}) scale(${number(size / 100)}) translate(-50 -50)">${drawing}</g>`;
  const moving = animated && part.motion ? `<g class="${idPrefix}-m-${part.motion}">${placed}</g>` : placed;
  return moving + (part.label ? labelSvg(part.label, x, y, size) : '');
}

/**
 * A picture as a complete SVG: its parts drawn in order, its alt as title and
 * accessible name, and when animated one style for the motions used.
 */
export function pictureSvg(picture: Picture, options: { animated: boolean; idPrefix: string }): string {
  const { animated, idPrefix } = options;
  if (!/^[A-Za-z_][\w-]*$/.test(idPrefix)) throw new Error(`The id prefix "${idPrefix}" is not a CSS name.`);
  const motions = new Set(animated ? picture.parts.flatMap((part) => (part.motion ? [part.motion] : [])) : []);
  const alt = escapeXml(picture.alt);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" role="img" aria-label="${alt}">` +
    `<title>${alt}</title>` +
    (motions.size > 0 ? motionStyle(motions, idPrefix) : '') +
    picture.parts.map((part) => partSvg(part, animated, idPrefix)).join('') +
    '</svg>'
  );
}
