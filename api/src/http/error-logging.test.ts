import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/session-store.js';
import { post, registerSchool, registrationForm, startTestApi, type TestApi } from '../testing/test-api.js';

const INTERNAL = { error: { code: 'INTERNAL', message: 'Operation failed, please try again!' } };

let api: TestApi;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  api = await startTestApi({ logger: { level: 'info', stream } });
});
afterAll(() => api.close());

describe('what a failing request logs', () => {
  it('logs a failed sign-in and a failed registration without hashes, tokens, passwords, cookies or bodies', async () => {
    const { form, token } = await registerSchool(api.app, { firstName: 'Quintessa', schoolName: 'Zephyr Academy' });
    expect(token).toBeTruthy();
    // Every new session and every new person now fails in the database, with the secrets among the query's parameters.
    await api.database.db.execute(sql`alter table sessions add constraint refuse_sessions check (false) not valid`);
    await api.database.db.execute(sql`alter table users add constraint refuse_people check (false) not valid`);

    const signIn = await post(
      api.app,
      '/api/v1/auth/signin',
      { email: form.email, password: form.password },
      { headers: { cookie: `portal_session=${token}`, 'user-agent': 'log-probe/1.0' } },
    );
    expect(signIn.statusCode).toBe(500);
    expect(signIn.json()).toEqual(INTERNAL);

    const second = registrationForm({ firstName: 'Ulyssandra', password: 'Second!pw9', schoolName: 'Yonder School' });
    const register = await post(api.app, '/api/v1/register', second);
    expect(register.statusCode).toBe(500);
    expect(register.json()).toEqual(INTERNAL);

    const log = logText();
    // Both failures are logged, with what helps: the class, the SQLSTATE (23514: a check failed), the driver's text.
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(2);
    for (const entry of failures) {
      expect(entry.failure).toMatchObject({ type: 'DrizzleQueryError', sqlState: '23514' });
      expect(entry.failure.message).toMatch(/refuse_(sessions|people)/);
    }
    // Headers are logged, credentials in them (the cookie sent, the cookie set at registration) are not.
    expect(log).toContain('log-probe/1.0');
    expect(log).toContain('set-cookie');
    expect(log).toContain('[Redacted]');

    expect(log).not.toContain('$argon2');
    expect(log).not.toMatch(/[0-9a-f]{64}/);
    expect(log).not.toContain(hashToken(String(token)));
    expect(log).not.toContain(String(token));
    for (const secret of [form.password, second.password]) expect(log).not.toContain(String(secret));
    for (const bodyText of [form.email, second.email, 'Quintessa', 'Ulyssandra', 'Zephyr', 'Yonder']) {
      expect(log).not.toContain(String(bodyText));
    }
    expect(log).not.toContain('insert into');
  });
});
