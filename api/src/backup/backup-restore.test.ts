import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app.js';
import { readConfig } from '../config.js';
import { administer, withDatabase } from '../db/test-database.js';
import { prepareDatabase } from '../startup/prepare-database.js';
import { sendResultRequest, testEmailOptions } from '../testing/email-world.js';
import { readmeBackupCommands, runDocumented } from '../testing/readme-backup-commands.js';
import {
  DEMO_ADMIN_EMAIL,
  rowCountsOfEveryTable,
  schoolAsSeenBy,
  signInAsDemo,
  type SchoolAsSeen,
} from '../testing/school-snapshot.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { withSession } from '../testing/test-api.js';

// The commands of docs/backups.md, run with this test's DATA_DIR, DATABASE_URL and BACKUP.
const commands = readmeBackupCommands();
const serverUrl = process.env.DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), 'portal-backup-'));
const cleanUps: (() => Promise<unknown>)[] = [async () => rmSync(folder, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** Where one kind of deployment keeps the school, and docs/backups.md's way of backing it up and restoring it. */
interface Store {
  /** The API's settings naming the school's database. */
  source: Record<string, string>;
  /** The API's settings naming the database restored from the backup. */
  restored: Record<string, string>;
  backUp(): Promise<void>;
  /** The disaster: the database is gone. */
  lose(): Promise<void>;
  restore(): Promise<void>;
}

/** The school before the backup, as the demo admin saw it, and every table's row count. */
interface Saved {
  seen: SchoolAsSeen;
  rows: Record<string, number>;
}

/**
 * Starts the API as `npm start` does on a data folder or database where the
 * demo school is seeded, reads the school as the demo admin, and asks for a
 * report to be e-mailed while the mail server is down, so it waits in the
 * queue when the backup is made.
 */
async function seedAndRead(store: Store, mailServerDown: string): Promise<Saved> {
  const { database, seeded } = await prepareDatabase(readConfig(store.source));
  try {
    expect(seeded, 'the demo school is seeded on first start').toBe(true);
    const app = buildApi({ database, email: testEmailOptions(mailServerDown) });
    let seen: SchoolAsSeen;
    try {
      const token = await signInAsDemo(app);
      seen = await schoolAsSeenBy(app, token);
      const send = await app.inject({
        ...(await sendResultRequest({ email: DEMO_ADMIN_EMAIL })),
        ...withSession(token),
      });
      expect(send.statusCode, send.body).toBe(201);
    } finally {
      // As Ctrl-C stops the portal: the e-mail worker first, then the database.
      await app.close();
    }
    expect(seen.people.total).toBeGreaterThan(30);
    expect(seen.groups.total).toBe(2);
    expect(seen.assignments.total).toBeGreaterThan(50);
    expect(seen.attempts, "the demo history's attempts").toBeGreaterThan(1000);
    return { seen, rows: await rowCountsOfEveryTable(database.db) };
  } finally {
    await database.close();
  }
}

/** Starts the API on the restored school as `npm start` would, with the mail server back up. */
async function expectRestored(store: Store, saved: Saved, mailServer: SmtpCatcher): Promise<void> {
  const { database, seeded } = await prepareDatabase(readConfig(store.restored));
  try {
    expect(seeded, 'a restored school is not seeded again').toBe(false);
    expect(await rowCountsOfEveryTable(database.db)).toEqual(saved.rows);
    const app = buildApi({ database, email: testEmailOptions(mailServer.url) });
    try {
      const seen = await schoolAsSeenBy(app, await signInAsDemo(app));
      expect(seen.people).toEqual(saved.seen.people);
      expect(seen.groups).toEqual(saved.seen.groups);
      expect(seen.assignments).toEqual(saved.seen.assignments);
      expect(seen.attempts, 'attempts the progress reports count').toBe(saved.seen.attempts);
      expect(seen.progress).toEqual(saved.seen.progress);
      const [mail] = await mailServer.waitForMessages(1);
      expect(recipientOf(mail)).toBe(DEMO_ADMIN_EMAIL);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

function recipientOf(mail: ParsedMail | undefined): string | undefined {
  return mail?.to && 'text' in mail.to ? mail.to.text : undefined;
}

async function backUpLoseAndRestore(store: Store): Promise<void> {
  const mailServer = new SmtpCatcher();
  await mailServer.listen();
  const mailServerDown = mailServer.url;
  await mailServer.stop();
  const saved = await seedAndRead(store, mailServerDown);
  await store.backUp();
  await store.lose();
  await store.restore();
  await mailServer.listen();
  try {
    await expectRestored(store, saved, mailServer);
  } finally {
    await mailServer.stop();
  }
}

function pgliteStore(): Store {
  const variables = { DATA_DIR: join(folder, 'data'), BACKUP: join(folder, 'portal.tar.gz') };
  // Restored where it was, as docs/backups.md does after moving the old folder aside.
  return {
    source: { DATA_DIR: variables.DATA_DIR },
    restored: { DATA_DIR: variables.DATA_DIR },
    backUp: async () => {
      await runDocumented(commands.archiveDataDir, variables, folder);
      expect(await runDocumented(commands.checkArchive, variables, folder)).toContain('PG_VERSION');
    },
    lose: async () => rmSync(variables.DATA_DIR, { recursive: true }),
    restore: async () => {
      await runDocumented(commands.makeEmptyDataDir, variables, folder);
      await runDocumented(commands.unpackDataDir, variables, folder);
    },
  };
}

function postgresStore(server: string): Store {
  const suffix = randomBytes(6).toString('hex');
  const [live, restored] = [`portal_backup_${suffix}`, `portal_restored_${suffix}`];
  const drop = (name: string) => () => administer(server, `drop database if exists ${name} with (force)`);
  cleanUps.push(drop(live), drop(restored));
  const BACKUP = join(folder, 'portal.dump');
  const source = { DATABASE_URL: withDatabase(server, live) };
  const target = { DATABASE_URL: withDatabase(server, restored) };
  return {
    source,
    restored: target,
    backUp: async () => {
      await runDocumented(commands.dumpDatabase, { ...source, BACKUP }, folder);
      expect(Number(await runDocumented(commands.checkDump, { ...source, BACKUP }, folder))).toBeGreaterThan(20);
    },
    lose: drop(live),
    restore: async () => {
      // docs/backups.md's createdb names a real server's host and user; the test's server is DATABASE_URL's.
      await administer(server, `create database ${restored}`);
      await runDocumented(commands.restoreDatabase, { ...target, BACKUP }, folder);
    },
  };
}

describe('the backups of docs/backups.md', () => {
  it.runIf(!serverUrl)(
    'on PGlite: a data folder archived with the portal stopped, unpacked into an empty folder, is the same school with its waiting e-mail',
    () => backUpLoseAndRestore(pgliteStore()),
    120_000,
  );

  it.runIf(serverUrl)(
    'on PostgreSQL: a pg_dump restored into an empty database is the same school with its waiting e-mail',
    () => backUpLoseAndRestore(postgresStore(serverUrl ?? '')),
    120_000,
  );
});
