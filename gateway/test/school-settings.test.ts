import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PASSWORD, addPerson, addSchool } from '../../api/src/testing/school-world.js';
import { Caller, signedIn, startStack, withoutViewer, type Stack } from './stack.js';

/*
 * Where a school is (issue 34) through GraphQL: `school { timeZone locale }`
 * reads GET /api/v1/school, `updateSchool` is PATCH /api/v1/school for the
 * school's admins, and `register` passes on the zone the browser offers. The
 * API's refusals keep their message and field; anyone but an admin is
 * refused before any upstream write.
 */

const SCHOOL = `{ school { name timeZone locale } }`;
const UPDATE = `mutation($input: UpdateSchoolInput!) { updateSchool(input: $input) { name timeZone locale } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { school { timeZone locale } } }`;

type Place = { name?: string; timeZone: string | null; locale: string | null };

let stack: Stack;
let admin: Caller;
let teacher: Caller;
let strangerAdmin: Caller;

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  const school = await addSchool(db, 'Hill Primary');
  const head = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  const staff = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  const elsewhere = await addPerson(db, { schoolId: await addSchool(db, 'Valley Primary'), roles: ['admin'] });
  admin = await signedIn(stack, head.email, KNOWN_PASSWORD);
  teacher = await signedIn(stack, staff.email, KNOWN_PASSWORD);
  strangerAdmin = await signedIn(stack, elsewhere.email, KNOWN_PASSWORD);
});
afterAll(async () => {
  await stack.close();
});

describe('a school’s time zone and locale', () => {
  it('reads Sydney and en-AU for a school that never said where it is', async () => {
    const answer = await teacher.graphql<{ school: Place }>(SCHOOL);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.school).toEqual({ name: 'Hill Primary', timeZone: 'Australia/Sydney', locale: 'en-AU' });
  });

  it('lets an admin move the school in one PATCH, which its teachers then read and another school does not', async () => {
    stack.restCalls.length = 0;
    const answer = await admin.graphql<{ updateSchool: Place }>(UPDATE, {
      input: { timeZone: 'Pacific/Auckland', locale: 'en-NZ' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateSchool).toEqual({ name: 'Hill Primary', timeZone: 'Pacific/Auckland', locale: 'en-NZ' });
    expect(withoutViewer(stack.restCalls)).toEqual(['PATCH /api/v1/school']);
    expect((await teacher.graphql<{ school: Place }>(SCHOOL)).data?.school.timeZone).toBe('Pacific/Auckland');
    expect((await strangerAdmin.graphql<{ school: Place }>(SCHOOL)).data?.school.timeZone).toBe('Australia/Sydney');
  });

  it('keeps what the input leaves out', async () => {
    const answer = await admin.graphql<{ updateSchool: Place }>(UPDATE, { input: { locale: 'en-GB' } });
    expect(answer.data?.updateSchool).toMatchObject({ timeZone: 'Pacific/Auckland', locale: 'en-GB' });
  });

  it('answers BAD_USER_INPUT naming the field for a zone that is no place', async () => {
    const answer = await admin.graphql(UPDATE, { input: { timeZone: 'Mars/Olympus' } });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'timeZone: Not a time zone',
      extensions: { code: 'BAD_USER_INPUT', field: 'timeZone' },
    });
  });

  it('refuses a teacher with FORBIDDEN before any upstream write', async () => {
    stack.restCalls.length = 0;
    const answer = await teacher.graphql(UPDATE, { input: { timeZone: 'UTC' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(withoutViewer(stack.restCalls)).toEqual([]);
  });

  it('registers a school in the zone the browser offers', async () => {
    const answer = await new Caller(stack.origin).graphql<{ register: { school: Place } }>(REGISTER, {
      input: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@kiritimati.school',
        schoolName: 'Line Islands Primary',
        password: 'Str0ng!pw',
        license: 'SCHOOL',
        timeZone: 'Pacific/Kiritimati',
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.register.school).toEqual({ timeZone: 'Pacific/Kiritimati', locale: 'en-AU' });
  });
});
