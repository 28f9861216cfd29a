import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/api';
import { API_TOKEN_LIFETIMES_DAYS } from '@portal/domain';
import { DEFAULT_THROTTLE } from '../../api/src/throttle/throttle-settings.js';
import { REST_CALL_COST } from '../../gateway/src/limits/token-budget.js';
import { AttemptLoad } from './attempt-load.js';
import { attemptCounts, attemptOf, demoClassroom, type Classroom } from './classroom.js';
import { listenForAttempts } from './live-attempts.js';
import { waitUntil } from './pieces.js';
import { startScaledPortal, type ScaledPortal } from './scaled-portal.js';

/*
 * The compose file's shape on one machine (scaled-portal.ts): two APIs and
 * two gateways on one PostgreSQL database, behind the compose file's own
 * nginx configuration. What one process kept for itself would break here:
 * live events (LISTEN/NOTIFY), the sign-in throttle and idempotency keys
 * (in the database), an API token's hourly budget (in one gateway, to which
 * nginx must send every call of the token). Then one API and one gateway
 * are killed under a class's load, and no attempt a student was told was
 * stored is lost. Needs PostgreSQL (DATABASE_URL) and Debian's nginx.
 */

/** The calls an API token may make in its hour here: each REST call costs REST_CALL_COST. */
const TOKEN_CALLS = 5;
const JSON_BODY = { 'content-type': 'application/json' };

describe.skipIf(!process.env.DATABASE_URL)("two APIs and two gateways behind the compose file's nginx", () => {
  let portal: ScaledPortal;
  let classroom: Classroom;

  beforeAll(async () => {
    portal = await startScaledPortal({
      serverUrl: process.env.DATABASE_URL!,
      // Students here record attempts as fast as the portal takes them: the load is the point, not the throttle.
      apiEnv: { LOG_LEVEL: 'silent', ATTEMPT_LIMIT_PER_MINUTE: '1000000' },
      gatewayEnv: { GRAPHQL_TOKEN_BUDGET: String(TOKEN_CALLS * REST_CALL_COST) },
    });
    classroom = await demoClassroom(portal.origin, 6);
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('an attempt recorded through either API reaches a teacher on either gateway within 1 s', async () => {
    const [student] = classroom.students;
    const pages = await Promise.all(
      portal.gateways.map(({ url }) => listenForAttempts(url, classroom.admin.session, classroom.assignmentId)),
    );
    try {
      // Each gateway opens the API's stream a moment after acknowledging its socket: wait until both hear.
      await waitUntil(
        'both pages hear attempts',
        async () => {
          await student!.client.recordAttempt(attemptOf(classroom));
          return pages.every((page) => page.heard.length > 0);
        },
        15_000,
      );
      // Each gateway's stream comes from one API: the attempt through the other reaches it through PostgreSQL.
      for (const api of portal.apis) {
        const response = await student!.client.at(api.url).rest('/progress', {
          method: 'POST',
          headers: JSON_BODY,
          body: JSON.stringify(attemptOf(classroom)),
        });
        const answeredAt = performance.now();
        expect(response.status).toBe(201);
        const { data } = (await response.json()) as { data: { recordedAt: string } };
        const recordedAt = Date.parse(data.recordedAt);
        const heardAt = (page: (typeof pages)[number]) =>
          page.heard.find((event) => event.studentId === student!.userId && Date.parse(event.recordedAt) === recordedAt)
            ?.at;
        await waitUntil(`the attempt through ${api.url} reaches both pages`, async () =>
          pages.every((page) => heardAt(page) !== undefined),
        );
        for (const page of pages) expect(Math.max(0, heardAt(page)! - answeredAt)).toBeLessThan(1000);
      }
    } finally {
      await Promise.all(pages.map((page) => page.close()));
    }
  });

  it('the sign-in throttle counts the guesses sent to both APIs together', async () => {
    const email = DEMO_ACCOUNTS.find((account) => account.role === 'parent')!.email;
    // One guesser's address, as nginx and the gateway pass it on (a documentation address: no traffic goes there).
    const signIn = (apiUrl: string, password: string) =>
      fetch(`${apiUrl}/api/v1/auth/signin`, {
        method: 'POST',
        headers: { ...JSON_BODY, 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email, password }),
      });
    const apiUrls = portal.apis.map((api) => api.url);
    const limit = DEFAULT_THROTTLE.signInLimitPerPair;
    for (let guess = 0; guess < limit; guess += 1) {
      expect((await signIn(apiUrls[guess % 2]!, 'Wrong!2345')).status, `guess ${guess + 1}`).toBe(401);
    }
    // Past the limit on either API, even with the right password: neither counted only its own.
    for (const apiUrl of apiUrls) {
      expect((await signIn(apiUrl, 'Wrong!2345')).status).toBe(429);
      expect((await signIn(apiUrl, DEMO_PASSWORD)).status).toBe(429);
    }
  });

  it('an attempt sent to both APIs at once with one idempotency key is stored once', async () => {
    const student = classroom.students[1]!;
    const before = await attemptCounts(classroom);
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    for (const idempotencyKey of keys) {
      const body = JSON.stringify({ ...attemptOf(classroom), idempotencyKey });
      const answers = await Promise.all(
        portal.apis.map((api) =>
          student.client.at(api.url).rest('/progress', { method: 'POST', headers: JSON_BODY, body }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const ids = await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { data: { attemptId: string } }).data.attemptId),
      );
      expect(new Set(ids).size).toBe(1);
      expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    }
    const after = await attemptCounts(classroom);
    expect((after.get(student.userId) ?? 0) - (before.get(student.userId) ?? 0)).toBe(keys.length);
  });

  it("an API token's hourly budget holds: nginx sends every call of the token to one gateway", async () => {
    const made = await classroom.admin.rest('/api-tokens', {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ name: 'Scaled-out budget', role: 'teacher', lifetimeDays: API_TOKEN_LIFETIMES_DAYS[0] }),
    });
    expect(made.status).toBe(201);
    const { token } = ((await made.json()) as { data: { token: string } }).data;
    // However an integrator writes the header, the gateway reads one token, and nginx must too.
    const headers = [`Bearer ${token}`, `bearer ${token}`, `Bearer  ${token}`];
    const statuses: number[] = [];
    for (let call = 0; call < 3 * TOKEN_CALLS; call += 1) {
      const response = await fetch(`${portal.origin}/api/v1/groups`, {
        headers: { authorization: headers[call % headers.length]! },
      });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    // Spread over two gateways, each would have let its own TOKEN_CALLS through.
    expect(statuses).toEqual([...Array(TOKEN_CALLS).fill(200), ...Array(2 * TOKEN_CALLS).fill(429)]);
  });

  it('one API, then one gateway, killed under a class recording attempts: every attempt stored is there once', async () => {
    const before = await attemptCounts(classroom);
    const load = new AttemptLoad(classroom);
    await load.reach(12);

    await portal.apis[0]!.piece.stop('SIGKILL');
    await load.reach(load.total + 20);
    await portal.gateways[0]!.piece.stop('SIGKILL');
    await load.reach(load.total + 20);
    await load.stop();

    const after = await attemptCounts(classroom);
    for (const { userId } of classroom.students) {
      expect((after.get(userId) ?? 0) - (before.get(userId) ?? 0), userId).toBe(load.stored.get(userId));
    }
  });
});
