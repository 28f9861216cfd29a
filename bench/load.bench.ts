/**
 * `npm run bench -- load`: a school's Monday morning against the portal as
 * `npm start` runs it on PostgreSQL, through the origin on loopback (issue 17).
 *
 * It makes a fresh database on LOAD_POSTGRES_URL's server (dropped at the
 * end), runs scripts/start.mjs on it with free ports (load-stack.ts), and
 * sets up, as the demo admin through the public interface, the students, the
 * teachers, their group and an assignment of quizzes open from now
 * (load-setup.ts; not measured). Then, at once and bounded in time:
 *
 * - the students sign in spread over LOAD_SIGNIN_SECONDS, each in a session of
 *   their own, all from 127.0.0.1 as a school behind one NAT, and load what
 *   their browser loads (the web's own operations: AuthState, SignIn,
 *   StudentHomePage, ViewAssignmentPage, then per quiz PlayActivityPage and
 *   RecordAttempt, with think and play time);
 * - the teachers, arriving over LOAD_TEACHER_SECONDS, keep the track-group
 *   page and the leaderboard open with their live subscriptions (graphql-ws),
 *   refetching on events as the pages do (the web's own refetch pacing);
 * - the admin imports LOAD_IMPORT accounts meanwhile, as the web does.
 *
 * It prints requests per second, p50/p95/p99/max per kind of request and of
 * live update (from a RecordAttempt's answer to each teacher page hearing its
 * event, and to that page's refetch showing it), failures by kind and code,
 * a timeline with the cores the portal and everything else used, the API's
 * and the gateway's peak memory, each piece's CPU, and a line per goal. It
 * measures; it never fails on time. LOAD_REPLICAS=2 runs the portal as the
 * compose file does instead of `npm start`: two APIs and two gateways behind
 * the compose file's nginx (tests/faults/scaled-portal.ts), the portal's CPU
 * summed over every process, nginx's included. Smaller runs for development:
 * LOAD_STUDENTS=30 LOAD_TEACHERS=2 LOAD_IMPORT=200 …; LOAD_GROUPS deals the
 * students and teachers into that many groups (at most 500 students each),
 * each with its assignment; LOAD_CPU_PROF=<folder> writes CPU profiles.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import pg from 'pg';
import { LiveLatency } from './load-live.js';
import { seededRandom } from '../api/src/activities/images/type-patterns.js';
import { importAccounts, student, teacher, type Scenario } from './load-roles.js';
import { setUp } from './load-setup.js';
import {
  cpuSecondsOf,
  databaseCpu,
  machineBusySeconds,
  memoryOf,
  resetPeakMemory,
  startScaledStack,
  startStack,
  type Stack,
} from './load-stack.js';
import { Recorder, timingLines, verdictLines } from './load-stats.js';

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more`);
  return value;
}

const S = {
  students: setting('LOAD_STUDENTS', 300),
  teachers: setting('LOAD_TEACHERS', 10),
  groups: setting('LOAD_GROUPS', 1),
  imported: setting('LOAD_IMPORT', 500),
  signInSeconds: setting('LOAD_SIGNIN_SECONDS', 60),
  activities: setting('LOAD_ACTIVITIES', 4),
  playSeconds: setting('LOAD_PLAY_SECONDS', 15),
  thinkSeconds: setting('LOAD_THINK_SECONDS', 3),
  importAfter: setting('LOAD_IMPORT_AFTER', 20),
  teacherSeconds: setting('LOAD_TEACHER_SECONDS', 10),
  reloadSeconds: setting('LOAD_RELOAD_SECONDS', 0),
  maxSeconds: setting('LOAD_MAX_SECONDS', 240),
  seed: setting('LOAD_SEED', 17),
  replicas: setting('LOAD_REPLICAS', 1),
};
/** A folder: the API and the gateway write V8 CPU profiles there (--cpu-prof), to find what they spend on. */
const CPU_PROFILES = process.env.LOAD_CPU_PROF;
const PROFILER = new URL('./cpu-profile-preload.mjs', import.meta.url).href;
const POSTGRES_URL = process.env.LOAD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** After the last student, how long late live events may still arrive. */
const SETTLE_MS = 3000;

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const round1 = (n: number) => n.toFixed(1);

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

const SHAPE =
  S.replicas > 1
    ? `${S.replicas} APIs and ${S.replicas} gateways behind the compose file's nginx`
    : S.replicas === 1
      ? 'npm start'
      : undefined;
if (!SHAPE || !Number.isInteger(S.replicas)) throw new Error('LOAD_REPLICAS must be a whole number of 1 or more');
console.log(`load: a school's Monday morning through the origin (${SHAPE} on PostgreSQL, loopback)`);
console.log(
  `  on ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}, PostgreSQL ${await postgresVersion()}; load average before: ${loadavg().map(round1).join(' ')}`,
);
console.log(
  `  ${S.students} students${S.groups > 1 ? ` in ${S.groups} groups` : ''} signing in over ${S.signInSeconds} s, ${S.activities} quizzes each (play ~${S.playSeconds} s, think ~${S.thinkSeconds} s, ±50%); ${S.teachers} teachers opening the track-group page and the leaderboard over the first ${S.teacherSeconds} s, live${S.reloadSeconds ? ` (and reloading every ${S.reloadSeconds} s)` : ''}; the admin importing ${S.imported} accounts from ${S.importAfter} s; at most ${S.maxSeconds} s`,
);

let stack: Stack | undefined;
const stopStack = async () => {
  const running = stack;
  stack = undefined;
  await running?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopStack().finally(() => process.exit(130)));
}

try {
  const setupStarted = performance.now();
  const stackOptions = {
    adminUrl: POSTGRES_URL,
    // NODE_OPTIONS refuses --cpu-prof: a preloaded module starts the profiler in the API and the gateway.
    ...(CPU_PROFILES ? { env: { NODE_OPTIONS: `--import=${PROFILER}`, LOAD_CPU_PROF: CPU_PROFILES } } : {}),
  };
  stack = await (S.replicas > 1
    ? startScaledStack({ ...stackOptions, replicas: S.replicas })
    : startStack(stackOptions));
  const started = performance.now() - setupStarted;
  const recorder = new Recorder();
  const world = await setUp({ origin: stack.origin, recorder, ...S });
  console.log(
    `  setup (not measured): ${SHAPE} up in ${round1(started / 1000)} s, then ${world.students.length} students, ${world.teachers.length} teachers, ${world.classes.length === 1 ? 'their group and an assignment' : `${world.classes.length} groups of them, each with an assignment`} of ${world.questIds.length} quizzes in ${round1((performance.now() - setupStarted - started) / 1000)} s`,
  );

  const { apiPids, gatewayPids, nginxPids, databaseName } = stack;
  if (CPU_PROFILES)
    console.log(
      `  CPU profiles to ${CPU_PROFILES}: the API's pids ${apiPids.join(', ')}, the gateway's ${gatewayPids.join(', ')}`,
    );
  // CPU of a piece: summed over its processes (its replicas; nginx's master and workers).
  const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const nodePids = [...apiPids, ...gatewayPids];
  const portalPids = [...nodePids, ...nginxPids];
  const peaksReset = nodePids.map(resetPeakMemory).every(Boolean);
  const cpuBefore = {
    portal: cpuOf(portalPids),
    api: cpuOf(apiPids),
    gateway: cpuOf(gatewayPids),
    nginx: cpuOf(nginxPids),
    db: databaseCpu(databaseName),
    bench: process.cpuUsage(),
    machine: machineBusySeconds(),
  };
  // Peak memory from the kernel (VmHWM); the current memory sampled too, in case the reset was refused.
  // PostgreSQL's backends come and go with the API's pool: each one's CPU as last seen.
  const sampled = { memory: new Map<number, number>(), db: new Map(cpuBefore.db) };
  const sample = () => {
    for (const pid of nodePids) {
      sampled.memory.set(pid, Math.max(sampled.memory.get(pid) ?? 0, memoryOf(pid)?.nowKb ?? 0));
    }
    for (const [pid, seconds] of databaseCpu(databaseName)) sampled.db.set(pid, seconds);
    const database = [...sampled.db].reduce((sum, [pid, last]) => sum + last - (cpuBefore.db.get(pid) ?? 0), 0);
    recorder.cpuSample(cpuOf(portalPids) - cpuBefore.portal + database, machineBusySeconds() - cpuBefore.machine);
  };
  const sampler = setInterval(sample, 500);

  const latency = new LiveLatency(recorder);
  recorder.start();
  sample();
  const t0 = performance.now();
  const scenario: Scenario = {
    origin: stack.origin,
    world,
    recorder,
    latency,
    deadline: t0 + S.maxSeconds * 1000,
    random: seededRandom(S.seed),
  };
  let studentsDone!: () => void;
  const until = new Promise<void>((done) => (studentsDone = done));
  const teachers = world.teachers.map((member, index) =>
    teacher(
      scenario,
      member,
      { signInAt: (index * S.teacherSeconds) / world.teachers.length, reloadSeconds: S.reloadSeconds },
      until,
    ),
  );
  const spacing = world.students.length ? S.signInSeconds / world.students.length : 0;
  const students = world.students.map((member, index) =>
    student(scenario, member, {
      signInAt: index * spacing + scenario.random() * spacing,
      playSeconds: S.playSeconds,
      thinkSeconds: S.thinkSeconds,
    }),
  );
  const imported = new Promise((done) => setTimeout(done, S.importAfter * 1000)).then(() =>
    importAccounts(scenario, S.imported),
  );
  const [createdCount] = await Promise.all([imported, ...students]);
  const ended = performance.now();
  sample();
  const cpu = {
    api: cpuOf(apiPids) - cpuBefore.api,
    gateway: cpuOf(gatewayPids) - cpuBefore.gateway,
    nginx: cpuOf(nginxPids) - cpuBefore.nginx,
    db: [...sampled.db].reduce((sum, [pid, last]) => sum + last - (cpuBefore.db.get(pid) ?? 0), 0),
    bench: ((used) => (used.user + used.system) / 1e6)(process.cpuUsage(cpuBefore.bench)),
    machine: machineBusySeconds() - cpuBefore.machine,
  };
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  const live = latency.settle();
  recorder.stop(ended);
  studentsDone();
  await Promise.all(teachers);
  clearInterval(sampler);

  const seconds = recorder.seconds;
  const attempts = recorder.summaries().find((row) => row.kind === 'RecordAttempt')?.count ?? 0;

  console.log(
    `\nscenario: ${round1(seconds)} s, ${recorder.totalRequests.toLocaleString('en')} requests, ${round1(recorder.totalRequests / seconds)} requests/s; ${attempts} attempts recorded; ${createdCount} accounts imported`,
  );
  console.log(
    `  live: ${world.teachers.length * 2} teacher pages heard ${live.heard.toLocaleString('en')} of ${live.expected.toLocaleString('en')} attempt events (${latency.early.toLocaleString('en')} before the student's own answer, counted as 0 ms) and showed ${live.shown.toLocaleString('en')} (${latency.passed.toLocaleString('en')} changed nothing a page showed)`,
  );
  console.log(
    '\ntimings (from sending to the last byte of the answer; live: from the RecordAttempt answer to the page hearing its event, and to the page showing it: the event carried its row or entries)',
  );
  for (const line of timingLines(recorder.summaries())) console.log(line);
  console.log(
    '\nover time (every 15 s, by when the answer came; cores: used by the portal, and by everything else on the machine)',
  );
  for (const line of recorder.timeline(15)) console.log(line);
  console.log('\nfailures by kind and code');
  const failures = recorder.failureRows();
  if (failures.length === 0) console.log('  none');
  for (const row of failures)
    console.log(`  ${row.kind.padEnd(36)}${row.code.padEnd(28)}${String(row.count).padStart(7)}`);
  // Each process's peak: one per replica.
  const peak = (pids: number[]) =>
    `peak ${pids
      .map((pid) => {
        const fallback = sampled.memory.get(pid) ?? 0;
        return mb(peaksReset ? (memoryOf(pid)?.peakKb ?? fallback) : fallback);
      })
      .join(', ')}`;
  const times = (pids: number[]) => (pids.length > 1 ? ` ×${pids.length}` : '');
  console.log(
    `\nprocesses over the scenario (${peaksReset ? 'peak resident memory, VmHWM reset at its start' : 'largest resident memory sampled every 0.5 s'}; CPU time, and in cores on average)`,
  );
  const used = (label: string, cpuSeconds: number, memory = '') =>
    console.log(
      `  ${label.padEnd(40)}${memory.padStart(14)}   CPU ${`${round1(cpuSeconds)} s`.padStart(7)} = ${(cpuSeconds / seconds).toFixed(2)} cores`,
    );
  used(`gateway${times(gatewayPids)}`, cpu.gateway, peak(gatewayPids));
  used(`API${times(apiPids)}`, cpu.api, peak(apiPids));
  if (nginxPids.length) used('nginx (the origin and the balancer)', cpu.nginx);
  used("PostgreSQL (this database's backends)", cpu.db);
  const portal = cpu.gateway + cpu.api + cpu.nginx + cpu.db;
  used('the portal in all', portal);
  console.log(
    `    = ${((portal * 1000) / Math.max(1, world.students.length)).toFixed(0)} ms of CPU per student's morning, teachers' pages and the import included`,
  );
  used('this load generator', cpu.bench);
  used('everything else on the machine', Math.max(0, cpu.machine - portal - cpu.bench));
  console.log(`  load average after: ${loadavg().map(round1).join(' ')}`);
  console.log('\ngoals (issue 17)');
  for (const line of verdictLines(recorder.summaries(), recorder.totalFailures, recorder.totalRequests)) {
    console.log(line);
  }
  await world.admin.close();
} finally {
  await stopStack();
}
