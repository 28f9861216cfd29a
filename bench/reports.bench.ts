/**
 * `npm run bench -- reports`: three groups of 30 students, each student with
 * ten assignments of results, comments and grades, on an in-memory PGlite (or
 * a throwaway database of DATABASE_URL); the real API, the built origin and
 * web client (`npm run build` first), and Debian's Chromium signed in as the
 * groups' teacher. It times, from Save to the saved file, the GROUP LIST's
 * zip of the three groups' reports and the STUDENT LIST's zip of all 90
 * students' reports (spec 2 §9; issue 13's target: under 10 s each).
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { TOPICS } from '@portal/domain';
import { buildApi } from '../api/src/app.js';
import { createSession } from '../api/src/auth/session-store.js';
import { SESSION_COOKIE } from '../api/src/auth/session-cookie.js';
import { activities } from '../api/src/db/schema.js';
import { createTestDatabase } from '../api/src/db/test-database.js';
import { daysFromToday } from '../api/src/testing/assignment-dates.js';
import { addAttempts, addComment, addGrade, type AttemptSpec } from '../api/src/testing/result-world.js';
import { addAssignment, addGroup, addPerson, addSchool } from '../api/src/testing/school-world.js';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/chromium.js';

const GROUPS = 3;
const STUDENTS_PER_GROUP = 30;
const ASSIGNMENTS_PER_GROUP = 10;
const ACTIVITIES_PER_ASSIGNMENT = 4;
const ORIGIN_PORT = 8187;
const API_PORT = 9187;

const gatewayMain = fileURLToPath(new URL('../gateway/dist/main.js', import.meta.url));
const webDist = fileURLToPath(new URL('../web/dist', import.meta.url));
if (!existsSync(gatewayMain) || !existsSync(webDist)) {
  console.error('reports: the built gateway and web client are needed: run `npm run build` first.');
  process.exit(1);
}

const database = await createTestDatabase();
const api = buildApi({ database });
const { db } = database;

/** The school: a teacher owning three groups of 30, every student with a term of attempts, comments and grades. */
async function seed(): Promise<{ teacherId: string }> {
  const school = await addSchool(db, 'Bench School');
  const teacher = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Tess', lastName: 'Bench' });
  const library = await db.select({ questId: activities.questId, type: activities.activityType }).from(activities);
  for (let g = 0; g < GROUPS; g += 1) {
    const students = [];
    for (let s = 0; s < STUDENTS_PER_GROUP; s += 1) {
      students.push(
        await addPerson(db, { schoolId: school, roles: ['student'], firstName: `Zoë${g}`, lastName: `Nguyễn${s}` }),
      );
    }
    const groupId = await addGroup(db, {
      schoolId: school,
      name: `Year ${g + 3} Bench`,
      yearLevel: g + 3,
      owners: [teacher.id],
      students: students.map(({ id }) => id),
    });
    const attempts: AttemptSpec[] = [];
    for (let a = 0; a < ASSIGNMENTS_PER_GROUP; a += 1) {
      const chosen = Array.from(
        { length: ACTIVITIES_PER_ASSIGNMENT },
        (_, i) => library[(g * 7 + a * ACTIVITIES_PER_ASSIGNMENT + i) % library.length]!,
      );
      const assignmentId = await addAssignment(db, {
        schoolId: school,
        groupId,
        name: `Unit ${a + 1}: forces, living things and the night sky`,
        startDate: daysFromToday(-60 + a * 6),
        endDate: daysFromToday(-54 + a * 6),
        activities: chosen.map(({ questId, type }) => ({ questId, activityType: type })),
      });
      for (const [n, student] of students.entries()) {
        for (const { questId } of chosen) {
          attempts.push({
            schoolId: school,
            assignmentId,
            studentId: student.id,
            questId,
            answered: 5,
            correct: n % 6,
          });
        }
      }
    }
    await addAttempts(db, attempts);
    for (const student of students) {
      for (let c = 0; c < 3; c += 1) {
        await addComment(db, {
          schoolId: school,
          studentId: student.id,
          author: { id: teacher.id, name: 'Tess Bench' },
          comment: `Comment ${c + 1}: careful observations.\nAsks good questions and explains what the evidence shows.`,
          createdAt: daysFromToday(-c * 7),
        });
      }
      for (const [i, topic] of TOPICS.entries()) {
        await addGrade(db, {
          schoolId: school,
          studentId: student.id,
          gradeType: 'topic',
          itemId: topic.id,
          grade: 1 + (i % 5),
        });
      }
    }
  }
  return { teacherId: teacher.id };
}

/** Clicks Download then Save, and answers how long until the file came, and its size. */
async function timeDownload(page: Page): Promise<{ seconds: number; bytes: number; name: string }> {
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the result' });
  const saved = page.waitForEvent('download', { timeout: 300_000 });
  const started = performance.now();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const download = await saved;
  const path = await download.path();
  const seconds = (performance.now() - started) / 1000;
  return { seconds, bytes: statSync(path).size, name: download.suggestedFilename() };
}

const gateway = spawn(process.execPath, [gatewayMain], {
  env: { ...process.env, PORT: String(ORIGIN_PORT), API_URL: `http://127.0.0.1:${API_PORT}`, WEB_DIST: webDist },
  stdio: 'ignore',
});
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  await api.listen({ port: API_PORT, host: '127.0.0.1' });
  const { teacherId } = await seed();
  const token = await createSession(db, teacherId, 1);
  const origin = `http://127.0.0.1:${ORIGIN_PORT}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${origin}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: origin }]);
  const page = await context.newPage();

  await page.goto(`${origin}/result/groups`);
  await page.getByRole('table', { name: 'Groups' }).getByRole('checkbox', { name: 'Select all rows' }).check();
  const groups = await timeDownload(page);

  await page.goto(`${origin}/result/students`);
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '25' }).click();
  const next = page.getByRole('button', { name: 'Go to next page' });
  for (;;) {
    await page.getByRole('table', { name: 'Students' }).getByRole('checkbox', { name: 'Select all rows' }).check();
    if (await next.isDisabled()) break;
    await next.click();
    await page.getByRole('table', { name: 'Students' }).locator('tr[data-id]').first().waitFor();
  }
  const students = await timeDownload(page);

  const line = (label: string, { seconds, bytes, name }: typeof groups) =>
    `  ${label}: ${seconds.toFixed(2)} s from Save to ${name} (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
  console.log(`reports: ${GROUPS} groups x ${STUDENTS_PER_GROUP} students, ${ASSIGNMENTS_PER_GROUP} assignments each`);
  console.log(line(`${GROUPS} group reports`, groups));
  console.log(line(`${GROUPS * STUDENTS_PER_GROUP} student reports`, students));
  console.log(
    `  on ${database.kind}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}, Chromium ${browser.version()}`,
  );
} finally {
  await browser.close();
  gateway.kill('SIGTERM');
  await api.close();
  await database.close();
}
