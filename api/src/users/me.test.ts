import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, startTestApi, withSession, type TestApi } from '../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /me', () => {
  it('answers the signed-in user, with no assignments before they have a group', async () => {
    const { token, form, body } = await registerSchool(api.app, {
      firstName: 'Zoë',
      lastName: 'Ng',
      license: 'teacher',
    });
    const response = await api.app.inject({ url: '/api/v1/me', ...withSession(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        userId: body.data.user.userId,
        firstName: 'Zoë',
        lastName: 'Ng',
        email: form.email,
        role: ['teacher'],
        yearLevel: null,
        schoolId: body.data.school.schoolId,
        createdAt: body.data.user.createdAt,
        mustChangePassword: false,
        assignments: [],
      },
    });
    expect(new Date(response.json().data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 401 to a visitor', async () => {
    const response = await api.app.inject({ url: '/api/v1/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /school', () => {
  it("answers the signed-in user's own school", async () => {
    await registerSchool(api.app, { schoolName: 'Other School' });
    const { token, body } = await registerSchool(api.app, { schoolName: '  Riverside Primary ' });
    const response = await api.app.inject({ url: '/api/v1/school', ...withSession(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        schoolId: body.data.school.schoolId,
        schoolName: 'Riverside Primary',
        timeZone: 'Australia/Sydney',
        locale: 'en-AU',
        // Sign-in cards are on for a new school (an admin turns them off).
        signInCardsEnabled: true,
      },
    });
  });

  it('answers 401 to a visitor', async () => {
    expect((await api.app.inject({ url: '/api/v1/school' })).statusCode).toBe(401);
  });
});
