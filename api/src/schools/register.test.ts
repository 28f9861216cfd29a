import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  post,
  registrationForm,
  sessionTokenOf,
  startTestApi,
  withSession,
  type TestApi,
} from '../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('POST /register', () => {
  it('creates the school and an admin for the School license, and signs them in', async () => {
    const form = registrationForm({ email: '  Grace.Hopper@Navy.School ', role: ['student'] });
    const response = await post(api.app, '/api/v1/register', form);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.role).toBe('admin');
    expect(data.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'grace.hopper@navy.school',
      role: ['admin', 'teacher'],
      yearLevel: null,
      schoolId: data.school.schoolId,
    });
    expect(data.school.schoolName).toBe('Hill Primary');

    const cookie = response.cookies.find((c) => c.name === 'portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await api.app.inject({ url: '/api/v1/me', ...withSession(sessionTokenOf(response)) });
    expect(me.json().data.email).toBe('grace.hopper@navy.school');
  });

  it('makes a teacher for the Teacher license', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ license: 'teacher' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.role).toEqual(['teacher']);
    expect(response.json().data.role).toBe('teacher');
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const first = registrationForm({ email: 'twice@hill.school' });
    expect((await post(api.app, '/api/v1/register', first)).statusCode).toBe(201);
    const again = await post(api.app, '/api/v1/register', registrationForm({ email: 'TWICE@Hill.School' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email has already been created.',
    });
  });

  it('refuses a weak password, naming the password', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ password: 'weakpass' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'password: Invalid password',
      field: 'password',
    });
  });

  it('refuses a malformed e-mail', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ email: 'ada@hill' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'email', message: 'email: Invalid email' });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['schoolName', 'School name is required'],
  ])('refuses a blank %s', async (field, reason) => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ [field]: '   ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field, message: `${field}: ${reason}` });
  });

  it('names the first missing field of an empty form', async () => {
    const response = await post(api.app, '/api/v1/register', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'firstName', message: 'firstName: First name is required' });
  });

  it('refuses an unknown license', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ license: 'district' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('license');
  });

  it('puts a school that gives no zone in Sydney, writing dates as in Australia', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm());
    expect(response.json().data.school).toMatchObject({ timeZone: 'Australia/Sydney', locale: 'en-AU' });
  });

  it('keeps the zone and locale the browser offers', async () => {
    const form = registrationForm({ timeZone: 'Pacific/Auckland', locale: 'en-NZ' });
    const response = await post(api.app, '/api/v1/register', form);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.school).toMatchObject({ timeZone: 'Pacific/Auckland', locale: 'en-NZ' });
  });

  it.each([
    ['timeZone', 'Mars/Olympus', 'Not a time zone'],
    ['timeZone', '+10:00', 'Not a time zone'],
    ['locale', 'xx-YY', 'Not a locale'],
  ])('refuses a %s of %s, naming it', async (field, value, reason) => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field, message: `${field}: ${reason}` });
  });

  it('stores a trimmed name and no password in the answer', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ firstName: '  Zoë ' }));
    expect(response.json().data.user.firstName).toBe('Zoë');
    expect(response.body).not.toContain('Str0ng!pw');
    expect(response.body).not.toContain('argon2');
  });
});
