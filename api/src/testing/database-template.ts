import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { administer, withDatabase } from '../db/test-database.js';

/**
 * Vitest global setup (api and gateway projects): once per run, a database
 * migrated from the current `api/migrations`, which every test file's
 * `createTestDatabase()` copies instead of migrating its own. On PGlite a
 * dumped data folder in a temporary folder (opening a PGlite costs seconds,
 * loading a dump under one); with `DATABASE_URL` a template database on that
 * server. Both are removed when the run ends. `use-database-template.ts` hands
 * the template to the test files.
 */

export interface DatabaseTemplate {
  kind: 'pglite' | 'postgres';
  /** The tarball's path (PGlite) or the template database's name (PostgreSQL). */
  location: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    const drop = () => administer(databaseUrl, `drop database if exists ${name} with (force)`);
    await administer(databaseUrl, `create database ${name}`);
    try {
      const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
      try {
        await migrate(database);
      } finally {
        // A template must have no connection left when it is copied.
        await database.close();
      }
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('databaseTemplate', { kind: 'postgres', location: name });
    return drop;
  }

  const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const remove = async () => rmSync(folder, { recursive: true, force: true });
  try {
    const database = await openDatabase();
    try {
      if (database.kind !== 'pglite') throw new Error('expected PGlite without DATABASE_URL');
      await migrate(database);
      // Uncompressed: a larger file, but each copy loads faster than from gzip.
      const dump = await database.driver.$client.dumpDataDir('none');
      const file = join(folder, 'migrated.tar');
      writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      project.provide('databaseTemplate', { kind: 'pglite', location: file });
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}
