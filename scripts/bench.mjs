// `npm run bench -- NAME`: runs one benchmark from bench/ and prints its timings.
// Benchmarks are not tests: they measure, they do not pass or fail on time.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

const dir = join(ROOT, 'bench');
const available = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => f.replace('.bench.ts', ''))
  : [];
const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.log(`Usage: npm run bench -- NAME\nBenchmarks: ${available.length ? available.join(', ') : '(none yet)'}`);
  process.exit(name ? 1 : 0);
}
// swc-node maps the sources' `.js` imports to `.ts` through this tsconfig (the root has none).
const env = { ...process.env, SWC_NODE_PROJECT: join(dir, 'tsconfig.json') };
const script = join(dir, `${name}.bench.ts`);
process.exit(await run(process.execPath, ['--import', '@swc-node/register/esm-register', script], { env }));
