import pg from 'pg';
import { firstLine } from '../startup/describe-startup-failure.js';
import { StartupError } from '../startup/startup-error.js';

/** PostgreSQL's SQLSTATE for "database does not exist". */
const INVALID_CATALOG_NAME = '3D000';
/** PostgreSQL's SQLSTATE for "database already exists" (another process created it first). */
const DUPLICATE_DATABASE = '42P04';
const CONNECT_TIMEOUT_MS = 10_000;

/** Where a connection string leads, as pg reads it; for messages, so never the password. */
interface Target {
  host: string;
  port: number;
  user: string;
  database: string;
}

function targetOf(databaseUrl: string): Target {
  const client = new pg.Client({ connectionString: databaseUrl });
  return { host: client.host, port: client.port, user: client.user ?? '', database: client.database ?? '' };
}

/** The same server and credentials, on the `postgres` maintenance database. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function withClient<T>(connectionString: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection lost after connecting is reported by the query; it must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Why a connection or statement failed, in a few words. */
function reason(error: unknown): string {
  // Node reports a refused "localhost" (tried as ::1 and 127.0.0.1) as an AggregateError without a message.
  const cause = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  switch (sqlState(cause)) {
    case 'ECONNREFUSED':
      return 'connection refused: is the server running?';
    case 'ENOTFOUND':
      return 'no such host';
    case 'ETIMEDOUT':
      return 'the server did not answer';
    default:
      return firstLine(cause);
  }
}

/** A word as a shell argument: plain when safe, single-quoted otherwise. */
function shellWord(word: string): string {
  return /^[\w.@%+=:,/-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The database a connection string names, and whether `ensurePostgresDatabase` had to create it. */
export interface EnsuredDatabase {
  name: string;
  /** `host:port` */
  server: string;
  created: boolean;
}

/**
 * Makes sure the database a connection string names exists: when the server
 * answers that it does not (SQLSTATE 3D000), creates it through the `postgres`
 * maintenance database with the same credentials.
 * Any failure is a StartupError saying what failed and what to run instead.
 */
export async function ensurePostgresDatabase(databaseUrl: string): Promise<EnsuredDatabase> {
  const target = targetOf(databaseUrl);
  const server = `${target.host}:${target.port}`;
  try {
    await withClient(databaseUrl, async () => undefined);
    return { name: target.database, server, created: false };
  } catch (error) {
    if (sqlState(error) !== INVALID_CATALOG_NAME) {
      throw new StartupError(
        `Cannot connect to PostgreSQL at ${server} as ${target.user} (${reason(error)}); check DATABASE_URL.`,
      );
    }
  }
  try {
    await withClient(maintenanceUrl(databaseUrl), (client) =>
      client.query(`create database ${client.escapeIdentifier(target.database)}`),
    );
    return { name: target.database, server, created: true };
  } catch (error) {
    if (sqlState(error) === DUPLICATE_DATABASE) return { name: target.database, server, created: false };
    const createdb = ['createdb', '-h', target.host, '-p', String(target.port), '-U', target.user, target.database];
    throw new StartupError(
      `The database "${target.database}" does not exist on ${server} and could not be created (${reason(error)}); ` +
        `create it with: ${createdb.map(shellWord).join(' ')}`,
    );
  }
}
