/*
 * What a drawing of ours may hold, for the tests that review them (a label
 * game's diagram, each part of the picture kit): plain shapes and their
 * attributes, nothing that runs, links or writes text.
 */

const SHAPES = new Set(['g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);
const ATTRIBUTES = new Set([
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'points',
  'x1',
  'y1',
  'x2',
  'y2',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'fill-opacity',
  'stroke-opacity',
  'opacity',
  'transform',
  'fill-rule',
]);

/** What in this SVG markup is not plain shapes, or draws nothing; empty when it is plain. */
export function plainSvgProblems(svg: string): string[] {
  const problems: string[] = [];
  for (const [, name, attributes] of svg.matchAll(/<\/?\s*([a-zA-Z-]+)([^>]*)>/g)) {
    if (!SHAPES.has(name ?? '')) problems.push(`element <${name}>`);
    for (const [, attribute] of (attributes ?? '').matchAll(/([a-zA-Z:-]+)\s*=/g)) {
      if (!ATTRIBUTES.has(attribute ?? '')) problems.push(`attribute ${attribute} on <${name}>`);
    }
  }
  if (/url\(|javascript:|&#|<!/.test(svg)) problems.push('a reference or an entity');
  if (!/<(path|circle|ellipse|rect|polygon|polyline|line)\b/.test(svg)) problems.push('no shape drawn');
  return problems;
}
