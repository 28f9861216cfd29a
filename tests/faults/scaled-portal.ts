import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareNginx } from './compose-nginx.js';
import { ROOT, Piece, freePort, newStore, waitForPiece } from './pieces.js';

/*
 * The compose file's shape (docker-compose.yml) without Docker: a one-shot
 * migration, API replicas and gateway replicas on one fresh PostgreSQL
 * database, behind the compose file's own nginx configuration
 * (docker/nginx/portal.conf) served by Debian's nginx from a prefix of its
 * own, every address on loopback. The fault tests (scaled-out.test.ts) and
 * `LOAD_REPLICAS=2 npm run bench -- load` run it. It runs the built pieces:
 * build them first (tests/faults/built-pieces.ts).
 */

/** One API or gateway process, reachable directly (not through nginx) at `url`. */
export interface Replica {
  url: string;
  piece: Piece;
}

export interface ScaledPortal {
  /** nginx's origin: the app, /graphql and /api/v1 over the gateways. */
  origin: string;
  apis: Replica[];
  gateways: Replica[];
  /** nginx's master process; its workers are its children. */
  nginx: Piece;
  databaseName: string;
  /** Stops every process (SIGTERM), drops the database and removes nginx's prefix. */
  stop(): Promise<void>;
}

export interface ScaledPortalOptions {
  /** A PostgreSQL URL whose role may create databases: the portal's is made beside it. */
  serverUrl: string;
  /** How many APIs, and how many gateways (the compose file's `replicas`); 2 by default. */
  replicas?: number;
  /** The environment of every API process, and of the migration, besides what the layout sets. */
  apiEnv?: Record<string, string>;
  /** The environment of every gateway process besides what the layout sets. */
  gatewayEnv?: Record<string, string>;
}

/** The first start migrates and seeds the demo school with its year of history. */
const MIGRATE_TIMEOUT_MS = 300_000;

/** Starts the portal scaled out; resolves once the origin answers through a gateway and an API. */
export async function startScaledPortal(options: ScaledPortalOptions): Promise<ScaledPortal> {
  const replicas = options.replicas ?? 2;
  const store = newStore('postgres', options.serverUrl);
  if (store.kind !== 'postgres') throw new Error('a scaled-out portal runs on PostgreSQL');
  const databaseName = new URL(store.url).pathname.slice(1);
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const started: Piece[] = [];
  const stop = async () => {
    // The gateways first, then the APIs they call, then nginx in front of both: as `docker compose down` would.
    await Promise.all(portal.gateways.map(({ piece }) => stopWithin(piece)));
    await Promise.all(portal.apis.map(({ piece }) => stopWithin(piece)));
    await Promise.all(started.map((piece) => stopWithin(piece)));
    store.drop();
    rmSync(prefix, { recursive: true, force: true });
  };
  const portal: ScaledPortal = {
    origin: '',
    apis: [],
    gateways: [],
    nginx: undefined as unknown as Piece,
    databaseName,
    stop,
  };
  try {
    const ports = async (count: number) => {
      const found: number[] = [];
      while (found.length < count) {
        const port = await freePort();
        if (!found.includes(port)) found.push(port);
      }
      return found;
    };
    const [port = 0, balancerPort = 0, ...replicaPorts] = await ports(2 + 2 * replicas);
    const apiPorts = replicaPorts.slice(0, replicas);
    const gatewayPorts = replicaPorts.slice(replicas);
    const databaseEnv = { DATABASE_URL: store.url, ...options.apiEnv };

    // The compose file's `migrate` service: drizzle's migrator takes no lock, so the APIs start on a migrated database.
    const migrate = new Piece('migration', 'api/dist/migrate-main.js', { ...databaseEnv, SEED_DEMO: 'true' });
    started.push(migrate);
    const timer = setTimeout(() => void migrate.stop(), MIGRATE_TIMEOUT_MS);
    const { code } = await migrate.exited;
    clearTimeout(timer);
    if (code !== 0) throw new Error(`the migration failed: ${migrate.output.join('')}`);

    portal.nginx = new Piece(
      'origin (nginx)',
      prepareNginx(prefix, { port, balancerPort, gatewayPorts, apiPorts }),
      {},
    );
    started.push(portal.nginx);
    portal.origin = `http://127.0.0.1:${port}`;
    portal.apis = apiPorts.map((apiPort, index) => ({
      url: `http://127.0.0.1:${apiPort}`,
      piece: new Piece(`API ${index + 1}`, 'api/dist/main.js', {
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        // The migration seeded the demo school.
        SEED_DEMO: 'false',
        ...databaseEnv,
      }),
    }));
    await Promise.all(portal.apis.map(({ url, piece }) => waitForPiece(piece, `${url}/api/v1/ready`, 90_000)));
    portal.gateways = gatewayPorts.map((gatewayPort, index) => ({
      url: `http://127.0.0.1:${gatewayPort}`,
      piece: new Piece(`gateway ${index + 1}`, 'gateway/dist/main.js', {
        HOST: '127.0.0.1',
        PORT: String(gatewayPort),
        // The compose file's API_URL=http://origin:4001 and TRUST_PROXY=true: nginx is the one hop before it.
        API_URL: `http://127.0.0.1:${balancerPort}`,
        TRUST_PROXY: 'true',
        // nginx serves the app: the gateway image holds no web/dist.
        WEB_DIST: join(ROOT, 'tests/faults/no-web-app'),
        ...options.gatewayEnv,
      }),
    }));
    await Promise.all(portal.gateways.map(({ url, piece }) => waitForPiece(piece, `${url}/ready`, 60_000)));
    await waitForPiece(portal.nginx, `${portal.origin}/api/v1/ready`, 30_000);
    return portal;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM, then SIGKILL if it has not gone within 20 s (the API's and gateway's shutdown takes at most 10). */
async function stopWithin(piece: Piece): Promise<void> {
  if (!piece.running) return;
  const killer = setTimeout(() => piece.child.kill('SIGKILL'), 20_000);
  await piece.stop('SIGTERM');
  clearTimeout(killer);
}
