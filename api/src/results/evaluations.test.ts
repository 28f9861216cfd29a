import { GENERAL_CAPABILITIES, TOPICS } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { addPerson, addToGroup } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { EVALUATION_MESSAGES } from './evaluation-messages.js';

let api: TestApi;
let world: AssignmentWorld;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
});

afterAll(async () => {
  await api.close();
});

/** A fresh student of the owner's group, so each test grades someone new. */
async function freshStudent() {
  const student = await addPerson(api.database.db, { schoolId: world.school, roles: ['student'] });
  await addToGroup(api.database.db, world.group, student.id);
  return student;
}

const allTopics = (grade: number | string) => TOPICS.map(({ id }) => ({ id, grade }));

describe('grades (spec 2 §3, §4, §5, §7)', () => {
  it('answers 204 before any grade, then the grades in the fixed order after a full evaluation', async () => {
    const student = await freshStudent();
    const before = await callAs(api, world.owner, 'GET', `/result/grades/${student.id}/topic`);
    expect(before.statusCode).toBe(204);
    expect(before.body).toBe('');

    const grades = TOPICS.map(({ id }, index) => ({ id, grade: (index % 5) + 1 })).reverse();
    const created = await callAs(api, world.owner, 'POST', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades,
    });
    expect(created.statusCode, created.body).toBe(201);

    const after = await callAs(api, world.admin, 'GET', `/result/grades/${student.id}/topic`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual(
      TOPICS.map(({ id, name }, index) => ({ gradeId: id, grade: String((index % 5) + 1), name })),
    );
    expect(created.json().data).toEqual(after.json().data);
    const capabilities = await callAs(api, world.owner, 'GET', `/result/grades/${student.id}/capability`);
    expect(capabilities.statusCode, 'the other type is still ungraded').toBe(204);
  });

  it("refuses a first evaluation that leaves an item ungraded, with the spec's words", async () => {
    const student = await freshStudent();
    const response = await callAs(api, world.owner, 'POST', '/result/grades', {
      studentId: student.id,
      gradeType: 'capability',
      grades: GENERAL_CAPABILITIES.slice(1).map(({ id }) => ({ id, grade: 4 })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(RESULT_SPEC_TEXTS.addAllEvaluations);
    expect((await callAs(api, world.owner, 'GET', `/result/grades/${student.id}/capability`)).statusCode).toBe(204);
  });

  it.each([0, 6, 2.5, '7', 'three', '', null])('refuses the grade %j: grades run from 1 to 5', async (grade) => {
    const student = await freshStudent();
    const grades = allTopics(3);
    grades[4] = { id: grades[4]?.id ?? '', grade: grade as number };
    const response = await callAs(api, world.owner, 'POST', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('A grade is a whole number from 1 to 5');
    expect((await callAs(api, world.owner, 'GET', `/result/grades/${student.id}/topic`)).statusCode).toBe(204);
  });

  it('refuses an id that is not an item of the type, and an item graded twice', async () => {
    const student = await freshStudent();
    const capabilityAsTopic = [...allTopics(3).slice(1), { id: GENERAL_CAPABILITIES[0]?.id, grade: 3 }];
    const wrong = await callAs(api, world.owner, 'POST', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades: capabilityAsTopic,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Not one of the topics');
    const twice = await callAs(api, world.owner, 'PATCH', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades: [allTopics(2)[0], allTopics(5)[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(EVALUATION_MESSAGES.repeatedItem);
  });

  it('refuses a first evaluation by PATCH that leaves an item ungraded, as POST does', async () => {
    const student = await freshStudent();
    const partial = await callAs(api, world.owner, 'PATCH', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades: allTopics(4).slice(0, 3),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.message).toBe(RESULT_SPEC_TEXTS.addAllEvaluations);
    expect((await callAs(api, world.owner, 'GET', `/result/grades/${student.id}/topic`)).statusCode).toBe(204);
  });

  it('answers 409 to a second first evaluation, and PATCH changes only what it names', async () => {
    const student = await freshStudent();
    const body = { studentId: student.id, gradeType: 'topic', grades: allTopics('3') };
    expect((await callAs(api, world.owner, 'POST', '/result/grades', body)).statusCode).toBe(201);
    const again = await callAs(api, world.admin, 'POST', '/result/grades', { ...body, grades: allTopics(5) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(EVALUATION_MESSAGES.gradesExist);

    const [first] = TOPICS;
    const patched = await callAs(api, world.admin, 'PATCH', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades: [{ id: first?.id, grade: 5 }],
    });
    expect(patched.statusCode).toBe(204);
    const grades = (await callAs(api, world.owner, 'GET', `/result/grades/${student.id}/topic`)).json().data;
    expect(grades.map((grade: { grade: string }) => grade.grade)).toEqual(
      TOPICS.map((_, index) => (index === 0 ? '5' : '3')),
    );
  });

  it('keeps every change in the audit trail, with who, when, old and new, for admins', async () => {
    const student = await freshStudent();
    const started = Date.now();
    await callAs(api, world.owner, 'POST', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades: allTopics(2),
    });
    const [first, second] = TOPICS;
    await callAs(api, world.admin, 'PATCH', '/result/grades', {
      studentId: student.id,
      gradeType: 'topic',
      grades: [
        { id: first?.id, grade: 4 },
        { id: second?.id, grade: 2 },
      ],
    });
    const trail = await callAs(api, world.admin, 'GET', `/result/audit/${student.id}`);
    expect(trail.statusCode).toBe(200);
    const { data, total } = trail.json();
    expect(total, 'ten created, and one changed: an unchanged grade is no change').toBe(TOPICS.length + 1);
    expect(data[0]).toMatchObject({
      actorId: world.admin.id,
      actorName: `${world.admin.firstName} ${world.admin.lastName}`,
      kind: 'grade',
      gradeType: 'topic',
      itemId: first?.id,
      itemName: first?.name,
      oldValue: '2',
      newValue: '4',
    });
    expect(Date.parse(data[0].changedAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(
      data
        .slice(1)
        .every(
          (entry: { actorId: string; oldValue: unknown; newValue: string }) =>
            entry.actorId === world.owner.id && entry.oldValue === null && entry.newValue === '2',
        ),
    ).toBe(true);
  });
});

describe('comments (spec 2 §3, §5)', () => {
  it('keeps a comment of several lines, signed by its author, and lists the newest first', async () => {
    const student = await freshStudent();
    const texts = ['First term: settles in well.', 'Asks sharp questions.\r\nHelps others.\n\nKeep it up!'];
    for (const comment of texts) {
      const response = await callAs(api, world.owner, 'POST', '/result/comments', {
        studentId: student.id,
        staffId: world.owner.id,
        comment,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({
        studentId: student.id,
        authorId: world.owner.id,
        commentFrom: `${world.owner.firstName} ${world.owner.lastName}`,
        commentTo: '',
      });
    }
    const read = await callAs(api, world.admin, 'GET', `/result/comments?ids=${student.id}`);
    expect(read.json().data).toEqual([
      {
        studentId: student.id,
        total: 2,
        comments: [
          expect.objectContaining({ comment: 'Asks sharp questions.\nHelps others.\n\nKeep it up!' }),
          expect.objectContaining({ comment: texts[0] }),
        ],
      },
    ]);
    const second = await callAs(api, world.admin, 'GET', `/result/comments?ids=${student.id}&first=1&offset=1`);
    expect(second.json().data[0].comments.map((c: { comment: string }) => c.comment)).toEqual([texts[0]]);
    expect(second.json().data[0].total).toBe(2);
    const trail = (await callAs(api, world.admin, 'GET', `/result/audit/${student.id}`)).json().data;
    expect(trail[0]).toMatchObject({
      kind: 'comment',
      itemName: 'Comment',
      oldValue: null,
      newValue: expect.stringContaining('Keep it up!'),
    });
  });

  it("refuses a comment signed with someone else's id", async () => {
    const student = await freshStudent();
    const response = await callAs(api, world.admin, 'POST', '/result/comments', {
      studentId: student.id,
      staffId: world.owner.id,
      comment: 'Not mine to sign.',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(EVALUATION_MESSAGES.notYourStaffId);
    const read = await callAs(api, world.admin, 'GET', `/result/comments?ids=${student.id}`);
    expect(read.json().data[0].total).toBe(0);
  });

  it.each([
    ['an empty comment', '  \n ', 'A comment is required'],
    ['a bell character', 'Ring\u0007', 'Control characters are not allowed'],
    ['a tab', 'Tab\there', 'Control characters are not allowed'],
    ['a comment too long', 'x'.repeat(2001), 'At most 2000 characters'],
  ])('refuses %s', async (_what, comment, message) => {
    const student = await freshStudent();
    const response = await callAs(api, world.owner, 'POST', '/result/comments', {
      studentId: student.id,
      staffId: world.owner.id,
      comment,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('still refuses a line break in every other field of the call', async () => {
    const student = await freshStudent();
    const response = await callAs(api, world.owner, 'POST', '/result/comments', {
      studentId: `${student.id}\n`,
      staffId: world.owner.id,
      comment: 'Fine.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('studentId: Control characters are not allowed');
  });
});

describe('the fixed lists', () => {
  it('serves the ten topics and the seven general capabilities with their ids', async () => {
    const topics = await callAs(api, world.student, 'GET', '/result/topics');
    expect(topics.json().data).toEqual(TOPICS);
    const capabilities = await callAs(api, world.parent, 'GET', '/result/capabilities');
    expect(capabilities.json().data.map(({ name }: { name: string }) => name)).toEqual([
      'Literacy',
      'Numeracy',
      'Information and Communication Technology (ICT)',
      'Critical and Creative Thinking',
      'Personal and Social Capability',
      'Ethical Understanding',
      'Intercultural Understanding',
    ]);
  });
});
