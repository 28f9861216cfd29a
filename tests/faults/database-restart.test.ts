import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLoad } from './attempt-load.js';
import { attemptCounts, demoClassroom, type Classroom } from './classroom.js';
import { codesOf, type PortalClient } from './clients.js';
import { startApi, startGateway, type ApiProcess, type GatewayProcess } from './pieces.js';
import { PrivatePostgres } from './private-postgres.js';

const CREATE_ACCOUNTS = `mutation ($input: CreateAccountsInput!) {
  createAccounts(input: $input) { created { user { id } } alreadyPresent }
}`;
const BATCH_SIZE = 200;

/*
 * PostgreSQL restarts under the API (a fast shutdown: every session cut off,
 * its transaction rolled back; down a second, then up): what was under way is
 * stored whole or refused with UNAVAILABLE, and the client's retry stores it
 * once. Only on PostgreSQL (PGlite lives inside the API: its restart is the
 * API's, see api-killed.test.ts).
 */
describe.runIf(process.env.DATABASE_URL && PrivatePostgres.available)('PostgreSQL restarting under load', () => {
  let server: PrivatePostgres;
  let api: ApiProcess;
  let gateway: GatewayProcess;
  let classroom: Classroom;

  beforeAll(async () => {
    server = await PrivatePostgres.start();
    api = await startApi({ kind: 'postgres', url: server.url('portal') });
    gateway = await startGateway(api.url);
    classroom = await demoClassroom(gateway.url, 6);
  });
  afterAll(async () => {
    await gateway?.piece.stop('SIGTERM');
    await api?.piece.stop('SIGTERM');
    await server?.stop();
  });

  it('while students record attempts: each stored exactly once, those cut off sent again', async () => {
    const before = await attemptCounts(classroom);
    const load = new AttemptLoad(classroom);
    await load.reach(12);
    await server.restart(1000);
    const afterRestart = load.total;
    await load.reach(afterRestart + 12);
    await load.stop();
    expect(api.piece.running, 'the API outlived its database').toBe(true);
    expect(load.retried, 'attempts refused while the database was down were sent again').toBeGreaterThan(0);

    const after = await attemptCounts(classroom);
    for (const { userId } of classroom.students) {
      expect((after.get(userId) ?? 0) - (before.get(userId) ?? 0), userId).toBe(load.stored.get(userId));
    }
  });

  it('while an admin imports accounts: each batch stored whole or not at all, and the retry completes it', async () => {
    const stamp = Date.now();
    const batches = Array.from({ length: 5 }, (_, batch) =>
      Array.from({ length: BATCH_SIZE }, (_, row) => ({
        email: `restart-${stamp}-b${batch}-${row}@hill.example`,
        firstName: `Row${row}`,
        lastName: `Batch${batch}`,
        roles: ['STUDENT'],
        yearLevel: 5,
      })),
    );
    const storedOf = (batch: number) =>
      Number(server.query(`select count(*) from users where email like 'restart-${stamp}-b${batch}-%'`));

    const refusals: { batch: number; storedAfter: number; message: string | undefined }[] = [];
    // Restarts (down 1.5 s each) until a call has been refused: a batch's passwords are hashed before its
    // transaction, and a restart that falls only on hashing refuses nothing.
    let importing = true;
    const restarts = (async () => {
      await new Promise((wait) => setTimeout(wait, 300));
      while (importing && refusals.length === 0) {
        await server.restart(1500);
        await new Promise((wait) => setTimeout(wait, 500));
      }
    })();
    // What a refused call left behind is counted once the database is back, before the call is sent again.
    try {
      await importInBatches(classroom.admin, batches, async (batch, answer) => {
        await server.restarting;
        refusals.push({ batch, storedAfter: storedOf(batch), message: answer?.errors?.[0]?.message });
      });
    } finally {
      importing = false;
      await restarts;
    }

    expect(refusals.length, 'batches refused while the database was down').toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect([0, BATCH_SIZE], `batch ${refusal.batch} after its refusal`).toContain(refusal.storedAfter);
      expect(refusal.message).toBe('The portal is briefly unavailable. Please try again in a moment.');
    }
    for (const batch of batches.keys()) expect(storedOf(batch), `batch ${batch}`).toBe(BATCH_SIZE);
  });
});

type Answer = Awaited<ReturnType<PortalClient['graphql']>>;

/**
 * createAccounts 200 rows a call, as the web's import does; a call answered
 * UNAVAILABLE (or not at all) is sent again, as the web's import does; one
 * answered CONFLICT (every e-mail already there: its first answer was lost
 * after the commit) is done.
 */
async function importInBatches(
  admin: PortalClient,
  batches: Record<string, unknown>[][],
  onRefused: (batch: number, answer: Answer | undefined) => Promise<void>,
): Promise<void> {
  for (const [index, accounts] of batches.entries()) {
    for (let tries = 1; ; tries += 1) {
      const answer = await admin.graphql(CREATE_ACCOUNTS, { input: { accounts } }, 30_000).catch(() => undefined);
      if (answer?.data?.['createAccounts']) break;
      const codes = codesOf(answer);
      if (codes.every((code) => code === 'CONFLICT')) break;
      if (!codes.every((code) => code === 'UNAVAILABLE' || code === 'NO_ANSWER') || tries > 60) {
        throw new Error(`batch ${index} refused: ${JSON.stringify(answer)}`);
      }
      await onRefused(index, answer);
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
}
