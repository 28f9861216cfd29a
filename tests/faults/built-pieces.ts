import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The fault tests run the built API and gateway (as `npm start` does): build
 * those whose output is missing or older than their sources first, as
 * `npm start` would (`npm test` runs this stage after the end-to-end one,
 * whose build leaves nothing to do).
 */
export default function buildStalePieces(): void {
  const stale = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { staleWorkspaces } = await import('./scripts/lib.mjs'); console.log(staleWorkspaces().map((w) => w.name).filter((n) => n !== '@portal/web').join(' '))",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  ).trim();
  for (const workspace of stale ? stale.split(' ') : []) {
    execFileSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
}
