import JSZip from 'jszip';

/**
 * A small but whole PDF (one A4 page showing `text` in Helvetica), its
 * cross-reference table computed, so PDF readers open it as they would a
 * report (`pdfinfo` and `pdftotext` read it).
 */
export function samplePdf(text = 'Academic Result'): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 24 Tf 72 760 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A real 1×1 PNG: what a picture renamed "report.pdf" is. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A zip (deflated, as JSZip makes the web's) of these entries. */
export async function zipOf(entries: Record<string, Uint8Array | string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export interface FormFile {
  content: Uint8Array;
  name: string;
  type?: string;
}

/**
 * A multipart form as a browser's FormData sends it (encoded by Node's own
 * fetch Request): the body and the content type with its boundary.
 */
export async function multipartForm(
  fields: Record<string, string>,
  files: Record<string, FormFile> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  // The text fields first, then the file, as the web's "Email me" sends them.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([file.content], { type: file.type ?? 'application/pdf' }), file.name);
  }
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
