import { expect, test } from '@playwright/test';
import { Caller, DEMO_PASSWORD } from './hostile-client.js';

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { role } }';
const VICTIM = 'student29@demo.school';

test.describe('guessing a password', () => {
  test('50 parallel wrong guesses get exactly 5 checked, and the victim still signs in from their own address', async () => {
    const attacker = new Caller('127.0.0.3');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attacker.graphql(SIGN_IN, { input: { email: VICTIM, password: `Wrong!guess${i}` } }),
      ),
    );
    const codes = guesses.map((answer) => answer.errors?.[0]?.extensions?.code);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(45);
    const refused = guesses.find((answer) => answer.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS');
    expect(refused?.errors?.[0]?.extensions?.retryAfter).toEqual(expect.any(Number));

    const rightGuess = await attacker.graphql(SIGN_IN, { input: { email: VICTIM, password: DEMO_PASSWORD } });
    expect(rightGuess.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    const victim = new Caller('127.0.0.4');
    const own = await victim.graphql(SIGN_IN, { input: { email: VICTIM, password: DEMO_PASSWORD } });
    expect(own.errors).toBeUndefined();
    expect(own.data).toEqual({ signIn: { role: 'STUDENT' } });
  });
});

test.describe('registering schools', () => {
  test('20 registrations in one request from one address create no more than the per-address limit', async () => {
    const caller = new Caller('127.0.0.5');
    const stamp = Date.now();
    const aliases = Array.from(
      { length: 20 },
      (_, i) =>
        `r${i}: register(input: { schoolName: "Spam ${i}", firstName: "S", lastName: "P", email: "spam${i}.${stamp}@example.org", password: "Spam!2345", license: SCHOOL }) { role }`,
    );
    const answer = await caller.graphql(`mutation { ${aliases.join(' ')} }`);
    const refused = answer.errors ?? [];
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((error) => error.extensions?.code === 'TOO_MANY_REQUESTS')).toBe(true);
    expect(refused[0]?.extensions?.retryAfter).toEqual(expect.any(Number));
    // RegisterPayload is non-null, so the first refusal ends the request: count the accounts that exist.
    const checker = new Caller('127.0.0.10');
    let created = 0;
    for (let i = 0; i < 20; i += 1) {
      const signIn = await checker.send('/api/v1/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `spam${i}.${stamp}@example.org`, password: 'Spam!2345' }),
      });
      if (signIn.status === 200) created += 1;
    }
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(10);

    const neighbour = await new Caller('127.0.0.8').graphql(
      `mutation { register(input: { schoolName: "Hill School", firstName: "H", lastName: "S", email: "hill.${stamp}@example.org", password: "Hill!2345", license: SCHOOL }) { role } }`,
    );
    expect(neighbour.data).toEqual({ register: { role: 'ADMIN' } });
  });
});
