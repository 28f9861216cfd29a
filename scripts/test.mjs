// `npm test`: every test, in order of cost. Lint and types, unit tests, the API
// and gateway suites on PGlite (and again on PostgreSQL when DATABASE_URL is
// set), then end to end in Chromium through the real origin. Ends with one
// line counting every test run: "tests: N passed, N failed".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

const results = join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

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
  vitest('unit', ['domain', 'web', 'repo'], withoutDatabaseUrl),
  vitest('pglite', ['api', 'gateway'], withoutDatabaseUrl),
  ...(databaseUrl ? [vitest('postgres', ['api', 'gateway'], process.env)] : []),
  {
    name: 'e2e',
    command: 'npm',
    args: ['run', 'test:e2e', '--silent'],
    env: { ...withoutDatabaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
    count: () => countPlaywright(join(results, 'playwright.json')),
  },
].filter((stage) => only.length === 0 || only.includes(stage.name));

for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const code = await run(stage.command, stage.args, { env: stage.env ?? process.env });
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

console.log(failedStages.length ? `\nFailed stages: ${failedStages.join(', ')}` : '\nEvery stage passed.');
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(failedStages.length ? 1 : 0);
