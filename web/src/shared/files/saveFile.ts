/** How long a saved file's address stays valid: some browsers read a large file from it well after the click (FileSaver.js waits as long). */
const KEEP_URL_MS = 40_000;

/** Hands a file made in the browser (a CSV, a PDF, a zip) to the browser as a download. */
export function saveFile(contents: Blob, fileName: string): void {
  const url = URL.createObjectURL(contents);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

/** A CSV text as a download. */
export function saveCsvFile(csv: string, fileName: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
