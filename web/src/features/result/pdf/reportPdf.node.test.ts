// @vitest-environment node
// Real binaries (poppler-utils' pdfinfo, pdftotext, pdftoppm) read the PDFs, so
// this runs in Node rather than jsdom. .ci/run installs poppler-utils.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { gradeText } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentStatus, StudentWorkStatus } from '../../../generated/graphql';
import type { ActivityImages } from './activityImages';
import { REPORT_PDF_TEXTS, reportTitle } from './pdfTexts';
import {
  groupReportPdf,
  studentReportPdf,
  tryReportPdf,
  type GroupPdfResult,
  type PdfAssignment,
  type StudentPdfResult,
} from './reportPdf';

const PERTH = { timeZone: 'Australia/Perth', locale: 'en-AU' };

/** Kept after the run (test-results/ is git-ignored): page 1 of each report as a PNG. */
const ARTIFACTS = fileURLToPath(new URL('../../../../../test-results/pdf/', import.meta.url));

/** A valid RGB PNG of one colour, made here so the test needs no image files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter choice, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  );
}

const activity = (questId: string, name: string) => ({ questId, name, realm: 'Earth and Space' });

/** `studentStatus`: the student's own, as the gateway sends it in a student's result. */
function assignment(
  n: number,
  status: AssignmentStatus,
  questIds: string[],
  studentStatus: StudentWorkStatus = 'NOT_STARTED',
): PdfAssignment {
  return {
    assignmentId: `a${n}`,
    name: `Assignment ${n}: Forces and Motion at García's school`,
    status,
    startDate: `2026-0${n}-01T00:00:00Z`,
    endDate: `2026-0${n}-20T00:00:00Z`,
    correct: n * 2,
    answered: n * 3,
    studentStatus,
    activities: questIds.map((questId) => activity(questId, `Quest ${questId.toUpperCase()}`)),
  };
}

/** Seven distinct quests over five assignments, q1 and q3 repeated: the appendix shows 7, in 3 rows. */
const ASSIGNMENTS = [
  assignment(1, 'COMPLETED', ['q1', 'q2', 'q3'], 'COMPLETED'),
  assignment(2, 'COMPLETED', ['q3', 'q4', 'q1']),
  assignment(3, 'IN_PROGRESS', ['q5', 'q6'], 'STARTED'),
  assignment(4, 'SCHEDULED', ['q1', 'q7']),
  assignment(5, 'SCHEDULED', []),
];

/** Every quest's image but q6's, to show the placeholder too. */
const IMAGES: ActivityImages = new Map(
  ['q1', 'q2', 'q3', 'q4', 'q5', 'q7'].map((questId, i) => [
    questId,
    png(40 + i * 10, 24, [40 * i, 120, 200 - 20 * i]),
  ]),
);

const MULTI_LINE_COMMENT =
  'Zoë explained her results clearly.\nShe should revise the water cycle before the next test.\n' +
  'Keep practising: '.concat('the long answers need more detail and evidence from the experiments. '.repeat(4));

const CURRICULUM = [
  { code: 'ACSSU074', name: 'Solutions and mixtures', yearLevel: 6, strand: 'Science Understanding' },
  { code: 'ACSSU096', name: 'Earth and space', yearLevel: 0, strand: 'Science Understanding' },
].map((curriculum, i) => ({
  curriculum: { id: `c${i}`, ...curriculum },
  evaluation: i === 0 ? '82.35' : '75.00',
  achieved: i === 0,
  correct: 14 - i,
  answered: 17,
}));

const TOPIC_GRADES = [1, 2, 3, 4, 5, 7].map((grade, i) => ({
  itemId: `t${i}`,
  name: `Topic Müller ${i + 1}`,
  grade,
}));
const CAPABILITY_GRADES = [
  { itemId: 'g1', name: 'Critical and Creative Thinking', grade: 3 },
  { itemId: 'g2', name: 'Personal and Social Capability', grade: 0 },
];

const STUDENT_RESULT: StudentPdfResult = {
  date: '2026-11-24',
  from: null,
  yearLevel: 6,
  totalAssignments: 5,
  completedAssignments: 2,
  totalCorrect: 30,
  totalAnswered: 45,
  assignments: { totalCount: 12, edges: ASSIGNMENTS.map((node) => ({ node })) },
  curriculum: CURRICULUM,
  comments: [
    {
      commentId: 'm1',
      commentFrom: 'Ms Ana García',
      commentTo: '',
      date: '2026-11-20T09:00:00Z',
      comment: MULTI_LINE_COMMENT,
    },
    { commentId: 'm2', commentFrom: 'Mr Li', commentTo: '', date: '2026-11-10T09:00:00Z', comment: 'Well done.' },
  ],
  topicGrades: TOPIC_GRADES,
  capabilityGrades: CAPABILITY_GRADES,
};

const GROUP_RESULT: GroupPdfResult = {
  date: '2026-11-24',
  yearLevel: null,
  totalAssignments: 5,
  completedAssignments: 2,
  totalCorrect: 90,
  totalAnswered: 120,
  // A group's result: no student's status.
  assignments: { totalCount: 5, edges: ASSIGNMENTS.map((node) => ({ node: { ...node, studentStatus: null } })) },
  curriculum: CURRICULUM,
  comments: [
    {
      commentId: 'm3',
      commentFrom: 'Ms Ana García',
      commentTo: 'Zoë Müller',
      date: '2026-11-21T09:00:00Z',
      comment: 'Group work was good.\nLab safety needs attention.',
    },
  ],
};

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** pdftotext's words, whitespace collapsed, so a wrapped sentence still reads as one. */
function textOf(file: string): string {
  return run('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(/\s+/g, ' ');
}

interface Rendered {
  file: string;
  pages: number;
  text: string;
}

/** The temporary directories of this run, removed after it. */
const temporary: string[] = [];

/** Writes the PDF, reads it with poppler, renders every page and keeps page 1's PNG. */
function check(pdf: ArrayBuffer, name: string): Rendered {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  temporary.push(dir);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(pdf));
  const info = run('pdfinfo', [file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  // Every page, not only the first: pdfinfo -f/-l lists each page's size.
  const sizes = run('pdfinfo', ['-f', '1', '-l', String(pages), file]).match(/^Page\s+\d+ size:.*$/gm) ?? [];
  expect(sizes).toHaveLength(pages);
  for (const size of sizes) expect(size).toMatch(/size:\s+794 x 1123 pts/);
  // pdftoppm exits non-zero (execFileSync throws) on a page it cannot render.
  run('pdftoppm', ['-png', '-r', '50', file, join(dir, 'page')]);
  const rendered = readdirSync(dir).filter((entry) => /^page-\d+\.png$/.test(entry));
  expect(rendered).toHaveLength(pages);
  mkdirSync(ARTIFACTS, { recursive: true });
  copyFileSync(join(dir, rendered.sort()[0]!), join(ARTIFACTS, `${name}-page-1.png`));
  return { file, pages, text: textOf(file) };
}

describe('report PDFs read by poppler-utils (spec 2 §9)', () => {
  beforeAll(() => {
    for (const tool of ['pdfinfo', 'pdftotext', 'pdftoppm']) {
      try {
        run('sh', ['-c', `command -v ${tool}`]);
      } catch {
        throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils; .ci/run does)`);
      }
    }
  });
  afterAll(() => {
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });

  it("renders a student's report: 794 x 1123 pages of real text, names with accents, grades, comments", async () => {
    const pdf = await studentReportPdf(STUDENT_RESULT, { firstName: 'Zoë', lastName: 'Müller' }, IMAGES, PERTH);
    const { text, pages } = check(pdf, 'student-report');
    expect(pages).toBeGreaterThan(1); // The content overflows one page: it breaks onto more.
    expect(text).toContain(reportTitle()); // "Science Portal Student Report"
    expect(text).toContain('Zoë Müller');
    expect(text).toContain('Ms Ana García');
    for (const label of ['Year Level', 'Assigned', 'Completed', 'Report Date', '24/11/2026']) {
      expect(text).toContain(label);
    }
    // Each row says the student's own status (issue 35): never "Completed" for one never tried.
    expect(text).toContain("Assignment 1: Forces and Motion at García's school (Completed)");
    expect(text).toContain("Assignment 2: Forces and Motion at García's school (Not started)");
    expect(text).toContain("Assignment 3: Forces and Motion at García's school (Started)");
    expect(text).not.toContain('In Progress');
    // The school's days: 00:00 UTC is 08:00 in Perth, the same day (in New York it would be the day before).
    expect(text).toContain('1 March 2026 to 20 March 2026');
    expect(text).toContain('Accuracy: 30/45 correct (66.67%)');
    expect(text).toContain('Solutions and mixtures');
    expect(text).toContain('82.35%');
    expect(text).toMatch(/ACSSU074 Solutions and mixtures .*Achieved.*ACSSU096 Earth and space .*Not achieved/);
    expect(text).toContain('Topic Müller 1 Sentiment Blank (1 of 5)');
    expect(text).toContain('Topic Müller 5 Very Satisfied (5 of 5)');
    for (const { name, grade } of [...TOPIC_GRADES, ...CAPABILITY_GRADES]) {
      // The rating scale names each face (spec 2 §3); a grade off the scale (7, 0) keeps its number only.
      expect(text).toContain(`${name} ${gradeText(grade)}`);
    }
    // The multi-line comment, each of its lines, wrapped but whole.
    for (const line of MULTI_LINE_COMMENT.split('\n')) expect(text).toContain(line.replace(/\s+/g, ' ').trim());
    // The appendix: each quest once.
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(text.split(`Quest Q${n}`)).toHaveLength(2);
    expect(text).toContain(REPORT_PDF_TEXTS.imageMissing); // q6's image did not come
  });

  it("renders a group's report: the same parts but grades, comments naming whom they are about", async () => {
    const pdf = await groupReportPdf(GROUP_RESULT, { name: 'Year 6 Blue: Señora Núñez' }, IMAGES, PERTH);
    const { text } = check(pdf, 'group-report');
    expect(text).toContain(reportTitle());
    expect(text).toContain('Year 6 Blue: Señora Núñez');
    expect(text).toContain('Ms Ana García about Zoë Müller');
    expect(text).toContain('Group work was good. Lab safety needs attention.');
    expect(text).toContain('Not set'); // No year level.
    // A group's rows say the assignment's status, from its dates.
    expect(text).toContain("Assignment 2: Forces and Motion at García's school (Completed)");
    expect(text).toContain("Assignment 3: Forces and Motion at García's school (In Progress)");
    expect(text).not.toContain('Topic Grades');
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(text.split(`Quest Q${n}`)).toHaveLength(2);
  });

  it('says what is missing in an empty report, on one page, without an appendix', async () => {
    const empty: StudentPdfResult = {
      ...STUDENT_RESULT,
      totalAssignments: 0,
      completedAssignments: 0,
      totalCorrect: 0,
      totalAnswered: 0,
      assignments: { totalCount: 0, edges: [] },
      curriculum: [],
      comments: [],
      topicGrades: [],
      capabilityGrades: [],
    };
    const pdf = await studentReportPdf(empty, { firstName: 'José', lastName: 'Ñandú' }, new Map(), PERTH);
    const { text, pages } = check(pdf, 'empty-student-report');
    expect(pages).toBe(1);
    expect(text).toContain('José Ñandú');
    for (const missing of [
      RESULT_SPEC_TEXTS.noAssignmentResult,
      RESULT_SPEC_TEXTS.noCurriculumTaken,
      RESULT_SPEC_TEXTS.noTopicGrades,
      RESULT_SPEC_TEXTS.noCapabilityGrades,
      RESULT_SPEC_TEXTS.noTeacherComment,
    ]) {
      expect(text).toContain(missing);
    }
    expect(text).not.toContain(REPORT_PDF_TEXTS.appendix);
  });

  it('says the spec\'s "This Pdf could not be generated" when building throws', async () => {
    const broken = { ...STUDENT_RESULT, curriculum: null } as unknown as StudentPdfResult;
    const outcome = await tryReportPdf(() =>
      studentReportPdf(broken, { firstName: 'Zoë', lastName: 'Müller' }, IMAGES, PERTH),
    );
    expect(outcome).toEqual({ error: 'This Pdf could not be generated' });
    const fine = await tryReportPdf(() => groupReportPdf(GROUP_RESULT, { name: 'G' }, new Map(), PERTH));
    expect(fine.pdf?.byteLength).toBeGreaterThan(1000);
  });

  it('kept page 1 of each report as a PNG artifact', () => {
    for (const name of ['student-report', 'group-report']) {
      expect(existsSync(join(ARTIFACTS, `${name}-page-1.png`))).toBe(true);
    }
  });
});
