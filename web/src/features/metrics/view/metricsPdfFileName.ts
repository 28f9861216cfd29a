const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "Hill School-Metrics-20261124.pdf": whose metrics, and the reader's own day it was saved. */
export function metricsPdfFileName(stem: string, at: Date = new Date()): string {
  return `${stem}-Metrics-${at.getFullYear()}${twoDigits(at.getMonth() + 1)}${twoDigits(at.getDate())}.pdf`;
}
