// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createInBatches, type BatchAnswer } from './createInBatches';
import type { PendingAccount } from './readAccountsCsv';

const rows: PendingAccount[] = Array.from({ length: 450 }, (_, i) => ({
  firstName: `Pupil${i}`,
  lastName: 'Brontë',
  email: `pupil${i}@hill.school`,
  role: ['student'],
}));

const created = (batch: PendingAccount[]): BatchAnswer => ({
  ok: true,
  created: batch.map((row, i) => ({ ...row, id: `${row.email}-${i}`, password: 'Xy3#abcdefghij' })),
  alreadyPresent: [],
});

describe('creating accounts in batches', () => {
  it('sends 200 at a time and reports the progress after each batch', async () => {
    const sizes: number[] = [];
    const progress: string[] = [];
    const outcome = await createInBatches(
      rows,
      async (batch) => {
        sizes.push(batch.length);
        return created(batch);
      },
      (done, total) => progress.push(`${done} of ${total}`),
    );
    expect(sizes).toEqual([200, 200, 50]);
    expect(progress).toEqual(['0 of 450', '200 of 450', '400 of 450', '450 of 450']);
    expect(outcome.created).toHaveLength(450);
    expect(outcome.unsent).toEqual([]);
  });

  it('stops at a failed batch, keeping what was created and every row not yet created', async () => {
    let calls = 0;
    const outcome = await createInBatches(
      rows,
      async (batch) => (++calls === 2 ? { ok: false, code: 'INTERNAL_SERVER_ERROR' } : created(batch)),
      () => {},
    );
    expect(calls).toBe(2);
    expect(outcome.created.map((a) => a.email)).toEqual(rows.slice(0, 200).map((r) => r.email));
    expect(outcome.unsent).toEqual(rows.slice(200));
  });

  it('lists a batch whose e-mails are all registered as already present, and goes on', async () => {
    let calls = 0;
    const outcome = await createInBatches(
      rows,
      async (batch) => (++calls === 1 ? { ok: false, code: 'CONFLICT' } : created(batch)),
      () => {},
    );
    expect(outcome.alreadyPresent).toHaveLength(200);
    expect(outcome.alreadyPresent[0]).toEqual({ firstName: 'Pupil0', lastName: 'Brontë', email: 'pupil0@hill.school' });
    expect(outcome.created).toHaveLength(250);
    expect(outcome.unsent).toEqual([]);
  });
});
