import { expect, test } from '@playwright/test';
import { Caller, gatewayPid, healthMs, residentMiB } from './hostile-client.js';

/** `me { groups { students { edges { node { groups … ` nested `levels` deep. */
function nestedGroups(levels: number): string {
  let selection = '{ id }';
  for (let level = 0; level < levels; level += 1) {
    selection = level % 2 === 0 ? `{ groups ${selection} }` : `{ students { edges { node ${selection} } } }`;
  }
  return `query { me ${selection} }`;
}

function refusedBy(answer: { errors?: { extensions?: Record<string, unknown> }[]; data?: unknown }, limit: string) {
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED', limit });
}

test.describe('a request that asks for too much', () => {
  test('a query nested 10 levels deep is refused at once and the gateway’s memory stays flat', async () => {
    const admin = await new Caller('127.0.0.2').signIn('admin@demo.school');
    const pid = gatewayPid();
    expect(pid, 'the gateway process of this run').toBeDefined();
    const before = residentMiB(pid!);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await admin.graphql(nestedGroups(10));
      expect(answer.status).toBe(400);
      refusedBy(answer, 'depth');
      expect(answer.ms).toBeLessThan(1000);
    }
    expect(residentMiB(pid!) - before).toBeLessThan(64);
  });

  test('a shallower query whose lists multiply is refused for its cost before it runs', async () => {
    const admin = await new Caller('127.0.0.2').signIn('admin@demo.school');
    // Within the depth limit, but 100 people × 100 groups × 100 students each.
    const answer = await admin.graphql(
      '{ people(first: 100) { edges { node { groups(first: 100) { edges { node { students(first: 100) { totalCount } } } } } } } }',
    );
    refusedBy(answer, 'cost');
    expect(answer.errors?.[0]?.message).toMatch(/too expensive/);
    expect(answer.ms).toBeLessThan(1000);
  });

  test('1,000 aliases of me are refused, and the portal stays responsive meanwhile', async () => {
    const student = await new Caller('127.0.0.2').signIn('student25@demo.school');
    const bomb = `query { ${Array.from({ length: 1000 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const [answers, health] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => student.graphql(bomb))),
      Promise.all(Array.from({ length: 10 }, () => healthMs())),
    ]);
    for (const answer of answers) refusedBy(answer, 'tokens');
    expect(Math.max(...health)).toBeLessThan(1000);
  });

  test('more aliases than the limit are refused by the alias rule', async () => {
    const student = await new Caller('127.0.0.2').signIn('student25@demo.school');
    const answer = await student.graphql(
      `query { ${Array.from({ length: 21 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
    );
    refusedBy(answer, 'aliases');
  });

  test('aliases within the limit each answer, from one read of the viewer', async () => {
    const student = await new Caller('127.0.0.2').signIn('student25@demo.school');
    const answer = await student.graphql(
      `query { ${Array.from({ length: 20 }, (_, i) => `a${i}: me { email }`).join(' ')} }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(
      Object.values(answer.data ?? {}).every((me) => (me as { email: string }).email === 'student25@demo.school'),
    ).toBe(true);
  });
});
