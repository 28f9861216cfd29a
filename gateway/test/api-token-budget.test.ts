import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/limits/limits-config.js';
import { REST_CALL_COST } from '../src/limits/token-budget.js';
import { signedIn, startStack, type Caller, type Stack } from './stack.js';

const ROSTER = `{ people(role: STUDENT, first: 5) { totalCount edges { node { firstName lastName } } } }`;

describe("an API token's hourly budget", () => {
  let stack: Stack;
  let admin: Caller;
  let rosterCost: number;
  beforeAll(async () => {
    // Room for two roster queries and a half: the third is refused.
    // docs/integrators.md's model: people costs 1 + first × its selection (totalCount, edges, node, firstName, lastName).
    rosterCost = 1 + 5 * (1 + 1 + 1 + 2);
    stack = await startStack({
      demo: true,
      origin: { queryLimits: { ...DEFAULT_LIMITS, tokenBudget: Math.floor(rosterCost * 2.5) } },
    });
    admin = await signedIn(stack, 'admin@demo.school');
  });
  afterAll(() => stack.close());

  const post = (headers: Record<string, string>) =>
    stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query: ROSTER }),
    });

  it('charges each query its estimated cost, says what is left, and answers THROTTLED 429 when spent', async () => {
    const made = await admin.graphql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "Budget", role: TEACHER, lifetimeDays: 7 }) { token } }`,
    );
    const authorization = `Bearer ${made.data?.createApiToken.token}`;
    const budget = Math.floor(rosterCost * 2.5);

    const first = await post({ authorization });
    expect(first.json().extensions.cost).toEqual({ estimated: rosterCost, maxCost: DEFAULT_LIMITS.maxCost });
    expect(first.headers['x-ratelimit-limit']).toBe(String(budget));
    expect(first.headers['x-ratelimit-remaining']).toBe(String(budget - rosterCost));
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(3590);

    const second = await post({ authorization });
    expect(second.json().data.people.totalCount).toBe(30);
    expect(second.headers['x-ratelimit-remaining']).toBe(String(budget - 2 * rosterCost));

    stack.restCalls.length = 0;
    const third = await post({ authorization });
    expect(third.statusCode).toBe(429);
    expect(third.json().errors[0].extensions.code).toBe('THROTTLED');
    expect(third.json().errors[0].message).toMatch(/budget for the hour is spent: this query costs \d+/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3590);
    expect(third.headers['x-ratelimit-remaining']).toBe(String(budget - 2 * rosterCost));
    expect(stack.restCalls, 'a throttled query calls nothing').toEqual([]);
  });

  it('charges first operations before they run: of 50 sent at once with a fresh token, only what the hour pays is answered', async () => {
    const made = await admin.graphql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "Parallel", role: TEACHER, lifetimeDays: 7 }) { token } }`,
    );
    const authorization = `Bearer ${made.data?.createApiToken.token}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => post({ authorization })));
    const answered = answers.filter((answer) => answer.statusCode !== 429);
    expect(answered.length).toBeLessThanOrEqual(2);
    expect(answered.length).toBeGreaterThan(0);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().errors[0].extensions.code).toBe('THROTTLED');
  });

  it('begins no hour for a token the API does not know, so made-up tokens cannot push real ones out', async () => {
    const madeUp = `Bearer sp_admin_${'y'.repeat(43)}`;
    await Promise.all(Array.from({ length: 10 }, () => post({ authorization: madeUp })));
    const after = await post({ authorization: madeUp });
    expect(after.json().errors[0].extensions.code, 'its charges are given back').toBe('UNAUTHENTICATED');
    const response = await post({ authorization: `Bearer sp_admin_${'x'.repeat(43)}` });
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('leaves browser sessions to the per-query limit: their answers carry the cost, no budget', async () => {
    const response = await post({ cookie: admin.cookieHeader });
    expect(response.json().extensions.cost.estimated).toBe(rosterCost);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe("REST calls with an API token count against the token's hour", () => {
  let stack: Stack;
  let admin: Caller;
  // Room for two REST calls and a half: the third is refused.
  const budget = Math.floor(REST_CALL_COST * 2.5);
  beforeAll(async () => {
    stack = await startStack({
      demo: true,
      origin: { queryLimits: { ...DEFAULT_LIMITS, tokenBudget: budget } },
    });
    admin = await signedIn(stack, 'admin@demo.school');
  });
  afterAll(() => stack.close());

  const rest = (authorization: string) =>
    stack.origin.inject({ method: 'GET', url: '/api/v1/auth/status', headers: { authorization } });

  it('charges each call its fixed cost, shares the hour with GraphQL, and answers 429 with Retry-After when spent', async () => {
    const made = await admin.graphql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "REST budget", role: TEACHER, lifetimeDays: 7 }) { token } }`,
    );
    const authorization = `Bearer ${made.data?.createApiToken.token}`;

    const first = await rest(authorization);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe(String(budget));
    expect(first.headers['x-ratelimit-remaining']).toBe(String(budget - REST_CALL_COST));
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(3590);

    // One hour for both doors: a GraphQL query spends from what the REST call left.
    const query = await stack.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization },
      payload: JSON.stringify({ query: '{ me { id } }' }),
    });
    const queryCost = (query.json() as { extensions: { cost: { estimated: number } } }).extensions.cost.estimated;
    expect(query.headers['x-ratelimit-remaining']).toBe(String(budget - REST_CALL_COST - queryCost));

    const second = await rest(authorization);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-ratelimit-remaining']).toBe(String(budget - 2 * REST_CALL_COST - queryCost));

    stack.restCalls.length = 0;
    const third = await rest(authorization);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/budget for the hour is spent: this call costs \d+/),
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3590);
    expect(third.headers['x-ratelimit-remaining']).toBe(String(budget - 2 * REST_CALL_COST - queryCost));
    expect(stack.restCalls, 'a refused call reaches nothing').toEqual([]);
  });

  it('charges first calls before they are sent on: of 50 sent at once with a fresh token, only what the hour pays reach the API', async () => {
    const made = await admin.graphql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "REST parallel", role: TEACHER, lifetimeDays: 7 }) { token } }`,
    );
    const authorization = `Bearer ${made.data?.createApiToken.token}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => rest(authorization)));
    const answered = answers.filter((answer) => answer.statusCode !== 429);
    expect(answered.length).toBeLessThanOrEqual(2);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((answer) => answer.headers['x-ratelimit-limit'] === String(budget))).toBe(true);
  });

  it('begins no hour for a token the API does not know, and none for a browser session', async () => {
    await Promise.all(Array.from({ length: 10 }, () => rest(`Bearer sp_admin_${'y'.repeat(43)}`)));
    expect((await rest(`Bearer sp_admin_${'y'.repeat(43)}`)).statusCode, 'its charges are given back').toBe(401);
    const madeUp = await rest(`Bearer sp_admin_${'x'.repeat(43)}`);
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.headers['x-ratelimit-limit']).toBeUndefined();
    const again = await rest(`Bearer sp_admin_${'x'.repeat(43)}`);
    expect(again.headers['x-ratelimit-limit']).toBeUndefined();
    const session = await stack.origin.inject({ url: '/api/v1/auth/status', headers: { cookie: admin.cookieHeader } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
