import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The fault tests run the built API and gateway (as `npm start` does): build
 * those whose output is missing or older than their sources first, as
 * `npm start` would (`npm test` runs this stage after the end-to-end one,
 * whose build leaves nothing to do). No fault test loads a page.
 */
export default function buildStalePieces(): void {
  buildStaleWorkspaces({ withWeb: false });
}

/** Builds each workspace whose output is stale; the web app only `withWeb` (nginx serves it: the load benchmark). */
export function buildStaleWorkspaces({ withWeb }: { withWeb: boolean }): void {
  const stale = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { staleWorkspaces } = await import('./scripts/lib.mjs'); console.log(staleWorkspaces().map((w) => w.name).join(' '))",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  ).trim();
  for (const workspace of stale ? stale.split(' ') : []) {
    if (workspace === '@portal/web' && !withWeb) continue;
    execFileSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
}
