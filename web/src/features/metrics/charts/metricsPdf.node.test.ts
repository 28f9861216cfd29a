// @vitest-environment node
// poppler-utils (pdfinfo, pdftotext, pdfimages) read the PDF as a reader would; .ci/run installs them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMetricsPdf, type MetricsPdfChart } from './metricsPdf';

/** A valid RGB PNG of one colour, made here so the test needs no image files. */
function png(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const [length, crc] = [Buffer.alloc(4), Buffer.alloc(4)];
    length.writeUInt32BE(data.length);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  );
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
const temporary: string[] = [];

async function read(pdf: Blob) {
  const dir = mkdtempSync(join(tmpdir(), 'metrics-pdf-'));
  temporary.push(dir);
  const file = join(dir, 'metrics.pdf');
  writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
  const pages = Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1]);
  const sizes = [...run('pdfinfo', ['-f', '1', '-l', String(pages), file]).matchAll(/^Page\s+\d+ size:\s+(.*)$/gm)].map(
    (match) => match[1],
  );
  // pdfimages -list: two header lines, then a line per image with its page first.
  const images = run('pdfimages', ['-list', file])
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => ({ page: Number(line.trim().split(/\s+/)[0]), width: Number(line.trim().split(/\s+/)[3]) }));
  const text = (page: number) =>
    run('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-']).replace(/\s+/g, ' ');
  return { pages, sizes, images, text };
}

const chart = (title: string, width: number, height: number, rgb: [number, number, number]): MetricsPdfChart => ({
  title,
  png: png(width * 2, height * 2, rgb),
  width,
  height,
});

describe('metrics report PDF read by poppler-utils (spec 2 §9)', () => {
  afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('puts the heading on page 1 and the charts two to a landscape 1123 x 794 page, titled in real text', async () => {
    const charts = [
      chart('Activities Count', 640, 312, [21, 101, 192]),
      // A chart as ChartCardHandle.image gives it: the PNG as a Blob.
      {
        title: 'Where the work went (Enrollment Distribution)',
        shows: "Each learning area's share of all the activities worked on in the period.",
        png: new Blob([png(1280, 600, [198, 40, 40]) as BlobPart], { type: 'image/png' }),
        width: 640,
        height: 300,
      },
      chart('Completion Rate', 360, 388, [46, 125, 50]),
    ];
    const pdf = await buildMetricsPdf({
      title: 'School Metrics',
      subtitle: 'García Primary · Recent One Year',
      charts,
    });
    expect(pdf.type).toBe('application/pdf');
    const { pages, sizes, images, text } = await read(pdf);

    expect(pages).toBe(2); // 3 charts, 2 per page.
    expect(sizes).toEqual(['1123 x 794 pts', '1123 x 794 pts']);
    expect(text(1)).toContain('School Metrics');
    expect(text(1)).toContain('García Primary · Recent One Year');
    expect(text(1)).toContain('Activities Count');
    expect(text(1)).toContain('Where the work went (Enrollment Distribution)');
    expect(text(1)).toContain("Each learning area's share of all the activities worked on in the period.");
    expect(text(2)).toContain('Completion Rate');
    expect(text(2)).not.toContain('School Metrics');
    // Each chart's PNG is in the PDF once, at its full 2× resolution, on its page.
    expect(images).toEqual([
      { page: 1, width: 1280 },
      { page: 1, width: 1280 },
      { page: 2, width: 720 },
    ]);
  });

  it('still makes a one-page report with only the heading when no chart has data', async () => {
    const { pages, text } = await read(await buildMetricsPdf({ title: 'Metrics', subtitle: 'Stars', charts: [] }));
    expect(pages).toBe(1);
    expect(text(1).trim()).toBe('Metrics Stars');
  });
});
