import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const BACKUPS = fileURLToPath(new URL('../../../docs/backups.md', import.meta.url));

/**
 * The shell lines of docs/backups.md that a backup and a restore consist of,
 * so the backup test runs exactly what a school's IT person reads. Each is found by how it begins (and `restoreDatabase` by
 * naming a target database, unlike the `pg_restore --list` check).
 */
const RULES = {
  /** PGlite: archives `$DATA_DIR` into `$BACKUP`. */
  archiveDataDir: (line: string) => line.startsWith('tar -c'),
  /** PGlite: checks that `$BACKUP` reads back whole. */
  checkArchive: (line: string) => line.startsWith('gzip -t'),
  /** PGlite: makes the empty folder `$DATA_DIR` to restore into. */
  makeEmptyDataDir: (line: string) => line.startsWith('mkdir '),
  /** PGlite: unpacks `$BACKUP` into `$DATA_DIR`. */
  unpackDataDir: (line: string) => line.startsWith('tar -x'),
  /** PostgreSQL: dumps `$DATABASE_URL` into `$BACKUP`. */
  dumpDatabase: (line: string) => line.startsWith('pg_dump '),
  /** PostgreSQL: checks that `$BACKUP` reads back. */
  checkDump: (line: string) => line.startsWith('pg_restore --list'),
  /** PostgreSQL: loads `$BACKUP` into the empty database `$DATABASE_URL`. */
  restoreDatabase: (line: string) => line.startsWith('pg_restore ') && line.includes('--dbname'),
};

export type BackupCommands = Record<keyof typeof RULES, string>;

/** The lines of the document's `sh` blocks. */
function shellLines(document: string): string[] {
  return [...document.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((block) =>
    (block[1] ?? '').split('\n').map((line) => line.trim()),
  );
}

/** Each command of a backup and a restore as docs/backups.md shows it; throws when one is missing or shown twice. */
export function readmeBackupCommands(document = readFileSync(BACKUPS, 'utf8')): BackupCommands {
  const lines = shellLines(document);
  const entries = Object.entries(RULES).map(([name, matches]) => {
    const found = lines.filter(matches);
    if (found.length !== 1) {
      throw new Error(`docs/backups.md shows ${found.length} lines for ${name}, not one`);
    }
    return [name, found[0]];
  });
  return Object.fromEntries(entries) as BackupCommands;
}

/**
 * Runs one documented line with `sh`, as the reader's shell would, given the
 * variables the document sets first (`DATA_DIR`, `DATABASE_URL`, `BACKUP`).
 * Fails with the command's own error output.
 */
export async function runDocumented(command: string, variables: Record<string, string>, cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('sh', ['-c', command], {
      cwd,
      env: { ...process.env, ...variables },
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    throw new Error(`"${command}" failed: ${typeof stderr === 'string' ? stderr.trim() : String(error)}`);
  }
}
