import { gradeText } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import type { jsPDF } from 'jspdf';
import type {
  GroupReport_ResultFragment,
  ReportPdf_AssignmentFragment,
  StudentReport_ResultFragment,
} from '../../../generated/graphql';
import { COMMENTS_TITLE, newestComments } from '../report/CommentList';
import { CURRICULUMS_TITLE } from '../report/CurriculumCards';
import { RECENT_ASSIGNMENTS_TITLE } from '../report/RecentAssignments';
import { SUMMARY_TITLE, summaryFigures, type ReportSummary } from '../report/SummaryCard';
import { CAPABILITY_GRADES_TITLE, TOPIC_GRADES_TITLE } from '../report/student/StudentReport';
import { accuracyText, percentText, REPORT_TEXTS, rowStatus, yearLevelText } from '../report/reportFormat';
import type { SchoolClock } from '../../../shared/dates/schoolClock';
import { datesFor, type Dates } from '../../../shared/dates/useDates';
import type { ActivityImages } from './activityImages';
import { APPENDIX_PER_ROW, appendixActivities, appendixRows } from './appendix';
import { drawFace } from './faces';
import { REPORT_PDF_TEXTS, reportFailureText, reportTitle } from './pdfTexts';

/** Spec 2 §9: student and group reports are 794 x 1123 (jsPDF's 'pt' unit: pdfinfo reads exactly that). */
export const REPORT_PAGE = { width: 794, height: 1123 } as const;

/** An assignment as the PDF needs it: what the report pages show, and its activities for the appendix. */
export type PdfAssignment = ReportPdf_AssignmentFragment;
/** A student's result as the report page fetches it (StudentReport_result). */
export type StudentPdfResult = StudentReport_ResultFragment;
/** A group's result as the group report page fetches it (GroupReport_result). */
export type GroupPdfResult = GroupReport_ResultFragment;

export interface PdfStudent {
  firstName: string;
  lastName: string;
}

export interface PdfGroup {
  name: string;
}

const MARGIN = 48;
const CONTENT_WIDTH = REPORT_PAGE.width - 2 * MARGIN;
type Rgb = readonly [number, number, number];
const TEXT: Rgb = [33, 33, 33];
const MUTED: Rgb = [97, 97, 97];
const ACHIEVED: Rgb = [46, 125, 50];
const LINE = 1.25;

/**
 * Writes top to bottom, starting a new page when the next block would not fit.
 * Every word goes through jsPDF's `text`, so the PDF's text is real text.
 */
class Writer {
  y = MARGIN;

  constructor(readonly doc: jsPDF) {}

  /** Makes room for `height` more points, on a new page if this one is full. */
  room(height: number): void {
    if (this.y + height > REPORT_PAGE.height - MARGIN) {
      this.doc.addPage([REPORT_PAGE.width, REPORT_PAGE.height], 'portrait');
      this.y = MARGIN;
    }
  }

  /** How tall `paragraph` would write `text`, so a block of several can be kept on one page. */
  measure(text: string, { size = 11, bold = false, width = CONTENT_WIDTH, after = 4 } = {}): number {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    return (this.doc.splitTextToSize(text, width) as string[]).length * size * LINE + after;
  }

  /** Text wrapped to `width`, line by line, breaking pages between lines. */
  paragraph(
    text: string,
    { size = 11, bold = false, colour = TEXT, x = MARGIN, width = CONTENT_WIDTH, after = 4 } = {},
  ): void {
    const { doc } = this;
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.setTextColor(...colour);
    const lineHeight = size * LINE;
    for (const line of doc.splitTextToSize(text, width) as string[]) {
      this.room(lineHeight);
      doc.text(line, x, this.y, { baseline: 'top' });
      this.y += lineHeight;
    }
    this.y += after;
  }

  heading(text: string): void {
    this.room(60); // A heading is never the last line of a page.
    this.y += 10;
    this.paragraph(text, { size: 15, bold: true, after: 2 });
    this.doc.setDrawColor(189, 189, 189);
    this.doc.setLineWidth(0.8);
    this.doc.line(MARGIN, this.y, MARGIN + CONTENT_WIDTH, this.y);
    this.y += 8;
  }

  /** A thin rule between the entries of a list. */
  rule(): void {
    this.doc.setDrawColor(224, 224, 224);
    this.doc.setLineWidth(0.5);
    this.doc.line(MARGIN, this.y, MARGIN + CONTENT_WIDTH, this.y);
    this.y += 6;
  }
}

interface ReportParts {
  subtitle: string;
  result: ReportSummary & {
    assignments: { totalCount: number; edges: readonly { node: PdfAssignment }[] };
    curriculum: StudentReport_ResultFragment['curriculum'];
    comments: StudentReport_ResultFragment['comments'];
  };
  grades?: Pick<StudentReport_ResultFragment, 'topicGrades' | 'capabilityGrades'>;
  images: ActivityImages;
  /** The school's clock: every date in the report is its day. */
  clock: SchoolClock;
  product?: string;
}

/**
 * Spec 2 §9: a student's academic report, 794 x 1123 pages titled
 * "{product} Student Report": the summary, recent assignments, curriculum
 * results, topic and capability grades with their faces, comments, and the
 * appendix of the assignments' activity images. `images` are the PNGs already
 * fetched (fetchActivityImages), so building is pure. jsPDF is loaded here, on
 * first use, never with the sign-in page.
 */
export async function studentReportPdf(
  result: StudentPdfResult,
  student: PdfStudent,
  images: ActivityImages,
  clock: SchoolClock,
  product?: string,
): Promise<ArrayBuffer> {
  return buildReport({
    subtitle: `${student.firstName} ${student.lastName}`,
    result,
    grades: result,
    images,
    clock,
    product,
  });
}

/** Spec 2 §9: a group's academic report: as the student's, without grades (a group has none). */
export async function groupReportPdf(
  result: GroupPdfResult,
  group: PdfGroup,
  images: ActivityImages,
  clock: SchoolClock,
  product?: string,
): Promise<ArrayBuffer> {
  return buildReport({ subtitle: group.name, result, images, clock, product });
}

async function buildReport(parts: ReportParts): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({
    unit: 'pt',
    format: [REPORT_PAGE.width, REPORT_PAGE.height],
    orientation: 'portrait',
    // Deflated streams: a third of the size, and a zip of reports need not compress them again.
    compress: true,
  });
  const title = reportTitle(parts.product);
  doc.setProperties({ title: `${title}: ${parts.subtitle}`, subject: title });
  const out = new Writer(doc);
  const dates = datesFor(parts.clock);
  out.paragraph(title, { size: 22, bold: true, after: 2 });
  out.paragraph(parts.subtitle, { size: 16, colour: MUTED, after: 8 });

  writeSummary(out, parts.result);
  const assignments = parts.result.assignments.edges.map((edge) => edge.node);
  writeAssignments(out, dates, assignments, parts.result.assignments.totalCount);
  writeCurriculum(out, parts.result.curriculum);
  if (parts.grades) {
    writeGrades(out, TOPIC_GRADES_TITLE, parts.grades.topicGrades, RESULT_SPEC_TEXTS.noTopicGrades);
    writeGrades(out, CAPABILITY_GRADES_TITLE, parts.grades.capabilityGrades, RESULT_SPEC_TEXTS.noCapabilityGrades);
  }
  writeComments(out, dates, parts.result.comments);
  writeAppendix(out, assignments, parts.images);
  return doc.output('arraybuffer');
}

function writeSummary(out: Writer, result: ReportParts['result']): void {
  out.heading(SUMMARY_TITLE);
  const figures = summaryFigures(result);
  const column = CONTENT_WIDTH / figures.length;
  out.room(40); // The figures side by side, on one page.
  const top = out.y;
  figures.forEach(([label, value], i) => {
    out.y = top;
    out.paragraph(label, { size: 9, colour: MUTED, x: MARGIN + i * column, width: column - 8, after: 0 });
    out.paragraph(value, { size: 14, bold: true, x: MARGIN + i * column, width: column - 8, after: 0 });
  });
  out.y += 6;
  out.paragraph(`Accuracy: ${accuracyText(result.totalCorrect, result.totalAnswered)}`, { size: 11 });
}

/** Recent Assignments: a student's report says the student's own status at each (issue 35), a group's the assignment's. */
function writeAssignments(out: Writer, dates: Dates, assignments: readonly PdfAssignment[], totalCount: number): void {
  out.heading(RECENT_ASSIGNMENTS_TITLE);
  if (assignments.length === 0) {
    out.paragraph(RESULT_SPEC_TEXTS.noAssignmentResult, { colour: MUTED });
    return;
  }
  for (const assignment of assignments) {
    out.room(50);
    out.paragraph(`${assignment.name} (${rowStatus(assignment).text})`, { bold: true, after: 0 });
    out.paragraph(`${dates.day(assignment.startDate)} to ${dates.day(assignment.endDate)}`, {
      size: 10,
      colour: MUTED,
      after: 0,
    });
    if (assignment.studentStatus !== 'NOT_STARTED')
      out.paragraph(accuracyText(assignment.correct, assignment.answered), { size: 10 });
    out.rule();
  }
  if (totalCount > assignments.length) {
    out.paragraph(`The latest ${assignments.length} of ${totalCount} assignments.`, { size: 10, colour: MUTED });
  }
}

function writeCurriculum(out: Writer, results: ReportParts['result']['curriculum']): void {
  out.heading(CURRICULUMS_TITLE);
  if (results.length === 0) {
    out.paragraph(RESULT_SPEC_TEXTS.noCurriculumTaken, { colour: MUTED });
    return;
  }
  const markWidth = 110;
  const textWidth = CONTENT_WIDTH - markWidth;
  for (const result of results) {
    const { curriculum, achieved } = result;
    const name = `${curriculum.code}  ${curriculum.name}`;
    const details = `Year Level: ${yearLevelText(curriculum.yearLevel)} · ${percentText(result.evaluation)} · ${accuracyText(result.correct, result.answered)}`;
    const detailsLook = { size: 10, colour: MUTED, width: textWidth, after: 4 };
    // The entry and its mark stay on one page.
    out.room(out.measure(name, { bold: true, width: textWidth, after: 0 }) + out.measure(details, detailsLook) + 6);
    const top = out.y;
    out.paragraph(name, { bold: true, width: textWidth, after: 0 });
    out.paragraph(details, detailsLook);
    const bottom = out.y;
    // Achieved (spec 2 §5) is said in words and marked with a tick, so colour is never the only sign.
    const x = MARGIN + CONTENT_WIDTH - markWidth + 10;
    out.y = top;
    const { doc } = out;
    if (achieved) {
      doc.setDrawColor(...ACHIEVED);
      doc.setLineWidth(2);
      doc.lines(
        [
          [4, 5],
          [9, -11],
        ],
        x,
        top + 7,
        [1, 1],
        'S',
        false,
      );
      out.paragraph(REPORT_TEXTS.achieved, {
        bold: true,
        colour: ACHIEVED,
        x: x + 18,
        width: markWidth - 28,
        after: 0,
      });
    } else {
      out.paragraph(REPORT_PDF_TEXTS.notAchieved, { colour: MUTED, x: x + 18, width: markWidth - 28, after: 0 });
    }
    out.y = Math.max(bottom, out.y);
    out.rule();
  }
}

function writeGrades(
  out: Writer,
  title: string,
  grades: StudentReport_ResultFragment['topicGrades'],
  emptyText: string,
): void {
  out.heading(title);
  if (grades.length === 0) {
    out.paragraph(emptyText, { colour: MUTED });
    return;
  }
  const radius = 9;
  // Wide enough for the scale's longest name: "Very Satisfied (5 of 5)".
  const gradeWidth = 150;
  const nameLook = { x: MARGIN + 2 * radius + 10, width: CONTENT_WIDTH - 2 * radius - 10 - gradeWidth, after: 0 };
  for (const { name, grade } of grades) {
    // The face, the name and the grade stay on one page.
    out.room(Math.max(2 * radius, radius - 6 + out.measure(name, nameLook)) + 10);
    const top = out.y;
    drawFace(out.doc, grade, MARGIN + radius, top + radius, radius);
    out.y = top + radius - 6;
    out.paragraph(name, nameLook);
    const below = out.y;
    out.y = top + radius - 6;
    out.paragraph(gradeText(grade), {
      bold: true,
      x: MARGIN + CONTENT_WIDTH - gradeWidth,
      width: gradeWidth,
      after: 0,
    });
    out.y = Math.max(below, top + 2 * radius) + 4;
    out.rule();
  }
}

function writeComments(out: Writer, dates: Dates, comments: ReportParts['result']['comments']): void {
  out.heading(COMMENTS_TITLE);
  const shown = newestComments(comments);
  if (shown.length === 0) {
    out.paragraph(RESULT_SPEC_TEXTS.noTeacherComment, { colour: MUTED });
    return;
  }
  for (const { commentFrom, commentTo, date, comment } of shown) {
    out.room(50);
    out.paragraph(`${commentFrom}${commentTo ? ` about ${commentTo}` : ''}`, { bold: true, after: 0 });
    out.paragraph(dates.day(date), { size: 10, colour: MUTED, after: 2 });
    // splitTextToSize keeps the comment's own line breaks and wraps each line.
    out.paragraph(comment);
    out.rule();
  }
}

function writeAppendix(out: Writer, assignments: readonly PdfAssignment[], images: ActivityImages): void {
  const activities = appendixActivities(assignments);
  if (activities.length === 0) return;
  out.heading(REPORT_PDF_TEXTS.appendix);
  const gap = 16;
  const cell = (CONTENT_WIDTH - gap * (APPENDIX_PER_ROW - 1)) / APPENDIX_PER_ROW;
  const imageHeight = cell * 0.6;
  const { doc } = out;
  for (const row of appendixRows(activities)) {
    out.room(imageHeight + 44);
    const top = out.y;
    let bottom = top;
    row.forEach((activity, i) => {
      const x = MARGIN + i * (cell + gap);
      drawActivityImage(doc, images.get(activity.questId), x, top, cell, imageHeight);
      out.y = top + imageHeight + 4;
      out.paragraph(activity.name, { size: 10, bold: true, x, width: cell, after: 0 });
      out.paragraph(activity.realm, { size: 9, colour: MUTED, x, width: cell, after: 0 });
      bottom = Math.max(bottom, out.y);
    });
    out.y = bottom + gap;
  }
}

/** JPEG's first bytes: such an image goes into the PDF as it is, where a PNG is decoded and deflated again. */
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

/** An activity's image (PNG or JPEG) fitted into its cell, or a framed "Image not available" when it did not come. */
function drawActivityImage(doc: jsPDF, image: Uint8Array | undefined, x: number, y: number, w: number, h: number) {
  if (image) {
    const { width, height } = doc.getImageProperties(image);
    const scale = Math.min(w / width, h / height);
    const [dw, dh] = [width * scale, height * scale];
    doc.addImage(image, isJpeg(image) ? 'JPEG' : 'PNG', x + (w - dw) / 2, y + (h - dh) / 2, dw, dh);
    return;
  }
  doc.setDrawColor(189, 189, 189);
  doc.setLineWidth(0.8);
  doc.rect(x, y, w, h, 'S');
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...MUTED);
  doc.text(REPORT_PDF_TEXTS.imageMissing, x + w / 2, y + h / 2, { align: 'center', baseline: 'middle' });
}

/**
 * Builds a report, or gives the spec's "This Pdf could not be generated"
 * (spec 2 §8) when building throws, for the UI to show.
 */
export async function tryReportPdf(
  build: () => Promise<ArrayBuffer>,
): Promise<{ pdf: ArrayBuffer; error?: undefined } | { pdf?: undefined; error: string }> {
  try {
    return { pdf: await build() };
  } catch {
    return { error: reportFailureText() };
  }
}
