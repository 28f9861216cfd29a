import { MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { importAccountsFile, readAccountsCsv } from './readAccountsCsv';

const ROLES = "Roles must be either 'admin teacher', 'teacher', 'student', or 'parent'.";

describe('importing accounts from CSV', () => {
  it('reads first name, last name, e-mail and roles, skipping the heading and blank rows', () => {
    const csv =
      'First name,Last name,Email,Roles\n\nZoë,Brontë,zoe@hill.school,Student\n,,,\nJosé,García,jose@hill.school,Admin Teacher\n';
    expect(readAccountsCsv(csv)).toEqual({
      accounts: [
        { firstName: 'Zoë', lastName: 'Brontë', email: 'zoe@hill.school', role: ['student'] },
        { firstName: 'José', lastName: 'García', email: 'jose@hill.school', role: ['admin', 'teacher'] },
      ],
    });
  });

  it('shows every message of spec 1 §5 with its row number, and adds nothing', () => {
    const csv = [
      'Ada,Lee,ada@hill.school,teacher',
      'Bob,Tan',
      'Cy,,cy@hill.school,student',
      'Dee,Ray,dee.hill.school,student',
      'Eve,Ng,eve@hill.school,principal',
      'Fay,Ho,fay@hill.school,admin',
      'Gus,Li,ada@HILL.school,parent',
    ].join('\n');
    expect(readAccountsCsv(csv)).toEqual({
      problems: [
        { row: 2, message: 'Account information is not completed or in a wrong format!' },
        { row: 3, message: 'Account information is not completed or in a wrong format!' },
        { row: 4, message: '"dee.hill.school" is an invalid email address' },
        { row: 5, message: `${ROLES} "principal" is not a valid role.` },
        { row: 6, message: ROLES },
        { row: 7, message: 'Emails must be unique' },
      ],
    });
  });

  it('counts rows as the spreadsheet does, blank and heading rows included', () => {
    expect(readAccountsCsv('first name,last name,email,roles\n\nBob,Tan,bob,student\n')).toEqual({
      problems: [{ row: 3, message: '"bob" is an invalid email address' }],
    });
  });

  it('refuses an e-mail already pending', () => {
    expect(readAccountsCsv('Ada,Lee,ADA@hill.school,teacher', [{ email: 'ada@hill.school' }])).toEqual({
      problems: [{ row: 1, message: MESSAGES.emailsMustBeUnique }],
    });
  });

  it('takes a heading only on the first line', () => {
    const result = readAccountsCsv('Ada,Lee,ada@hill.school,teacher\nFirst,Last,Email,Roles');
    expect(result).toEqual({ problems: [{ row: 2, message: '"Email" is an invalid email address' }] });
  });

  it('reads 2,000 rows in one go', () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `Pupil${i},Brontë,pupil${i}@hill.school,student`);
    const result = readAccountsCsv(['first name,last name,email,roles', ...lines].join('\r\n'));
    expect('accounts' in result && result.accounts.length).toBe(2000);
  });
});

describe('importing a chosen file', () => {
  const file = (bytes: Uint8Array, name: string, type: string) => new File([Uint8Array.from(bytes)], name, { type });

  it('keeps the accents of a file Excel saved in windows-1252', async () => {
    const bytes = new Uint8Array(
      Buffer.from('Zoë,Brontë,zoe@hill.school,student\r\nRenée,Côté,renee@hill.school,parent\r\n', 'latin1'),
    );
    const result = await importAccountsFile(file(bytes, 'pupils.csv', 'application/vnd.ms-excel'));
    expect(result).toEqual({
      accounts: [
        { firstName: 'Zoë', lastName: 'Brontë', email: 'zoe@hill.school', role: ['student'] },
        { firstName: 'Renée', lastName: 'Côté', email: 'renee@hill.school', role: ['parent'] },
      ],
    });
  });

  it('keeps the accents of a UTF-8 file with a byte-order mark', async () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...Buffer.from('First name,Last name,E-mail,Roles\nNgọc,Trần,ngoc@hill.school,student', 'utf8'),
    ]);
    const result = await importAccountsFile(file(bytes, 'pupils.csv', 'text/csv'));
    expect(result).toEqual({
      accounts: [{ firstName: 'Ngọc', lastName: 'Trần', email: 'ngoc@hill.school', role: ['student'] }],
    });
  });

  it('refuses a file that is not CSV', async () => {
    const result = await importAccountsFile(file(new Uint8Array([0x50, 0x4b, 3, 4]), 'pupils.xlsx', 'application/zip'));
    expect(result).toEqual({ problems: [{ message: 'Invalid file format, please upload a UTF-8 encoded CSV' }] });
  });
});
