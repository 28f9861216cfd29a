// `npm run build` and `npm run typecheck`: one npm script in every workspace,
// as many at once as the machine has cores (each is one single-threaded tsc
// or vite), where npm's --workspaces runs them one after another. The domain
// builds first: the others read its built output. Exits with the first failure's code.
import { availableParallelism } from 'node:os';
import { run } from './lib.mjs';

const script = process.argv[2];
const FIRST = ['@portal/domain'];
const WORKSPACES = {
  build: ['@portal/api', '@portal/gateway', '@portal/web'],
  typecheck: ['@portal/gateway', '@portal/api', '@portal/web', '@portal/domain', '@portal/tests'],
};
if (!(script in WORKSPACES)) {
  console.error(`usage: node scripts/workspaces.mjs ${Object.keys(WORKSPACES).join('|')}`);
  process.exit(2);
}

const runScript = (workspace) => run('npm', ['run', script, '-w', workspace, '--silent']);

let failed = 0;
if (script === 'build') failed = (await Promise.all(FIRST.map(runScript))).find((code) => code !== 0) ?? 0;
if (!failed) {
  // The slowest first, so the last to start is a short one.
  const queue = [...WORKSPACES[script]];
  const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const code = await runScript(next);
      if (code !== 0 && !failed) failed = code;
    }
  });
  await Promise.all(lanes);
}
process.exit(failed);
