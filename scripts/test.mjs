// `npm test`: every test, in order of cost. Lint and types, unit tests, the API
// and gateway suites on PGlite (with DATABASE_URL set: both on PostgreSQL, and
// on PGlite only the API's files that meet PGlite's own ways), then end to end in Chromium through the real origin,
// then the fault tests on the built pieces. Ends with one
// line counting every test run: "tests: N passed, N failed". Each stage prints
// its duration when it ends, and a table of them comes before that last line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

const results = join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// Arguments: stage names to run only those; `--ci-steps=name=seconds,…` (from .ci/run) adds CI's own steps to the table.
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const ciStepsArg = args.find((arg) => arg.startsWith('--ci-steps='))?.slice('--ci-steps='.length) ?? '';
const databaseUrl = process.env.DATABASE_URL;
const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;
// Only the pglite stage narrows the API's suite (below); every other stage runs its suite whole.
delete withoutDatabaseUrl.API_TEST_FILES;
const wholeOnPostgres = { ...process.env };
delete wholeOnPostgres.API_TEST_FILES;

const tally = { passed: 0, failed: 0 };
const failedStages = [];

function vitest(name, projects, env) {
  const file = join(results, `vitest-${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile=${file}`);
  return { name, command: 'npx', args, env, count: () => countVitest(file) };
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const stages = [
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'codegen', command: 'npx', args: ['graphql-codegen', '--config', 'codegen.yml', '--check'] },
  vitest('unit', ['domain', 'web', 'web-mocks', 'repo'], withoutDatabaseUrl),
  // Without DATABASE_URL the API's and the gateway's suites run whole here. With it, both run whole on the
  // real server (the postgres stage), and here only the API's files that meet what PGlite does its own way
  // (migrations, search, live events, the data folder: STORE_SENSITIVE_TESTS in api/vitest.config.ts). The
  // gateway's suite is about the gateway (loaders, limits, errors) and reads through the API, so once shows
  // it: on the real server, where it runs in about half PGlite's time (its store is not in the process).
  databaseUrl
    ? vitest('pglite', ['api'], { ...withoutDatabaseUrl, API_TEST_FILES: 'store-sensitive' })
    : vitest('pglite', ['api', 'gateway'], withoutDatabaseUrl),
  ...(databaseUrl ? [vitest('postgres', ['api', 'gateway'], wholeOnPostgres)] : []),
  {
    name: 'e2e',
    command: 'npm',
    args: ['run', 'test:e2e', '--silent'],
    env: { ...withoutDatabaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
    count: () => countPlaywright(join(results, 'playwright.json')),
  },
  // The built pieces in processes of their own, killed, restarted and cut off from their database under
  // load (tests/faults/): on PGlite, and on PostgreSQL too when DATABASE_URL is set. After e2e, whose build they run.
  vitest('faults', ['faults'], process.env),
].filter((stage) => only.length === 0 || only.includes(stage.name));

const durations = [];
const seconds = (since) => Math.round((performance.now() - since) / 1000);
const started = performance.now();

for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const stageStarted = performance.now();
  const code = await run(stage.command, stage.args, { env: stage.env ?? process.env });
  const took = seconds(stageStarted);
  durations.push({ name: stage.name, seconds: took, result: code === 0 ? 'passed' : 'FAILED' });
  console.log(`=== ${stage.name}: ${took} s ===`);
  let counted;
  try {
    counted = stage.count?.();
  } catch {
    counted = undefined;
  }
  if (counted) {
    tally.passed += counted.passed;
    tally.failed += counted.failed;
  }
  if (code !== 0) {
    failedStages.push(stage.name);
    if (!counted || counted.failed === 0) tally.failed += 1;
  }
}

// .ci/run times its own steps (apt, npm ci, …) and passes them in, so one table shows the whole run.
const ciSteps = ciStepsArg
  .split(',')
  .filter(Boolean)
  .map((step) => {
    const [name = '', value = ''] = step.split('=');
    return { name: `ci: ${name}`, seconds: Number(value) || 0, result: '' };
  });
const testSeconds = seconds(started);
const rows = [
  ...ciSteps,
  ...durations,
  { name: 'npm test', seconds: testSeconds, result: '' },
  ...(ciSteps.length
    ? [{ name: 'total', seconds: testSeconds + ciSteps.reduce((sum, step) => sum + step.seconds, 0), result: '' }]
    : []),
];
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`\n${'stage'.padEnd(width)}  seconds  result`);
for (const row of rows)
  console.log(`${row.name.padEnd(width)}  ${String(row.seconds).padStart(7)}  ${row.result}`.trimEnd());

console.log(failedStages.length ? `\nFailed stages: ${failedStages.join(', ')}` : '\nEvery stage passed.');
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(failedStages.length ? 1 : 0);
