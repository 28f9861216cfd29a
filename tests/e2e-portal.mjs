// The portal for one end-to-end run (Playwright's webServer): `npm start` on a
// PGlite folder of its own, emptied first (a run killed outright leaves it
// behind) and removed once the portal has stopped.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('tests/e2e-portal.mjs: set DATA_DIR to the folder this run may empty.');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

const root = fileURLToPath(new URL('..', import.meta.url));
const portal = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'inherit' });

// Playwright stops its webServer by signalling the whole process group, the
// portal included: wait for the portal to stop, then remove its folder.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => portal.kill(signal));
portal.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
