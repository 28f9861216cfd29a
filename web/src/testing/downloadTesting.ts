import JSZip from 'jszip';
import { onTestFinished, vi } from 'vitest';
import { SEND_RESULT_PATH } from '../features/result/download/emailReport';

/* What the download tests catch of the browser: the files saved and the forms e-mailed. The test file undoes the stubs with vi.restoreAllMocks and vi.unstubAllGlobals; the object URL functions are put back here. */

/** Each file the page hands the browser to save, with the name it suggests. */
export function catchSavedFiles(): { blob: Blob; name: string }[] {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:file${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download });
  });
  // The appendix's images are outside this test: none come, and the PDFs say so.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
  return saved;
}

/** The forms posted to the e-mail route, answered by `answer`. */
export function catchEmails(answer: () => Response): FormData[] {
  const sent: FormData[] = [];
  catchSavedFiles();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== SEND_RESULT_PATH) return new Response(null, { status: 404 });
      sent.push(init?.body as FormData);
      return answer();
    }),
  );
  return sent;
}

/** jsdom's Blob has no arrayBuffer(): read it as a browser of old would. */
export function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

/** A zip's entries in order, each as the first bytes of its text. */
export async function zipEntries(blob: Blob): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(await bytesOf(blob));
  const entries: Record<string, string> = {};
  for (const name of Object.keys(zip.files)) entries[name] = (await zip.file(name)!.async('string')).slice(0, 8);
  return entries;
}
