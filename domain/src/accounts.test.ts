import { describe, expect, it } from 'vitest';
import {
  accountRowFromCsv,
  firstDuplicateEmail,
  isAccountCsvHeading,
  isYearLevel,
  normaliseRoles,
  parseRoles,
  rolesProblem,
  validateAccountRow,
} from './accounts.js';

const ROLES_MESSAGE = "Roles must be either 'admin teacher', 'teacher', 'student', or 'parent'.";
const valid = { firstName: 'Zoë', lastName: 'Nguyễn', email: 'zoe@hill.school', role: ['student'] };

describe('pending account rows (spec 1 §5, Add account and CSV import)', () => {
  it('accepts a complete row, accented names included', () => {
    expect(validateAccountRow(valid)).toEqual([]);
    expect(validateAccountRow({ ...valid, firstName: 'José', lastName: 'Ngọc', role: ['admin', 'teacher'] })).toEqual(
      [],
    );
  });

  it('names every failing field with the dialog messages, in order', () => {
    expect(validateAccountRow({ firstName: ' ', lastName: '', email: '', role: [] })).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'role', message: ROLES_MESSAGE },
    ]);
  });

  it('quotes a malformed e-mail the way the CSV import does', () => {
    expect(validateAccountRow({ ...valid, email: ' bob@school ' })).toEqual([
      { field: 'email', message: '"bob@school" is an invalid email address' },
    ]);
  });

  it('allows the four roles in any case, and admin only together with teacher', () => {
    expect(rolesProblem(['Teacher'])).toBeUndefined();
    expect(rolesProblem(['teacher', 'admin'])).toBeUndefined();
    expect(rolesProblem(['teacher', 'parent'])).toBeUndefined();
    expect(rolesProblem(['admin'])).toBe(ROLES_MESSAGE);
    expect(rolesProblem([])).toBe(ROLES_MESSAGE);
    expect(rolesProblem(['student', 'janitor'])).toBe(`${ROLES_MESSAGE} "janitor" is not a valid role.`);
    expect(rolesProblem(['root'])).toBe(`${ROLES_MESSAGE} "root" is not a valid role.`);
  });

  it('stores roles lowercased, once each, in a fixed order', () => {
    expect(normaliseRoles(['Teacher', 'ADMIN', 'teacher'])).toEqual(['admin', 'teacher']);
    expect(parseRoles('  Admin   teacher ')).toEqual(['admin', 'teacher']);
    expect(parseRoles('')).toEqual([]);
  });

  it('finds the first e-mail repeated, whatever its case', () => {
    expect(firstDuplicateEmail([{ email: 'a@x.school' }, { email: 'b@x.school' }])).toBeUndefined();
    expect(firstDuplicateEmail([{ email: 'a@x.school' }, { email: 'b@x.school' }, { email: ' A@X.school' }])).toBe(2);
  });

  it('knows year levels 1 to 10 (spec 2 §9)', () => {
    expect([1, 6, 10].every(isYearLevel)).toBe(true);
    expect([0, 11, 12, 2.5, '3', null].some(isYearLevel)).toBe(false);
  });
});

describe('CSV lines', () => {
  it('reads first name, last name, e-mail and space-separated roles', () => {
    expect(accountRowFromCsv([' Ngọc ', 'Trần', 'ngoc@hill.school', 'Admin Teacher'])).toEqual({
      row: { firstName: 'Ngọc', lastName: 'Trần', email: 'ngoc@hill.school', role: ['admin', 'teacher'] },
    });
  });

  it('skips blank lines', () => {
    expect(accountRowFromCsv(['', ' ', ''])).toEqual({ blank: true });
    expect(accountRowFromCsv([''])).toEqual({ blank: true });
  });

  it('refuses short or incomplete lines with the CSV message', () => {
    const incomplete = { problem: 'Account information is not completed or in a wrong format!' };
    expect(accountRowFromCsv(['Ada', 'Lee'])).toEqual(incomplete);
    expect(accountRowFromCsv(['Ada', '', 'ada@hill.school', 'teacher'])).toEqual(incomplete);
  });

  it('reports a bad e-mail or role with its value', () => {
    expect(accountRowFromCsv(['Ada', 'Lee', 'ada.hill.school', 'teacher'])).toEqual({
      problem: '"ada.hill.school" is an invalid email address',
    });
    expect(accountRowFromCsv(['Ada', 'Lee', 'ada@hill.school', 'principal'])).toEqual({
      problem: `${ROLES_MESSAGE} "principal" is not a valid role.`,
    });
  });
});

describe('CSV heading rows', () => {
  it('knows a heading row by its e-mail cell, however it is spelled', () => {
    expect(isAccountCsvHeading(['First name', 'Last name', 'Email', 'Roles'])).toBe(true);
    expect(isAccountCsvHeading(['firstName', 'lastName', ' E-mail Address ', 'role'])).toBe(true);
    expect(isAccountCsvHeading(['Vorname', 'Nachname', 'e_mail'])).toBe(true);
  });

  it('takes an account row, even a broken one, for an account', () => {
    expect(isAccountCsvHeading(['Ada', 'Lee', 'ada@hill.school', 'teacher'])).toBe(false);
    expect(isAccountCsvHeading(['Ada', 'Lee', 'ada.hill.school'])).toBe(false);
    expect(isAccountCsvHeading(['Ada', 'Lee'])).toBe(false);
  });
});
