import type { jsPDF } from 'jspdf';

/** Spec 2 §9: metrics reports are 1123 x 794, landscape (jsPDF's 'pt' unit, as the result reports use). */
export const METRICS_PAGE = { width: 1123, height: 794 } as const;
/** Two charts per page, one above the other: the charts are wider than tall, as the landscape page is. */
export const CHARTS_PER_PAGE = 2;

/** A chart as the report takes it: a PNG (ChartCardHandle.image gives one) and the size it was drawn at. */
export interface MetricsPdfChart {
  title: string;
  /** The line of what the chart shows, under its title (issue 35). */
  shows?: string | undefined;
  png: Blob | Uint8Array;
  width: number;
  height: number;
}

export interface MetricsPdfContent {
  title: string;
  subtitle: string;
  charts: readonly MetricsPdfChart[];
}

const MARGIN = 40;
const CONTENT_WIDTH = METRICS_PAGE.width - 2 * MARGIN;
const GAP = 24;
const CHART_TITLE_SIZE = 13;
const CHART_SHOWS_SIZE = 10;
const TEXT = [33, 33, 33] as const;
const MUTED = [97, 97, 97] as const;

async function bytesOf(png: Blob | Uint8Array): Promise<Uint8Array> {
  return png instanceof Uint8Array ? png : new Uint8Array(await png.arrayBuffer());
}

/** Where the heading leaves room for charts on page 1. */
function writeHeading(doc: jsPDF, title: string, subtitle: string): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.setTextColor(...TEXT);
  doc.text(title, MARGIN, MARGIN, { baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(14);
  doc.setTextColor(...MUTED);
  doc.text(subtitle, MARGIN, MARGIN + 30, { baseline: 'top' });
  doc.setDrawColor(189, 189, 189);
  doc.setLineWidth(0.8);
  doc.line(MARGIN, MARGIN + 56, MARGIN + CONTENT_WIDTH, MARGIN + 56);
  return MARGIN + 56 + 16;
}

/** A chart's title as text (searchable, read aloud) and its image fitted below it, centred, never stretched. */
function writeChart(doc: jsPDF, chart: MetricsPdfChart, png: Uint8Array, top: number, height: number): void {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(CHART_TITLE_SIZE);
  doc.setTextColor(...TEXT);
  doc.text(chart.title, MARGIN, top, { baseline: 'top' });
  let boxTop = top + CHART_TITLE_SIZE * 1.25 + 6;
  if (chart.shows) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(CHART_SHOWS_SIZE);
    doc.setTextColor(...MUTED);
    doc.text(chart.shows, MARGIN, boxTop - 2, { baseline: 'top' });
    boxTop += CHART_SHOWS_SIZE * 1.25 + 4;
  }
  const boxHeight = height - (boxTop - top);
  const scale = Math.min(CONTENT_WIDTH / chart.width, boxHeight / chart.height);
  const [w, h] = [chart.width * scale, chart.height * scale];
  doc.addImage(png, 'PNG', MARGIN + (CONTENT_WIDTH - w) / 2, boxTop, w, h);
}

/**
 * Spec 2 §9: the metrics report as a PDF: landscape 1123 x 794 pages, the
 * title and subtitle at the top of page 1, then the charts two to a page,
 * each under its title in real text. jsPDF is loaded here, on first use.
 */
export async function buildMetricsPdf({ title, subtitle, charts }: MetricsPdfContent): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({
    unit: 'pt',
    format: [METRICS_PAGE.width, METRICS_PAGE.height],
    orientation: 'landscape',
    compress: true,
  });
  doc.setProperties({ title: `${title}: ${subtitle}`, subject: title });
  let top = writeHeading(doc, title, subtitle);
  const pngs = await Promise.all(charts.map((chart) => bytesOf(chart.png)));
  charts.forEach((chart, i) => {
    const slot = i % CHARTS_PER_PAGE;
    if (i > 0 && slot === 0) {
      doc.addPage([METRICS_PAGE.width, METRICS_PAGE.height], 'landscape');
      top = MARGIN;
    }
    const height = (METRICS_PAGE.height - MARGIN - top - GAP) / CHARTS_PER_PAGE;
    writeChart(doc, chart, pngs[i] ?? new Uint8Array(), top + slot * (height + GAP), height);
  });
  return doc.output('blob');
}
