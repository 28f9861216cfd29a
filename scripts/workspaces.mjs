// `npm run build`, `npm run typecheck` and `npm run lint`: their jobs (one npm
// script in every workspace; for lint, Prettier and ESLint beside the type
// checks) as many at once as the machine has cores (each is one
// single-threaded tsc, vite, prettier or eslint), where running them one after
// another left a core idle. The domain builds first: the others read its built
// output. Exits with the first failure's code.
import { availableParallelism } from 'node:os';
import { run } from './lib.mjs';

const script = process.argv[2];
const inWorkspace = (name, workspace) => ['npm', ['run', name, '-w', workspace, '--silent']];
const typechecks = ['@portal/gateway', '@portal/api', '@portal/web', '@portal/domain', '@portal/tests'].map(
  (workspace) => inWorkspace('typecheck', workspace),
);
const FIRST = { build: [inWorkspace('build', '@portal/domain')], typecheck: [], lint: [] };
// The slowest first, so the last to start is a short one.
const JOBS = {
  build: ['@portal/api', '@portal/gateway', '@portal/web'].map((workspace) => inWorkspace('build', workspace)),
  typecheck: typechecks,
  lint: [
    ...typechecks.slice(0, 3),
    ['npx', ['eslint', '.']],
    ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ...typechecks.slice(3),
  ],
};
if (!(script in JOBS)) {
  console.error(`usage: node scripts/workspaces.mjs ${Object.keys(JOBS).join('|')}`);
  process.exit(2);
}

const runJob = ([command, args]) => run(command, args);

let failed = (await Promise.all(FIRST[script].map(runJob))).find((code) => code !== 0) ?? 0;
if (!failed) {
  const queue = [...JOBS[script]];
  const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const code = await runJob(next);
      if (code !== 0 && !failed) failed = code;
    }
  });
  await Promise.all(lanes);
}
process.exit(failed);
