import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../db/schema.js';
import { post, registrationForm, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function registerFrom(address: string) {
  return post(api.app, '/api/v1/register', registrationForm(), { headers: { 'x-forwarded-for': address } });
}

async function schoolCount(): Promise<number> {
  const [row] = await api.database.db.select({ total: count() }).from(schools);
  return Number(row?.total);
}

describe('registration throttle', () => {
  it('creates at most 10 schools from one address within the hour, even in parallel', async () => {
    const before = await schoolCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => registerFrom('198.51.100.20')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await schoolCount()).toBe(before + 10);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json()).toEqual({
        error: {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many registrations from this address, please try again later',
        },
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(refused.cookies).toEqual([]);
    }
  });

  it('still registers from another address', async () => {
    expect((await registerFrom('198.51.100.21')).statusCode).toBe(201);
  });

  it('takes its limit from the settings', async () => {
    const tuned = await startTestApi({ throttle: { registerLimitPerAddress: 2 } });
    try {
      const form = () => post(tuned.app, '/api/v1/register', registrationForm());
      expect([(await form()).statusCode, (await form()).statusCode, (await form()).statusCode]).toEqual([
        201, 201, 429,
      ]);
    } finally {
      await tuned.close();
    }
  });
});
