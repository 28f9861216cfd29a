import { fetchActivityImages, type ActivityImages } from '../pdf/activityImages';
import {
  groupReportPdf,
  studentReportPdf,
  type GroupPdfResult,
  type PdfGroup,
  type PdfStudent,
  type StudentPdfResult,
} from '../pdf/reportPdf';
import type { SchoolClock } from '../../../shared/dates/schoolClock';
import { reportFileName } from '../../../shared/files/reportFiles';

/** One report to build: a student's or a group's result, with the name its title and file take. */
export type ReportSource =
  | { kind: 'student'; id: string; student: PdfStudent; result: StudentPdfResult }
  | { kind: 'group'; id: string; group: PdfGroup; result: GroupPdfResult };

export interface ReportFile {
  name: string;
  pdf: ArrayBuffer;
}

/** How far a download has come, for its progress bar. */
export type BuildProgress =
  | { step: 'reading' }
  | { step: 'building'; done: number; total: number }
  | { step: 'zipping'; percent: number }
  | { step: 'sending' };

/** Stops a build between two reports when its dialog is closed. */
export class BuildCancelled extends Error {
  constructor() {
    super('The download was cancelled');
  }
}

/** Lets the page paint the progress bar (and a Cancel click land) between two reports. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function sourceName(source: ReportSource): string {
  return source.kind === 'student' ? `${source.student.firstName} ${source.student.lastName}` : source.group.name;
}

function buildOne(source: ReportSource, images: ActivityImages, clock: SchoolClock): Promise<ArrayBuffer> {
  return source.kind === 'student'
    ? studentReportPdf(source.result, source.student, images, clock)
    : groupReportPdf(source.result, source.group, images, clock);
}

export interface BuildOptions {
  /** The school's clock, whose days the reports' dates are. */
  clock: SchoolClock;
  onProgress?(progress: BuildProgress): void;
  cancelled?(): boolean;
  /** The appendix's images; by default fetched from the API, each activity once for every report. */
  images?: ActivityImages;
}

/**
 * One PDF per report, named by name plus the first 8 characters of the id
 * (spec 2 §9), built one after the other so the page stays responsive and
 * the progress bar moves. A failure to build any of them throws: the caller
 * says "This Pdf could not be generated" rather than saving a partial set.
 */
export async function buildReportFiles(
  sources: readonly ReportSource[],
  { clock, onProgress, cancelled = () => false, images }: BuildOptions,
): Promise<ReportFile[]> {
  const total = sources.length;
  onProgress?.({ step: 'building', done: 0, total });
  const shared =
    images ??
    (await fetchActivityImages(sources.flatMap((source) => source.result.assignments.edges.map((e) => e.node))));
  const files: ReportFile[] = [];
  const taken = new Set<string>();
  for (const source of sources) {
    await nextTask();
    if (cancelled()) throw new BuildCancelled();
    const pdf = await buildOne(source, shared, clock);
    files.push({ name: uniqueName(reportFileName(sourceName(source), source.id), taken), pdf });
    onProgress?.({ step: 'building', done: files.length, total });
  }
  return files;
}

/** Two reports never overwrite each other in a zip, even were their names and id prefixes alike. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = name.replace(/\.pdf$/, ` (${n}).pdf`);
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The reports bundled into one zip (spec 2 §9). JSZip is loaded here, on first use. */
export async function zipReports(
  files: readonly ReportFile[],
  onProgress?: (progress: BuildProgress) => void,
): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const { name, pdf } of files) zip.file(name, pdf);
  onProgress?.({ step: 'zipping', percent: 0 });
  // Stored, not deflated: the PDFs' streams are deflated already (reportPdf's `compress`).
  return zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' }, ({ percent }) =>
    onProgress?.({ step: 'zipping', percent }),
  );
}

export const pdfBlob = (pdf: ArrayBuffer) => new Blob([pdf], { type: 'application/pdf' });
