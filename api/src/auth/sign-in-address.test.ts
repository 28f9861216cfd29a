import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerSchool, registrationForm, startTestApi, type TestApi } from '../testing/test-api.js';
import { DEV_IDP_ADDRESS_HEADER, DEV_IDP_SECRET_HEADER } from '../http/client-address.js';

const WRONG = 'Wrong!pass1';
const madeUp = (attempt: number) => `198.51.100.${attempt}`;

describe('the address a sign-in is counted against', () => {
  let api: TestApi;
  const secret = randomBytes(32).toString('base64url');
  beforeAll(async () => {
    // Trusts its caller (the gateway) as one hop, its default; knows the development provider's secret.
    api = await startTestApi({ devIdentityProviderSecret: secret });
  });
  afterAll(() => api.close());

  const signIn = (email: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    post(api.app, '/api/v1/auth/signin', { email, password: WRONG }, { headers, remoteAddress });

  it('is the first untrusted address from the right: a new leftmost X-Forwarded-For starts no fresh count', async () => {
    const { form } = await registerSchool(api.app);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const forwarded = `${madeUp(attempt)}, 203.0.113.9`;
      statuses.push((await signIn(form.email, { 'x-forwarded-for': forwarded })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another browser behind the same gateway is counted apart.
    expect((await signIn(form.email, { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(401);
  });

  it('is the browser the development provider names, with the secret of this run', async () => {
    const { form } = await registerSchool(api.app);
    const fromProvider = (browser: string) => ({
      [DEV_IDP_SECRET_HEADER]: secret,
      [DEV_IDP_ADDRESS_HEADER]: browser,
    });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      statuses.push((await signIn(form.email, fromProvider('192.0.2.7'))).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another browser at the same provider is not locked out with the first.
    expect((await signIn(form.email, fromProvider('192.0.2.8'))).statusCode).toBe(401);
  });

  it('ignores the provider’s header without the secret, or with a wrong one', async () => {
    const { form } = await registerSchool(api.app);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const headers: Record<string, string> = { [DEV_IDP_ADDRESS_HEADER]: madeUp(attempt) };
      if (attempt % 2 === 0) headers[DEV_IDP_SECRET_HEADER] = `${secret.slice(0, -1)}x`;
      statuses.push((await signIn(form.email, headers, '192.0.2.99')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('ignores the provider’s header when no provider runs', async () => {
    const plain = await startTestApi();
    try {
      const { form } = await registerSchool(plain.app);
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const headers = { [DEV_IDP_SECRET_HEADER]: '', [DEV_IDP_ADDRESS_HEADER]: madeUp(attempt) };
        const answer = await post(
          plain.app,
          '/api/v1/auth/signin',
          { email: form.email, password: WRONG },
          { headers },
        );
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await plain.close();
    }
  });
});

describe('the log of a sign-in through the development provider', () => {
  it('names the browser’s address and never the secret', async () => {
    const secret = randomBytes(32).toString('base64url');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = await startTestApi({ devIdentityProviderSecret: secret, logger: { level: 'info', stream } });
    try {
      const headers = { [DEV_IDP_SECRET_HEADER]: secret, [DEV_IDP_ADDRESS_HEADER]: '192.0.2.61' };
      await post(logged.app, '/api/v1/auth/signin', { email: 'nobody@hill.school', password: WRONG }, { headers });
      const log = lines.join('');
      expect(log).toContain('"remoteAddress":"192.0.2.61"');
      expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('the address a registration is counted against', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ throttle: { registerLimitPerAddress: 2 } });
  });
  afterAll(() => api.close());

  it('is the first untrusted address from the right, whatever the leftmost says', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const headers = { 'x-forwarded-for': `${madeUp(attempt)}, 203.0.113.20` };
      statuses.push((await post(api.app, '/api/v1/register', registrationForm(), { headers })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
