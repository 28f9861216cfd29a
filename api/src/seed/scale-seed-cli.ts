/**
 * `npm run seed -- --students 2000 --attempts 1000000 [--groups 100]`: adds a
 * big school to the portal's database (PGlite in DATA_DIR, or DATABASE_URL),
 * to see and measure the metrics at scale: the students in groups of about
 * twenty, a year of assignments, the attempts spread over them, then the
 * metrics rollups built once. Migrates first, and seeds the demo school first
 * when the database has none (as `npm start` would). Prints its progress and,
 * at the end, the new school's admin sign-in. Every failure is one line.
 */
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { rebuildAttemptRollups } from '../metrics/rollup-maintenance.js';
import { firstLine } from '../startup/describe-startup-failure.js';
import { seedDemoSchool } from './demo-school.js';
import { addScaleAttempts } from './scale-attempts.js';
import { assignmentsPerMonthFor, seedScaleSchool } from './scale-school.js';

const BATCH = 100_000;
const USAGE = 'Usage: npm run seed -- --students 2000 --attempts 1000000 [--groups 100]';

class UsageError extends Error {}

function count(value: string | undefined, name: string, fallback: number, least: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < least)
    throw new UsageError(`--${name} must be a whole number from ${least}`);
  return number;
}

function options() {
  const { values } = parseArgs({
    options: { students: { type: 'string' }, attempts: { type: 'string' }, groups: { type: 'string' } },
    strict: true,
  });
  const students = count(values.students, 'students', 2000, 1);
  const attempts = count(values.attempts, 'attempts', 1_000_000, 0);
  const groups = count(values.groups, 'groups', Math.ceil(students / 20), 1);
  if (groups > students) throw new UsageError('--groups cannot exceed --students');
  return { students, attempts, groups };
}

/** Whether something answers on the API's port: PGlite's folder must not be open in two processes. */
function answers(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ port, host });
    const finish = (result: boolean) => {
      socket.destroy();
      done(result);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seed(database: Database, plan: ReturnType<typeof options>, password: string, seedDemo: boolean) {
  const started = performance.now();
  await migrate(database);
  if (seedDemo) {
    await seedDemoSchool(database, { password, onSeeding: () => console.log('seed: the demo school first …') });
  }
  const now = new Date();
  const perMonth = assignmentsPerMonthFor(plan.attempts, plan.students, plan.groups);
  console.log(
    `seed: a school of ${plan.students.toLocaleString('en')} students in ${plan.groups} group${plan.groups === 1 ? '' : 's'}, ${perMonth * 12 * plan.groups} assignments over twelve months …`,
  );
  const school = await seedScaleSchool(database.db, { ...plan, assignmentsPerMonth: perMonth, password, now });
  for (let first = 1; first <= plan.attempts; first += BATCH) {
    const last = Math.min(plan.attempts, first + BATCH - 1);
    await addScaleAttempts(database.db, school.schoolId, { first, last }, now);
    console.log(
      `seed: attempts ${last.toLocaleString('en')} / ${plan.attempts.toLocaleString('en')} (${seconds(started)})`,
    );
  }
  console.log('seed: building the rollups …');
  await rebuildAttemptRollups(database.db, school.schoolId);
  console.log(`seed: "${school.schoolName}" done in ${seconds(started)}.`);
  console.log(`seed: sign in as ${school.adminEmail} with the demo password to see its metrics.`);
}

async function main(): Promise<number> {
  let plan: ReturnType<typeof options>;
  try {
    plan = options();
  } catch (error) {
    console.error(`seed: ${error instanceof UsageError ? error.message : firstLine(error)}\n${USAGE}`);
    return 1;
  }
  const config = readConfig();
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL && (await answers(config.API_PORT, config.API_HOST))) {
    console.error(
      `seed: something answers on API_PORT ${config.API_PORT}: stop the portal first (PGlite's folder opens in one process only).`,
    );
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    onCreated: ({ name, server }) => console.log(`seed: created the database "${name}" on ${server}`),
  });
  console.log(`seed: into ${database.kind === 'pglite' ? `PGlite at ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
  try {
    await seed(database, plan, config.DEMO_PASSWORD, config.SEED_DEMO);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // A failed query's own message is its cause's (the driver's), not the SQL.
  console.error(`seed: ${firstLine(error instanceof Error && error.cause instanceof Error ? error.cause : error)}`);
  process.exitCode = 1;
}
