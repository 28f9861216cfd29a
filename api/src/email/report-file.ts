import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { EmailFileType } from '../db/email-outbox-schema.js';

/** Every PDF begins with this header (ISO 32000-1, 7.5.2). */
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
/** A zip's first local file header ("PK\3\4"); an empty zip begins with its end record ("PK\5\6"). */
const ZIP_HEADERS = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .subarray(0, PDF_HEADER.length)
    .equals(PDF_HEADER);
}

function looksLikeZip(bytes: Buffer): boolean {
  return ZIP_HEADERS.some((header) => bytes.subarray(0, header.length).equals(header));
}

/**
 * What a report file is, judged by its bytes alone (never its name or the
 * content type the client claims): a PDF; a zip whose every entry is a PDF
 * (the web's group "Email me"); or undefined, anything else. A zip is read with
 * yauzl and refused past `limits` while it is read, so a zip bomb costs at
 * most `maxUncompressedBytes` of inflating: each entry is inflated in full
 * (checking the sizes its headers declare), not only its first bytes.
 */
export async function reportFileType(bytes: Buffer, limits: ZipLimits): Promise<EmailFileType | undefined> {
  if (isPdf(bytes)) return 'pdf';
  if (!looksLikeZip(bytes)) return undefined;
  try {
    return (await isZipOfPdfs(bytes, limits)) ? 'zip' : undefined;
  } catch {
    // A damaged zip, an encrypted entry, a path leading out of the zip, sizes that lie: not a zip of PDFs.
    return undefined;
  }
}

async function isZipOfPdfs(bytes: Buffer, limits: ZipLimits): Promise<boolean> {
  const zip = await yauzl.fromBufferPromise(bytes, {
    lazyEntries: true,
    validateEntrySizes: true,
    strictFileNames: true,
    decodeStrings: true,
  });
  try {
    if (zip.entryCount === 0 || zip.entryCount > limits.maxEntries) return false;
    let pdfs = 0;
    let budget = limits.maxUncompressedBytes;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted() || !entry.canDecodeFileData() || entry.uncompressedSize > budget) return false;
      const read = await readPrefix(await zip.openReadStreamPromise(entry), PDF_HEADER.length, budget);
      if (read === undefined || !isPdf(read.prefix)) return false;
      budget -= read.total;
      pdfs += 1;
    }
    return pdfs > 0;
  } finally {
    zip.close();
  }
}

/**
 * Reads a stream to its end, keeping its first `length` bytes and counting
 * the rest; undefined (and the stream destroyed) once it passes `budget`.
 */
async function readPrefix(
  stream: Readable,
  length: number,
  budget: number,
): Promise<{ prefix: Buffer; total: number } | undefined> {
  const kept: Buffer[] = [];
  let keptLength = 0;
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > budget) {
      stream.destroy();
      return undefined;
    }
    if (keptLength < length) {
      kept.push(chunk.subarray(0, length - keptLength));
      keptLength += Math.min(chunk.length, length - keptLength);
    }
  }
  return { prefix: Buffer.concat(kept), total };
}
