/**
 * `npm run bench -- gateway`: what the GraphQL gateway costs over the REST
 * calls it makes, for three pages of the web client, each query read from
 * the page's own `.graphql` file (gateway/test/web-operation.ts): the group
 * result page, the track-group page and the school metrics page.
 *
 * The real API on a real database (an in-memory PGlite, or a throwaway
 * database of DATABASE_URL) runs in a worker thread (gateway-api.ts) with two
 * scale schools: a group of 30 students in a school of 300, and a group of
 * 300 in a school of 3,000, a year of assignments and attempts each. The real
 * origin runs on the main thread in front of it, and each school's first
 * teacher asks, with a real session cookie.
 *
 * For each query and size it prints the REST calls the query made (the API's
 * own record), whether any call (method, URL with query string, body) was
 * made twice, and how the calls went (steps of calls sent together). Then it
 * loads each query with autocannon (in a thread of its own) through the
 * gateway, and the same calls replayed straight to the API (rest-replay.ts
 * says how, and why that is the same measure), with the same connections and
 * duration in the same run: p50, p99, queries a second, and the p50 ratio.
 * It prints; it never passes or fails on time. CONNECTIONS (default 10) and
 * DURATION (seconds, default 10) change the load.
 */
import { availableParallelism, cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { buildOrigin } from '../gateway/src/origin/origin.js';
import { webOperation } from '../gateway/test/web-operation.js';
import type { BenchSize, FromApi, SeededSize, ToApi } from './gateway-api.js';
import { planReplay, startReplayServer, steps, watchRestCalls, type PlannedCall } from './rest-replay.js';

const GROUPS = 10;
// A school of ten groups of `n` students, an assignment a group a month, about one attempt a pair.
const SIZES: BenchSize[] = (process.env.GROUP_SIZES ?? '30,300').split(',').map((n) => ({
  label: `group of ${n}`,
  students: Number(n) * GROUPS,
  groups: GROUPS,
  assignmentsPerMonth: 1,
  attempts: Number(n) * GROUPS * 50,
}));
const QUERIES: { operation: string; variables: (size: SeededSize) => Record<string, unknown> }[] = [
  { operation: 'GroupResultPage', variables: (size) => ({ id: size.groupId }) },
  { operation: 'TrackGroupPage', variables: (size) => ({ id: size.groupId }) },
  // The page's default period (web/src/features/metrics/controls/metricsSettings.ts).
  { operation: 'SchoolMetricsPage', variables: () => ({ period: 'ALL' }) },
];
/**
 * The gateway's own question, who the caller is (gateway/src/context/context.ts):
 * a REST client has no need of it, each of its calls carrying its credential,
 * so the direct side leaves it out and the gateway pays for it.
 */
const VIEWER_CALL = 'GET /api/v1/auth/status';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 2);
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WARM_UP = 2;

/** The API's worker thread, asked one thing at a time. */
class ApiThread {
  private readonly worker = new Worker(new URL('./gateway-api.ts', import.meta.url), { workerData: { sizes: SIZES } });
  next(): Promise<FromApi> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
    });
  }
  ask(message: ToApi): Promise<FromApi> {
    const answer = this.next();
    this.worker.postMessage(message);
    return answer;
  }
  tell(message: ToApi): void {
    this.worker.postMessage(message);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const apiThread = new ApiThread();
const ready = await apiThread.next();
if (ready.type !== 'ready') throw new Error('the API thread did not start');
const apiUrl = new URL(`http://127.0.0.1:${ready.port}`);
const origin = await buildOrigin({ apiUrl: apiUrl.origin });
await origin.listen({ port: 0, host: '127.0.0.1' });
const graphqlUrl = `http://127.0.0.1:${(origin.server.address() as { port: number }).port}/graphql`;

console.log(`gateway: the web client's page queries through the gateway vs. the same REST calls straight to the API`);
console.log(
  `  on ${ready.databaseKind}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}; seeded in ${seconds(ready.seededMs)}`,
);
for (const size of ready.sizes) {
  console.log(
    `  ${size.label}: a school of ${size.students.toLocaleString('en')} students in ${size.groups} groups, ${size.attempts.toLocaleString('en')} attempts; its teacher1's group has ${size.groupStudents}`,
  );
}

async function askGateway(query: string, variables: Record<string, unknown>, cookie: string) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const answer = JSON.parse(text) as { errors?: { message: string }[] };
  if (response.status !== 200 || answer.errors) throw new Error(`the gateway answered ${response.status}: ${text}`);
  return text.length;
}

/** One query through the gateway, as the steady state sees it (after one run), with the calls it made. */
async function record(query: string, variables: Record<string, unknown>, cookie: string) {
  await askGateway(query, variables, cookie);
  apiThread.tell({ type: 'record', on: true });
  const watch = watchRestCalls();
  const bytes = await askGateway(query, variables, cookie);
  const timed = watch.stop();
  const received = await apiThread.ask({ type: 'calls' });
  apiThread.tell({ type: 'record', on: false });
  if (received.type !== 'calls') throw new Error('the API thread did not answer its calls');
  const keys = received.calls.map((call) => `${call.call} ${call.body ?? ''}`);
  const twice = [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))];
  const viewer = received.calls.some((call) => call.call === VIEWER_CALL);
  const plan = planReplay(received.calls, timed, (call) => call === VIEWER_CALL);
  return { bytes, calls: received.calls.length, viewer, plan, twice };
}

interface Recorded {
  operation: string;
  query: string;
  size: SeededSize;
  variables: Record<string, unknown>;
  bytes: number;
  /** How many calls the gateway made, the viewer's included. */
  calls: number;
  /** Whether the gateway asked the API who the caller is. */
  viewer: boolean;
  /** The calls a REST client makes for the page: the gateway's, less the viewer's. */
  plan: PlannedCall[];
  twice: string[];
}

const recorded: Recorded[] = [];
console.log('\nREST calls per query (after a first run of it)');
console.log(
  `  ${'query'.padEnd(20)}${ready.sizes.map((s) => s.label.padStart(14)).join('')}   equal   any call twice   ${VIEWER_CALL}   direct: calls a step`,
);
for (const { operation, variables } of QUERIES) {
  const query = webOperation(operation);
  const rows: Recorded[] = [];
  for (const size of ready.sizes) {
    const vars = variables(size);
    rows.push({ operation, query, size, variables: vars, ...(await record(query, vars, size.cookie)) });
  }
  const counts = rows.map((row) => row.calls);
  const twice = rows.flatMap((row) => row.twice);
  console.log(
    `  ${operation.padEnd(20)}${counts.map((count) => String(count).padStart(14)).join('')}   ${counts.every((count) => count === counts[0]) ? 'yes' : 'NO '}     ${twice.length ? `YES: ${twice.join('; ')}` : 'no'.padEnd(14)}   ${rows
      .map((row) => (row.viewer ? 'yes' : 'no'))
      .join(' / ')
      .padEnd(VIEWER_CALL.length)}   ${rows.map((row) => steps(row.plan).join('+')).join(' / ')}`,
  );
  // The calls themselves, at the first size (the others differ only in their ids).
  for (const call of rows[0]?.plan ?? []) {
    const shown = `${call.call}${call.body ? ` ${call.body}` : ''}`;
    console.log(`      ${shown.length > 110 ? `${shown.slice(0, 109)}…` : shown}`);
  }
  recorded.push(...rows);
}

interface Run {
  p50: number;
  p99: number;
  rps: number;
  /** CPU time of the whole process (API, server, load tool: every thread) per query answered. */
  cpu: number;
  failed: number;
}

/**
 * `url` loaded with CONNECTIONS connections for `duration` seconds, each
 * request the query's own POST with the teacher's cookie, autocannon in a
 * worker thread of its own.
 */
async function load(url: string, row: Recorded, duration: number): Promise<Run> {
  const before = process.cpuUsage();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: row.size.cookie },
    body: JSON.stringify({ query: row.query, variables: row.variables }),
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });
  const used = process.cpuUsage(before);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    cpu: (used.user + used.system) / 1000 / Math.max(1, result.requests.total),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (runs: readonly Run[], key: keyof Run) => {
  const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
/** Medians of the rounds (the machine is shared: one noisy round moves a median less than a mean). */
const summary = (runs: readonly Run[]) => ({
  p50: median(runs, 'p50'),
  p99: median(runs, 'p99'),
  rps: median(runs, 'rps'),
  cpu: median(runs, 'cpu'),
  failed: runs.reduce((sum, run) => sum + run.failed, 0),
});

console.log(
  `\nLoad: ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION} s a side, taking turns, after ${WARM_UP} s of warm-up; medians of the rounds`,
);
console.log(`  direct = the same REST calls replayed straight to the API; CPU = the process's, all threads, per query`);
const head = (side: string) => `${`${side} p50 / p99`.padStart(24)}${'q/s'.padStart(6)}${'CPU'.padStart(9)}`;
console.log(
  `  ${'query'.padEnd(19)}${'size'.padEnd(14)}${head('direct')}${head('gateway')}${'p50 ×'.padStart(8)}${'CPU ×'.padStart(7)}`,
);
const cells = (run: ReturnType<typeof summary>) =>
  `${`${ms(run.p50)} / ${ms(run.p99)}`.padStart(24)}${run.rps.toFixed(0).padStart(6)}${ms(run.cpu).padStart(9)}`;
try {
  for (const row of recorded) {
    const replayServer = await startReplayServer(apiUrl, row.plan);
    try {
      await load(replayServer.url, row, WARM_UP);
      await load(graphqlUrl, row, WARM_UP);
      const directRuns: Run[] = [];
      const gatewayRuns: Run[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        directRuns.push(await load(replayServer.url, row, DURATION));
        gatewayRuns.push(await load(graphqlUrl, row, DURATION));
      }
      const direct = summary(directRuns);
      const gateway = summary(gatewayRuns);
      const failures = direct.failed + gateway.failed;
      console.log(
        `  ${row.operation.padEnd(19)}${row.size.label.padEnd(14)}${cells(direct)}${cells(gateway)}${`${(gateway.p50 / direct.p50).toFixed(2)}`.padStart(8)}${`${(gateway.cpu / direct.cpu).toFixed(2)}`.padStart(7)}${failures ? `  (failed: ${direct.failed} direct, ${gateway.failed} gateway)` : ''}`,
      );
    } finally {
      await replayServer.close();
    }
  }
} finally {
  await origin.close();
  await apiThread.ask({ type: 'close' });
}
