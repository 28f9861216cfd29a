import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { post, registrationForm, startTestApi, type TestApi } from '../testing/test-api.js';

const BODY_LIMIT = 16 * 1024;

let api: TestApi;
let admin: UserRow;
beforeAll(async () => {
  api = await startTestApi({ bodyLimitBytes: BODY_LIMIT });
  admin = await addPerson(api.database.db, { schoolId: await addSchool(api.database.db), roles: ['admin', 'teacher'] });
});
afterAll(() => api.close());

describe('body limit', () => {
  it('takes the configured limit', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ schoolName: 'x'.repeat(BODY_LIMIT) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request body is too large.');
  });

  it('lets a bulk import of 200 accounts (what the web client sends) through, though over the general limit', async () => {
    const rows = Array.from({ length: 200 }, (_, row) => ({
      firstName: `Firstname${row}`,
      lastName: `Lastname-with-a-longer-name-${row}`,
      email: `bulk.limit.${row}@bulk.school`,
      role: ['student'],
      yearLevel: 4,
    }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(BODY_LIMIT);
    const response = await post(
      api.app,
      '/api/v1/school/register-users',
      rows,
      await sessionFor(api.database.db, admin),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.new_users).toHaveLength(200);
  });
});
