import { CHART_FONT } from './chartTheme';

/*
 * A chart's picture as files: its <svg> made self-contained (namespace,
 * size, fonts and a white background written into it, since a saved SVG has
 * no page around it), and that SVG drawn on a canvas as a PNG.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** The PNG is drawn at twice the chart's size: sharp on high-density screens and when a PDF page enlarges it. */
export const PNG_SCALE = 2;
/** The font properties a text keeps when it leaves the page's style sheets. */
const FONT_PROPERTIES = ['font-family', 'font-size', 'font-weight', 'font-style'] as const;

/** A chart's SVG as a standalone document and its size in CSS pixels. */
export interface ChartSvg {
  text: string;
  width: number;
  height: number;
}

/** A chart as an image for a report: the PNG and the size it was drawn at (before PNG_SCALE). */
export interface ChartImage {
  title: string;
  /** The line of what the chart shows, for the report PDF. */
  shows?: string | undefined;
  png: Blob;
  width: number;
  height: number;
}

function svgSize(svg: SVGSVGElement): { width: number; height: number } {
  const width = Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width;
  const height = Number(svg.getAttribute('height')) || svg.getBoundingClientRect().height;
  return { width: Math.round(width), height: Math.round(height) };
}

/** The chart's <svg> as a standalone SVG document's text. */
export function chartSvg(svg: SVGSVGElement): ChartSvg {
  const { width, height } = svgSize(svg);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // As a namespace declaration, not a plain attribute (React writes it as one): else a serializer may write it twice.
  copy.removeAttribute('xmlns');
  copy.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  if (!copy.hasAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  // The page's fonts reach the texts through CSS; the saved file has no CSS, so each text carries its own.
  // The charts' own font, not the page's (which may be none): a text without a font of its own inherits it.
  copy.setAttribute('font-family', CHART_FONT);
  const texts = svg.querySelectorAll('text');
  copy.querySelectorAll('text').forEach((text, i) => {
    const source = texts[i];
    if (!source) return;
    const style = getComputedStyle(source);
    for (const property of FONT_PROPERTIES) {
      const value = style.getPropertyValue(property);
      if (value && !text.style.getPropertyValue(property)) text.style.setProperty(property, value);
    }
  });
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', String(width));
  background.setAttribute('height', String(height));
  background.setAttribute('fill', '#ffffff');
  copy.insertBefore(background, copy.firstChild);
  return { text: new XMLSerializer().serializeToString(copy), width, height };
}

/** The SVG drawn at PNG_SCALE on a canvas, as PNG bytes. Rejects where the browser cannot draw it. */
export async function svgToPng({ text, width, height }: ChartSvg, scale: number = PNG_SCALE): Promise<Blob> {
  const image = new Image(width, height);
  // A data: address, not a blob: one: the canvas then stays untainted in every browser, so toBlob is allowed.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the chart on');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no PNG'))), 'image/png'),
  );
}

/** A chart's <svg> as a PNG for the metrics report PDF (metricsPdf.ts). */
export async function chartImage(svg: SVGSVGElement, title: string, shows?: string): Promise<ChartImage> {
  const drawn = chartSvg(svg);
  return { title, shows, png: await svgToPng(drawn), width: drawn.width, height: drawn.height };
}
