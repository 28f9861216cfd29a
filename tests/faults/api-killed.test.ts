import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLoad } from './attempt-load.js';
import { attemptCounts, demoClassroom, type Classroom } from './classroom.js';
import { codesOf } from './clients.js';
import { newStore, startApi, startGateway, STORES, waitUntil, type ApiProcess, type GatewayProcess } from './pieces.js';

/*
 * The API process killed while students record attempts: the gateway answers
 * UNAVAILABLE at once (never hangs), the students' clients send their
 * attempts again with the same key, and once the API is back every attempt
 * is stored exactly once.
 */
describe.each(STORES)('the API killed mid-load, on %s', (kind) => {
  const store = newStore(kind);
  let api: ApiProcess;
  let gateway: GatewayProcess;
  let classroom: Classroom;

  beforeAll(async () => {
    api = await startApi(store);
    gateway = await startGateway(api.url);
    classroom = await demoClassroom(gateway.url, 6);
  });
  afterAll(async () => {
    await gateway?.piece.stop('SIGTERM');
    await api?.piece.stop('SIGTERM');
    store.drop();
  });

  it('answers UNAVAILABLE at once while it is away, recovers within 5 s of its return, and loses or doubles no attempt', async () => {
    const before = await attemptCounts(classroom);
    const load = new AttemptLoad(classroom);
    await load.reach(12);

    await api.piece.stop('SIGKILL');
    // Every kind of call answers at once, saying the portal is briefly unavailable.
    for (let probe = 0; probe < 5; probe += 1) {
      const answer = await classroom.admin.graphql('{ me { id } }', {}, 2000);
      expect(codesOf(answer)).toEqual(['UNAVAILABLE']);
      expect(answer.ms).toBeLessThan(1000);
      expect(answer.errors?.[0]?.message).toBe('The portal is briefly unavailable. Please try again in a moment.');
    }
    const rest = await classroom.admin.rest('/auth/status');
    expect(rest.status).toBe(503);
    expect(((await rest.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
    expect(rest.headers.get('retry-after')).toBe('2');
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(503);
    const storedWhileAway = load.total;

    await api.start();
    // Fails unless it answers within 5 s of the API's return.
    await waitUntil(
      'the gateway answers again',
      async () => (await classroom.admin.graphql('{ me { id } }', {}, 2000)).data?.['me'] != null,
      5000,
    );
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(200);

    await load.reach(storedWhileAway + 12);
    await load.stop();
    expect(load.retried, 'attempts in flight when the API died were sent again').toBeGreaterThan(0);

    const after = await attemptCounts(classroom);
    for (const { userId } of classroom.students) {
      expect((after.get(userId) ?? 0) - (before.get(userId) ?? 0), userId).toBe(load.stored.get(userId));
    }
  });
});
