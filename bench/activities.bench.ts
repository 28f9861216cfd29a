/**
 * `npm run bench -- activities`: the activity search on 10,000 activities. It
 * fills an in-memory PGlite (or a throwaway database of DATABASE_URL) with the
 * shipped library plus variants of it up to 10,000, then times name searches
 * with and without realm and type filters, plain listings, a deep page and a
 * batch read, each through the real API (GET /api/v1/activities), and prints
 * p50 and p95 per search. It also times the library's load at start-up.
 */
import { availableParallelism, cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApi } from '../api/src/app.js';
import { createSession } from '../api/src/auth/session-store.js';
import { loadActivityLibrary, shippedActivities, upsertActivities } from '../api/src/activities/activity-library.js';
import type { LibraryActivity } from '../api/src/activities/activity-library.js';
import { createTestDatabase } from '../api/src/db/test-database.js';
import { addPerson, addSchool } from '../api/src/testing/school-world.js';

const TOTAL = 10_000;
const WARM_UP = 3;
const RUNS = 40;

/** What a variant adds to a shipped name: each shipped activity comes back in up to this many versions. */
const EDITIONS = [
  'Challenge',
  'Revision',
  'Extension',
  'Quick Check',
  'Deep Dive',
  'Class Edition',
  'Home Edition',
  'Part Two',
  'Part Three',
  'Warm-Up',
  'Review',
  'Explorer Edition',
  'Junior Edition',
  'Senior Edition',
  'Team Version',
  'Solo Version',
  'Timed Round',
  'Practice',
  'Lab Notes',
  'Field Trip',
  'Story Time',
  'Recap',
  'Big Ideas',
  'In Five Minutes',
  'Step by Step',
  'Mystery Round',
  'Bonus Round',
  'Remix',
  'Live',
  'Workshop',
  'Expedition',
  'Spotlight',
  'Showcase',
];

function variants(shipped: readonly LibraryActivity[]): LibraryActivity[] {
  const rows = [...shipped];
  for (let edition = 0; rows.length < TOTAL; edition += 1) {
    for (const activity of shipped) {
      if (rows.length >= TOTAL) break;
      const number = String(edition * shipped.length + rows.length).padStart(5, '0');
      rows.push({
        ...activity,
        questId: `${activity.questId.slice(0, 6)}bench-${number}`,
        name: `${activity.name}: ${EDITIONS[edition % EDITIONS.length]}`,
      });
    }
  }
  return rows;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const database = await createTestDatabase();
const app = buildApi({ database });
try {
  await app.ready();
  const db = database.db;
  const shipped = shippedActivities();

  // Start-up: the first start loads the shipped library; a start with it unchanged costs one read.
  await db.execute(sql`delete from content_versions`);
  await db.execute(sql`delete from activities`);
  const firstStarted = performance.now();
  await loadActivityLibrary(db);
  const firstLoad = performance.now() - firstStarted;
  const unchangedStarted = performance.now();
  const reloaded = await loadActivityLibrary(db);
  const unchanged = performance.now() - unchangedStarted;

  const rows = variants(shipped);
  const loadStarted = performance.now();
  await upsertActivities(db, rows);
  const loaded = performance.now() - loadStarted;
  await db.execute(sql`analyze activities`);
  const [{ n: stored = 0 } = {}] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from activities`))
    .rows;

  const schoolId = await addSchool(db, 'Bench School');
  const teacher = await addPerson(db, { schoolId, roles: ['teacher'] });
  const cookies = { portal_session: await createSession(db, teacher.id, 1) };
  const ids = rows
    .slice(0, 100)
    .map((row) => row.questId)
    .join(',');

  const searches: [string, string][] = [
    ['name: one common word ("water")', 'name=water'],
    ['name: one rare word ("penicillin")', 'name=penicillin'],
    ['name: two words in any order ("phases moon")', 'name=phases%20moon'],
    ['name: part of a word ("ollinat")', 'name=ollinat'],
    ['name: three words ("how the seeds")', 'name=how%20the%20seeds'],
    ['name + realm ("moon", Cape Cosmos)', 'name=moon&realm=Cape%20Cosmos'],
    ['name + types ("light", quiz,book)', 'name=light&activityType=quiz,book'],
    ['name + realms + types ("life", 2 realms, 2 types)', 'name=life&realm=Habiterra,DNAtion&activityType=quiz,game'],
    ['no name, all (page 0)', ''],
    ['no name, realms + types (page 0)', 'realm=Green%20Acres,Fahren%20Heights&activityType=quiz,song'],
    ['no name, deep page (page 500 of 10)', 'page=500'],
    ['batch read, 100 ids', `ids=${ids}`],
  ];

  console.log(
    `activities: ${stored} in the database, ${rows.length} upserted in ${ms(loaded)} (variants of the shipped ones)`,
  );
  console.log(
    `  start-up: first load of the ${shipped.length} shipped activities ${ms(firstLoad)}; an unchanged library ${ms(unchanged)} (${reloaded ? 'reloaded!' : 'one read, nothing written'})`,
  );
  console.log(`  ${RUNS} runs each after ${WARM_UP} warm-up runs, through GET /api/v1/activities (count 10)`);
  const width = Math.max(...searches.map(([label]) => label.length));
  console.log(`  ${'search'.padEnd(width)}  ${'matches'.padStart(7)}  ${'p50'.padStart(9)}  ${'p95'.padStart(9)}`);
  const all: number[] = [];
  for (const [label, query] of searches) {
    const url = `/api/v1/activities?count=10${query ? `&${query}` : ''}`;
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now();
      const response = await app.inject({ url, cookies });
      const took = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      total = response.json<{ total: number }>().total;
      if (run >= WARM_UP) times.push(took);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `  ${label.padEnd(width)}  ${String(total).padStart(7)}  ${ms(percentile(times, 0.5)).padStart(9)}  ${ms(percentile(times, 0.95)).padStart(9)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  ${'every search'.padEnd(width)}  ${''.padStart(7)}  ${ms(percentile(all, 0.5)).padStart(9)}  ${ms(percentile(all, 0.95)).padStart(9)}`,
  );

  const plan = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain select quest_id from activities where name ilike '%penicillin%'`,
  );
  const scan = plan.rows.map((row) => row['QUERY PLAN'].trim()).find((line) => /Scan/.test(line));
  console.log(`  plan of a one-word name filter: ${scan ?? 'unknown'}`);
  console.log(
    `  on ${database.kind}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
  );
  if (stored < TOTAL) throw new Error(`expected at least ${TOTAL} activities, found ${stored}`);
} finally {
  await app.close();
  await database.close();
}
