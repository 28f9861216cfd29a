// `npm run seed -- --students 2000 --attempts 1000000 [--groups 100]`: adds a big
// school with a year of attempts to the portal's database (DATA_DIR or
// DATABASE_URL), to see the metrics at scale (api/src/seed/scale-seed-cli.ts).
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

// swc-node maps the sources' `.js` imports to `.ts` through the API's tsconfig.
const env = { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'api', 'tsconfig.json') };
const cli = join(ROOT, 'api', 'src', 'seed', 'scale-seed-cli.ts');
process.exit(
  await run(process.execPath, ['--import', '@swc-node/register/esm-register', cli, ...process.argv.slice(2)], { env }),
);
