import { describe, expect, it } from 'vitest';
import { SAMPLE_PNG, samplePdf, zipOf } from '../testing/report-files.js';
import { attachmentName } from './attachment-name.js';
import { reportFileType } from './report-file.js';

const limits = { maxEntries: 5, maxUncompressedBytes: 1024 * 1024 };

describe('what a report file is, by its bytes', () => {
  it('takes a PDF whatever it is called, and refuses a PNG or text', async () => {
    expect(await reportFileType(samplePdf(), limits)).toBe('pdf');
    expect(await reportFileType(SAMPLE_PNG, limits)).toBeUndefined();
    expect(await reportFileType(Buffer.from('%PD not quite'), limits)).toBeUndefined();
    expect(await reportFileType(Buffer.alloc(0), limits)).toBeUndefined();
  });

  it('takes a zip whose every entry is a PDF, folders aside', async () => {
    const zip = await zipOf({ 'Ada-1a2b3c4d.pdf': samplePdf('Ada'), 'group/Bo-5e6f7a8b.pdf': samplePdf('Bo') });
    expect(await reportFileType(zip, limits)).toBe('zip');
  });

  it('refuses a zip holding anything but PDFs, an empty zip, and a damaged one', async () => {
    expect(await reportFileType(await zipOf({ 'a.pdf': samplePdf(), 'b.pdf': SAMPLE_PNG }), limits)).toBeUndefined();
    expect(await reportFileType(await zipOf({ 'inner.pdf': await zipOf({ 'a.pdf': samplePdf() }) }), limits)).toBe(
      undefined,
    );
    expect(await reportFileType(await zipOf({}), limits)).toBeUndefined();
    const zip = await zipOf({ 'a.pdf': samplePdf(), 'b.pdf': samplePdf() });
    expect(await reportFileType(zip.subarray(0, zip.length - 30), limits)).toBeUndefined();
  });

  it('refuses a zip of more entries than the limit', async () => {
    const six = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`${n}.pdf`, samplePdf(String(n))]));
    expect(await reportFileType(await zipOf(six), limits)).toBeUndefined();
  });

  it('refuses a zip bomb: a PDF that inflates past the limit, however small it is zipped', async () => {
    const padded = Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024)]);
    const zip = await zipOf({ 'big.pdf': padded });
    expect(zip.length).toBeLessThan(20 * 1024);
    expect(await reportFileType(zip, limits)).toBeUndefined();
    expect(await reportFileType(zip, { ...limits, maxUncompressedBytes: 3 * 1024 * 1024 })).toBe('zip');
  });

  it('refuses a zip whose headers understate what it inflates to', async () => {
    const zip = await zipOf({ 'big.pdf': Buffer.concat([samplePdf(), Buffer.alloc(64 * 1024)]) });
    // The central directory's uncompressed size of the one entry (offset 24 in its record) set to 100 bytes.
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(100, central + 24);
    expect(await reportFileType(zip, limits)).toBeUndefined();
  });
});

describe('the name a file is attached under', () => {
  it('keeps a plain name, with the extension of what the bytes are', () => {
    expect(attachmentName('Ada Lovelace-1a2b3c4d.pdf', 'pdf')).toBe('Ada Lovelace-1a2b3c4d.pdf');
    expect(attachmentName('Result-20260524101500.zip', 'zip')).toBe('Result-20260524101500.zip');
    expect(attachmentName('report.pdf', 'zip')).toBe('report.pdf.zip');
    expect(attachmentName('REPORT.PDF', 'pdf')).toBe('REPORT.pdf');
  });

  it('drops paths, control characters and characters file systems refuse', () => {
    expect(attachmentName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(attachmentName('C:\\Users\\ada\\report.pdf', 'pdf')).toBe('report.pdf');
    expect(attachmentName('a\r\nBcc: x@y.z\t"<b>"?.pdf', 'pdf')).toBe('aBcc x@y.zb.pdf');
    expect(attachmentName('...hidden.pdf', 'pdf')).toBe('hidden.pdf');
  });

  it('names a file sent without a usable name, and keeps names short', () => {
    expect(attachmentName('', 'pdf')).toBe('result.pdf');
    expect(attachmentName('///', 'zip')).toBe('results.zip');
    expect(attachmentName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(150);
    expect(attachmentName(`${'😀'.repeat(200)}.pdf`, 'pdf')).toBe(`${'😀'.repeat(146)}.pdf`);
  });
});
