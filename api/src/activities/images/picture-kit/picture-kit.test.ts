import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from '../../content/library.js';
import { PICTURE_PARTS, type Picture, type PicturePartName } from '../../content/picture-types.js';
import { RENDER_OPTIONS } from '../text-layout.js';
import { BACKGROUNDS, PART_DRAWINGS } from './part-drawings.js';
import { pictureSvg } from './picture-svg.js';
import { plainSvgProblems } from '../plain-svg.js';

/*
 * The kit draws every part, of plain shapes only, and every picture of the
 * library's books and animations comes out as well-formed, inert SVG, with
 * its alt as title and, animated, a style for each motion it uses.
 */

/** What must never be in a picture the web puts inline: anything that runs or loads. */
function inertProblems(svg: string): string[] {
  const problems: string[] = [];
  if (/<\s*(script|foreignObject|image|use|iframe|a)\b/i.test(svg)) problems.push('an element that runs or loads');
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push('an event attribute');
  if (/href|url\(|javascript:|@import|@font-face/i.test(svg)) problems.push('a link');
  return problems;
}

/** A cheap well-formedness check: tags nest and close, attributes are quoted, `&` only starts an entity. */
function xmlProblems(svg: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  const text = svg.replace(/<style>[^<]*<\/style>/g, '<style></style>');
  for (const [tag, closing, name, attributes, selfClosing] of text.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^<>]*?)(\/?)>/g)) {
    if (!/^(\s+[a-zA-Z][\w:-]*="[^"<]*")*\s*$/.test(attributes ?? '')) problems.push(`attributes of ${tag}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else if (!selfClosing) stack.push(name ?? '');
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (/&(?!#\d+;|[a-z]+;)/.test(svg)) problems.push('a bare &');
  if (/<[^a-zA-Z/]/.test(text.replace(/<\/?[a-zA-Z][^<>]*>/g, ''))) problems.push('a stray <');
  return problems;
}

/** How many pixels of a PNG differ from its top-left corner's colour. */
function paintedPixels(svg: string, width: number): number {
  const image = new Resvg(svg, { ...RENDER_OPTIONS, fitTo: { mode: 'width', value: width } }).render();
  const pixels = image.pixels;
  let painted = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    if (pixels[index + 3] !== 0) painted++;
  }
  return painted;
}

const PART_NAMES = Object.keys(PICTURE_PARTS) as PicturePartName[];

const PICTURES: { where: string; picture: Picture; animated: boolean }[] = LIBRARY.flatMap((realm) =>
  realm.activities.flatMap((activity) => [
    ...(activity.book?.pages ?? []).map((page, index) => ({
      where: `${activity.questId} page ${index + 1}`,
      picture: page.picture,
      animated: false,
    })),
    ...(activity.animation?.scenes ?? []).map((scene, index) => ({
      where: `${activity.questId} scene ${index + 1}`,
      picture: scene.picture,
      animated: true,
    })),
  ]),
);

describe('the picture kit', () => {
  it('draws every part, and draws something', () => {
    expect(Object.keys(PART_DRAWINGS).sort()).toEqual([...PART_NAMES].sort());
    const empty: string[] = [];
    for (const name of PART_NAMES) {
      const box = BACKGROUNDS.has(name)
        ? 'width="400" height="250" viewBox="0 0 400 250"'
        : 'width="100" height="100" viewBox="0 0 100 100"';
      for (const tint of [undefined, '#3366cc']) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" ${box}>${PART_DRAWINGS[name](tint)}</svg>`;
        // Some ink inside its box: a twentieth of the 40 × 40 pixels it may be drawn at, at least.
        if (paintedPixels(svg, 40) < 80) empty.push(`${name} (tint ${tint ?? 'none'})`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('draws every part of plain shapes only', () => {
    for (const name of PART_NAMES) {
      expect(plainSvgProblems(PART_DRAWINGS[name]()), name).toEqual([]);
      expect(plainSvgProblems(PART_DRAWINGS[name]('#123456')), `${name} tinted`).toEqual([]);
      expect(xmlProblems(`<g>${PART_DRAWINGS[name]()}</g>`), name).toEqual([]);
    }
  });

  it('takes the tint where the part says "tint it"', () => {
    for (const name of PART_NAMES.filter((part) => PICTURE_PARTS[part].includes('tint'))) {
      expect(PART_DRAWINGS[name]('#123456'), name).toContain('#123456');
    }
  });
});

describe('pictureSvg', () => {
  it('draws every picture of every book and animation in the library as well-formed, inert SVG', () => {
    expect(PICTURES.length).toBeGreaterThan(500);
    for (const { where, picture, animated } of PICTURES) {
      for (const still of animated ? [true, false] : [false]) {
        const svg = pictureSvg(picture, { animated: still, idPrefix: 'pic' });
        expect(xmlProblems(svg), where).toEqual([]);
        expect(inertProblems(svg), where).toEqual([]);
        expect(svg, where).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 250" role="img" aria-label="[^"]*">/,
        );
        expect(svg, where).toContain(
          `<title>${picture.alt.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</title>`,
        );
        const motions = new Set(picture.parts.flatMap((part) => (part.motion ? [part.motion] : [])));
        if (still && motions.size > 0) {
          expect(svg.match(/<style>/g), where).toHaveLength(1);
          for (const motion of motions) {
            expect(svg, `${where}: ${motion}`).toContain(`@keyframes pic-${motion}{`);
            expect(svg, `${where}: ${motion}`).toContain(`class="pic-m-${motion}"`);
          }
        } else {
          expect(svg, where).not.toMatch(/<style|class=/);
        }
      }
    }
  });

  it('renders pictures of the library in resvg', () => {
    for (const { where, picture, animated } of PICTURES) {
      const svg = pictureSvg(picture, { animated, idPrefix: `p${where.replace(/\W+/g, '-')}` });
      expect(() => new Resvg(svg, RENDER_OPTIONS).render(), where).not.toThrow();
    }
  });

  it('keeps two pictures on one page apart, and labels inside the scene', () => {
    const picture: Picture = {
      alt: 'A sun & a "moon" <rising>',
      parts: [
        { part: 'sky' },
        { part: 'sun', x: 390, y: 245, size: 80, motion: 'rise', label: 'Sun rising over the sea' },
        { part: 'moon', x: 10, y: 10, size: 40, motion: 'orbit', label: 'Moon' },
      ],
    };
    const one = pictureSvg(picture, { animated: true, idPrefix: 'one' });
    const two = pictureSvg(picture, { animated: true, idPrefix: 'two' });
    expect(one).toContain('@keyframes one-rise{');
    expect(two).toContain('@keyframes two-rise{');
    expect(two).not.toContain('one-');
    expect(one).toContain('<title>A sun &#38; a &#34;moon&#34; &#60;rising&#62;</title>');
    expect(xmlProblems(one)).toEqual([]);
    for (const [, x, y] of one.matchAll(/<text x="([\d.]+)" y="([\d.]+)"/g)) {
      expect(Number(x)).toBeGreaterThan(0);
      expect(Number(x)).toBeLessThan(400);
      expect(Number(y)).toBeGreaterThan(12);
      expect(Number(y)).toBeLessThan(250);
    }
    const labels = [...one.matchAll(/<text[^>]*>[^<]*<\/text>/g)].map(([text]) => text).join('');
    const bbox = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250">${labels}</svg>`,
      RENDER_OPTIONS,
    ).getBBox();
    expect(bbox?.x).toBeGreaterThanOrEqual(0);
    expect((bbox?.x ?? 0) + (bbox?.width ?? 0)).toBeLessThanOrEqual(400);
    expect(bbox?.y).toBeGreaterThanOrEqual(0);
    expect((bbox?.y ?? 0) + (bbox?.height ?? 0)).toBeLessThanOrEqual(250);
    expect(() => pictureSvg(picture, { animated: true, idPrefix: 'a b' })).toThrow();
  });
});
