import { expect, test } from '@playwright/test';
import { Caller, INTERNAL_WORDS, type Answer } from './hostile-client.js';

/** A refusal in the REST contract's shape, with a fixed text and nothing from inside. */
function cleanRestRefusal(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  const body = answer.json<{ error: { code: string; message: string } }>();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.message).not.toMatch(INTERNAL_WORDS);
}

/** The id of a demo student teacher1 evaluates (Liam Chen, of Year 3 Explorers). */
async function liamOf(teacher: Caller): Promise<string> {
  const answer = await teacher.graphql('{ people(name: "Liam Chen") { edges { node { id } } } }');
  const edges = (answer.data?.people as { edges: { node: { id: string } }[] } | undefined)?.edges ?? [];
  const id = edges[0]?.node.id;
  if (!id) throw new Error('no Liam Chen in the demo school');
  return id;
}

test.describe('bad input at grades and comments is a clear 4xx, never a 500', () => {
  test('a comment with a null byte or a bell is refused, naming the field; line breaks are not', async () => {
    const teacher = await new Caller('127.0.0.3').signIn('teacher1@demo.school');
    const studentId = await liamOf(teacher);
    const comment = (text: string) =>
      teacher.graphql('mutation($input: CommentInput!) { addComment(input: $input) { comment { commentId } } }', {
        input: { studentId, comment: text },
      });
    for (const text of ['Good\u0000work', 'Ring\u0007ring', 'x'.repeat(2001)]) {
      const refused = await comment(text);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'comment' });
      expect(refused.errors?.[0]?.message).not.toMatch(INTERNAL_WORDS);
    }
    const kept = await comment('Two lines,\r\nboth kept.');
    expect(kept.errors).toBeUndefined();
  });

  test("grades off the scale, or junk sent as an evaluation, are refused in the contract's shape", async () => {
    const teacher = await new Caller('127.0.0.3').signIn('teacher1@demo.school');
    const studentId = await liamOf(teacher);
    const update = await teacher.graphql(
      'mutation($input: EvaluationInput!) { updateGrades(input: $input) { student { id } } }',
      {
        input: {
          studentId,
          gradeType: 'TOPIC',
          grades: [{ itemId: '5d1c1a53-3f0e-4a8e-9a4c-0c6f1e0a0001', grade: 99 }],
        },
      },
    );
    expect(update.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(update.errors?.[0]?.message).toContain('A grade is a whole number from 1 to 5');
    const patch = (body: string) =>
      teacher.send('/api/v1/result/grades', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body });
    cleanRestRefusal(await patch('{"studentId": "x", "gradeType": "everything", "grades": "all"}'), 400);
    cleanRestRefusal(
      await patch(JSON.stringify({ studentId, gradeType: 'topic', grades: Array.from({ length: 5000 }, () => ({})) })),
      400,
    );
    cleanRestRefusal(await teacher.send('/api/v1/result/grades/%00/topic'), 400);
  });
});
