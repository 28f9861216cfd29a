import { join } from 'node:path';
import type { RouteAccess } from '@portal/domain';
import { runnerImport } from 'vite';

/** What the walk reads of a row of the web's route table. */
export interface WalkedRoute {
  /** A react-router pattern, such as /people/view/:userId. */
  path: string;
  /** The breadcrumb name, which is also the page title's last part. */
  name: string;
  access: RouteAccess;
}

const WEB = join(import.meta.dirname, '..', '..', 'web');
const ACCESS_KINDS = new Set<unknown>(['all', 'unauthenticated', 'authenticated', 'capability']);

function isWalkedRoute(row: unknown): row is WalkedRoute {
  if (typeof row !== 'object' || row === null) return false;
  const { path, name, access } = row as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    typeof name === 'string' &&
    typeof access === 'object' &&
    access !== null &&
    ACCESS_KINDS.has((access as Record<string, unknown>).kind)
  );
}

/**
 * The web's route table itself (web/src/app/routing/routeTable.ts), so a
 * route added there is walked without this folder changing. It is loaded
 * through Vite, the web's own toolchain, rather than imported: the table is
 * web code (bundler module resolution, JSX pages behind lazy imports) that
 * this workspace's Node settings do not compile, and only its data is read.
 */
export async function loadRouteTable(): Promise<WalkedRoute[]> {
  const { module } = await runnerImport<{ appRoutes?: unknown }>(join(WEB, 'src/app/routing/routeTable.ts'), {
    root: WEB,
    configFile: false,
    logLevel: 'error',
  });
  const rows = module.appRoutes;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isWalkedRoute))
    throw new Error('web/src/app/routing/routeTable.ts no longer exports appRoutes as rows of path, name and access');
  return rows.map(({ path, name, access }) => ({ path, name, access }));
}
