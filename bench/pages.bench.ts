/**
 * `npm run bench -- pages`: Lighthouse 12.2.3 (pinned) over the portal's
 * pages as `npm start` serves them on PostgreSQL with the demo school (issue
 * 37's page budget): the landing page, sign-in, each role's home, a
 * track-group page, a group result and School Metrics, each signed in as the
 * demo account that opens it (the session cookie sent with every request).
 * Lighthouse's mobile default (a throttled mid-range phone) for every page,
 * and School Metrics again on its desktop preset. It prints each page's
 * performance score, total blocking time and largest contentful paint, and a
 * line per goal (every score ≥ 90; School Metrics' desktop blocking time
 * under 200 ms). It measures; it never fails on them.
 *
 * Chromium: CHROME_PATH or Debian's /usr/bin/chromium. The database server:
 * LOAD_POSTGRES_URL, as the load benchmark (a fresh database, dropped at the
 * end). PAGES_RUNS=N runs each page N times and keeps the median score.
 * PAGES_REPORTS=DIR writes each run's Lighthouse report there as JSON (its
 * `audits` say what blocked the main thread and what the largest paint
 * waited for).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startStack } from './load-stack.js';

const POSTGRES_URL = process.env.LOAD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.PAGES_RUNS ?? 1) || 1);
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2345';
const REPORTS_DIR = process.env.PAGES_REPORTS;

/** The goals of issue 37. */
const GOALS = { score: 90, metricsDesktopBlockingMs: 200 } as const;

interface PageToMeasure {
  name: string;
  path: string;
  /** The demo account whose session opens it; none for a visitor's page. */
  as?: string;
  preset: 'mobile' | 'desktop';
}

interface Measured {
  page: PageToMeasure;
  score: number;
  blockingMs: number;
  largestPaintMs: number;
}

/** The session cookie of a demo account, signed in over the REST API through the origin. */
async function cookieOf(origin: string, email: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: HTTP ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** The id of a demo group by name, as its teacher reads the groups. */
async function groupId(origin: string, cookie: string, name: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/groups`, { headers: { cookie } });
  const body = (await answer.json()) as { data?: { id: string; name: string }[] };
  const found = body.data?.find((group) => group.name === name);
  if (!found) throw new Error(`no demo group "${name}" (HTTP ${answer.status})`);
  return found.id;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function measure(
  port: number,
  url: string,
  cookie: string | undefined,
  preset: PageToMeasure['preset'],
  reportName: string,
) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const config: Config | undefined = preset === 'desktop' ? (desktopConfig as Config) : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    blockingMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    largestPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
  };
}

async function main(): Promise<void> {
  const [load1] = loadavg();
  console.log(`pages: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${load1?.toFixed(2)}`);
  console.log('Starting the portal on PostgreSQL with the demo school…');
  const stack = await startStack({ adminUrl: POSTGRES_URL });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { origin } = stack;
    const teacher = 'teacher1@demo.school';
    const explorers = await groupId(origin, await cookieOf(origin, teacher), 'Year 3 Explorers');
    const pages: PageToMeasure[] = [
      { name: 'Landing', path: '/', preset: 'mobile' },
      { name: 'Sign In', path: '/sign-in', preset: 'mobile' },
      { name: 'Teacher home', path: '/', as: teacher, preset: 'mobile' },
      { name: 'Admin home', path: '/', as: 'admin@demo.school', preset: 'mobile' },
      { name: 'Student home', path: '/', as: 'student01@demo.school', preset: 'mobile' },
      { name: 'Parent home', path: '/', as: 'parent1@demo.school', preset: 'mobile' },
      { name: 'Track Group', path: `/track-and-report/groups/${explorers}`, as: teacher, preset: 'mobile' },
      { name: 'Group Result', path: `/result/groups/${explorers}`, as: teacher, preset: 'mobile' },
      { name: 'School Metrics', path: '/metrics/school', as: 'admin@demo.school', preset: 'mobile' },
      { name: 'School Metrics', path: '/metrics/school', as: 'admin@demo.school', preset: 'desktop' },
    ];
    const measured: Measured[] = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A fresh session each run: a page never reads another run's cache of the same session.
        const cookie = page.as ? await cookieOf(origin, page.as) : undefined;
        const reportName = `${page.name.toLowerCase().replace(/\W+/g, '-')}-${page.preset}-${run + 1}`;
        runs.push(await measure(chrome.port, `${origin}${page.path}`, cookie, page.preset, reportName));
      }
      const result = {
        page,
        score: median(runs.map((r) => r.score)),
        blockingMs: median(runs.map((r) => r.blockingMs)),
        largestPaintMs: median(runs.map((r) => r.largestPaintMs)),
      };
      measured.push(result);
      console.log(
        `${`${page.name} (${page.preset})`.padEnd(26)} score ${String(result.score).padStart(3)}  ` +
          `blocking ${String(result.blockingMs).padStart(5)} ms  LCP ${String(result.largestPaintMs).padStart(6)} ms`,
      );
    }
    const mobile = measured.filter((m) => m.page.preset === 'mobile');
    const lowest = mobile.reduce((low, m) => (m.score < low.score ? m : low));
    const metricsDesktop = measured.find((m) => m.page.preset === 'desktop');
    console.log(
      `goal: every page ≥ ${GOALS.score} on the mobile default: ${lowest.score >= GOALS.score ? 'met' : 'missed'} ` +
        `(lowest ${lowest.page.name}, ${lowest.score})`,
    );
    if (metricsDesktop) {
      const met = metricsDesktop.blockingMs < GOALS.metricsDesktopBlockingMs;
      console.log(
        `goal: School Metrics blocking < ${GOALS.metricsDesktopBlockingMs} ms on the desktop preset: ` +
          `${met ? 'met' : 'missed'} (${metricsDesktop.blockingMs} ms)`,
      );
    }
    const [after] = loadavg();
    console.log(`load average at the end ${after?.toFixed(2)}; runs per page ${RUNS} (PAGES_RUNS)`);
  } finally {
    await chrome.kill();
    await stack.stop();
  }
}

await main();
