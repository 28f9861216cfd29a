import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_FAILURES } from '@portal/domain';
import { users } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday, withoutZone } from '../testing/assignment-dates.js';
import { post, registrationForm, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let world: AssignmentWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
});
afterAll(() => api.close());

function refused(field: string) {
  return { error: { code: 'BAD_REQUEST', message: `${field}: ${REQUEST_FAILURES.invisibleCharacters}`, field } };
}

describe('names refuse invisible and direction-changing characters', () => {
  it("refuses a right-to-left override in a person's name change, leaving the name as it was", async () => {
    const response = await callAs(api, world.admin, 'PATCH', `/user/${world.student.id}/update-name`, {
      firstName: 'Ada',
      lastName: 'Love\u202Ecalb',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('lastName'));
    const [stored] = await api.database.db.select().from(users).where(eq(users.id, world.student.id));
    expect(stored?.lastName).toBe(world.student.lastName);
  });

  it('refuses them in a registration, a bulk import row, a group, an assignment and a token name', async () => {
    const registration = await post(api.app, '/api/v1/register', registrationForm({ schoolName: 'Hill\u200B School' }));
    expect(registration.json()).toEqual(refused('schoolName'));
    const bulk = await callAs(api, world.admin, 'POST', '/school/register-users', [
      { firstName: '\uFEFFBom', lastName: 'Row', email: 'bom.row@bulk.school', role: ['student'] },
    ]);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.message).toContain(REQUEST_FAILURES.invisibleCharacters);
    const group = await callAs(api, world.owner, 'POST', '/groups', { name: '\u2066Year 7' });
    expect(group.json()).toEqual(refused('name'));
    const assignment = await callAs(api, world.owner, 'POST', '/assignments', {
      name: 'Forces\u202E',
      groupId: world.group,
      startDate: withoutZone(daysFromToday(3, 8)),
      endDate: withoutZone(daysFromToday(10, 15)),
      activities: [{ questId: 'q-phy-001', activityType: 'quiz' }],
    });
    expect(assignment.json()).toEqual(refused('name'));
    const token = await callAs(api, world.admin, 'POST', '/api-tokens', {
      name: 'Sync\u200B',
      role: 'teacher',
      lifetimeDays: 30,
    });
    expect(token.json()).toEqual(refused('name'));
  });

  it('keeps the joiners names are written with', async () => {
    const response = await callAs(api, world.admin, 'PATCH', `/user/${world.student.id}/update-name`, {
      firstName: 'می\u200Cخواهم',
      lastName: 'क्\u200Dष',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ firstName: 'می\u200Cخواهم', lastName: 'क्\u200Dष' });
  });
});
