import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup/startup-error.js';
import { migrate } from './migrate.js';
import { openDatabase } from './open-database.js';

// Like the other PostgreSQL-only tests: the server is DATABASE_URL's; without it these are skipped.
const serverUrl = process.env.DATABASE_URL;

/** DATABASE_URL's server, on another database and optionally as another user. */
function urlFor(database: string, user?: string): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${encodeURIComponent(database)}`;
  if (user) {
    url.username = user;
    url.password = '';
  }
  return url.toString();
}

async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const unique = () => randomBytes(6).toString('hex');

describe.skipIf(!serverUrl)('DATABASE_URL naming a database the server does not have', () => {
  const cleanups: string[] = [];
  afterEach(async () => {
    for (const statement of cleanups.splice(0).reverse()) await administer(statement);
  });

  it('creates it at open, and it migrates; opening it again keeps it', async () => {
    // Spaces, capitals and a quote: the name must reach the server as one quoted identifier.
    const name = `Portal created "${unique()}"`;
    cleanups.push(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    const created: string[] = [];
    const onCreated = (database: { name: string }) => created.push(database.name);

    const database = await openDatabase({ databaseUrl: urlFor(name), onCreated });
    try {
      await migrate(database);
      const found = await database.db.execute<{ current: string; users: string | null }>(
        sql`select current_database() as current, to_regclass('public.users')::text as users`,
      );
      expect(found.rows).toEqual([{ current: name, users: 'users' }]);
    } finally {
      await database.close();
    }
    expect(created).toEqual([name]);

    const reopened = await openDatabase({ databaseUrl: urlFor(name), onCreated });
    await reopened.close();
    expect(created).toEqual([name]);
  });

  it('says in one line what to run when the user may not create databases', async () => {
    const role = `portal_nocreate_${unique()}`;
    await administer(`create role ${role} login nocreatedb`);
    cleanups.push(`drop role if exists ${role}`);
    const name = `portal_missing_${unique()}`;
    const server = new URL(serverUrl ?? '');

    const failure = await openDatabase({ databaseUrl: urlFor(name, role) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    const message = (failure as StartupError).message;
    expect(message).toContain(`The database "${name}" does not exist`);
    expect(message).toContain('permission denied to create database');
    expect(message).toContain(
      `create it with: createdb -h ${server.hostname} -p ${server.port || 5432} -U ${role} ${name}`,
    );
    expect(message).not.toContain('\n');
  });
});

describe('DATABASE_URL naming a server that does not answer', () => {
  it('is one line naming the server, the user and the reason', async () => {
    const failure = await openDatabase({ databaseUrl: 'postgres://portal@127.0.0.1:1/portal' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as StartupError).message).toBe(
      'Cannot connect to PostgreSQL at 127.0.0.1:1 as portal (connection refused: is the server running?); check DATABASE_URL.',
    );
  });
});
