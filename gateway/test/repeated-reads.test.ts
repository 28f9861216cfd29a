import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startStack, type Stack } from './stack.js';

const aliases = (count: number, field: string, prefix = 'a') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}: ${field}`).join(' ');

describe('one request reads each thing once, however often it names it', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demo: true });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('answers 20 aliases of me, and of school, with one REST call each', async () => {
    const student = await signedIn(stack, 'student01@demo.school');
    const answer = await student.graphql(`{ ${aliases(10, 'me { email }')} ${aliases(10, 'school { name }', 's')} }`);
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data ?? {})).toHaveLength(20);
    expect([...stack.restCalls].sort()).toEqual(['GET /api/v1/auth/status', 'GET /api/v1/me', 'GET /api/v1/school']);
  });

  it('answers 20 aliases of user(id:) with one REST call', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const me = await admin.graphql<{ me: { id: string } }>('{ me { id } }');
    stack.restCalls.length = 0;
    const answer = await admin.graphql(`{ ${aliases(20, `user(id: "${me.data?.me.id}") { email }`)} }`);
    expect(answer.errors).toBeUndefined();
    expect(stack.restCalls.filter((call) => call.startsWith('GET /api/v1/user/'))).toHaveLength(1);
  });
});
