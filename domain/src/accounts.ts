import { isValidEmail, normaliseEmail } from './email.js';
import { MAX_YEAR_LEVEL, MIN_YEAR_LEVEL } from './limits.js';
import { MESSAGES, invalidEmailAddressMessage, invalidRoleMessage } from './messages.js';
import { nameProblem } from './request-rules.js';
import { SCHOOL_ROLES, type SchoolRole } from './roles.js';

/**
 * One pending account of the Create accounts page (spec 1 §3 "Bulk-account
 * row"), whether it came from the CSV import or the Add account dialog. The
 * server checks every row it is sent with the same function.
 */
export interface AccountRow {
  firstName: string;
  lastName: string;
  email: string;
  role: readonly string[];
}

export type AccountRowField = 'firstName' | 'lastName' | 'email' | 'role';

export interface AccountRowProblem {
  field: AccountRowField;
  message: string;
}

/** The Add account dialog's role choices; "admin, teacher" is a teacher with admin privileges (spec 1 §2.6). */
export const ROLE_CHOICES: readonly (readonly SchoolRole[])[] = [
  ['admin', 'teacher'],
  ['teacher'],
  ['student'],
  ['parent'],
];

/** Whether a value is a year level a student or a group may have (MIN_YEAR_LEVEL to MAX_YEAR_LEVEL, whole). */
export function isYearLevel(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_YEAR_LEVEL && (value as number) <= MAX_YEAR_LEVEL;
}

/** What the API answers (after the field's name) for a year level outside MIN_YEAR_LEVEL to MAX_YEAR_LEVEL. */
export const YEAR_LEVEL_MESSAGE = `Year level must be a whole number from ${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL}`;

/** The CSV roles cell: space-separated words, lowercased ("Admin Teacher" → ["admin", "teacher"]). */
export function parseRoles(cell: string): string[] {
  return cell.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * What is wrong with a list of roles, or undefined: every role must be one of
 * admin, teacher, student, parent (compared without case or surrounding
 * spaces), at least one is needed, and admin only comes with teacher (an
 * admin is always a teacher with admin privileges).
 */
export function rolesProblem(roles: readonly string[]): string | undefined {
  const cleaned = roles.map((role) => role.trim().toLowerCase());
  const unknown = cleaned.find((role) => !(SCHOOL_ROLES as readonly string[]).includes(role));
  if (unknown !== undefined) return invalidRoleMessage(unknown);
  if (cleaned.length === 0) return MESSAGES.rolesInvalid;
  if (cleaned.includes('admin') && !cleaned.includes('teacher')) return MESSAGES.rolesInvalid;
  return undefined;
}

/** The roles to store: lowercased, without repeats, in the order admin, teacher, student, parent. Check them first. */
export function normaliseRoles(roles: readonly string[]): SchoolRole[] {
  const cleaned = new Set(roles.map((role) => role.trim().toLowerCase()));
  return SCHOOL_ROLES.filter((role) => cleaned.has(role));
}

/**
 * The checks of one pending account (spec 1 §5, Add account dialog and CSV
 * import), one problem per failing field in the order first name, last name,
 * e-mail, roles. An empty list means the row may be created.
 */
export function validateAccountRow(row: AccountRow): AccountRowProblem[] {
  const problems: AccountRowProblem[] = [];
  const email = row.email.trim();
  const firstName = row.firstName.trim() === '' ? MESSAGES.firstNameRequired : nameProblem(row.firstName);
  if (firstName !== undefined) problems.push({ field: 'firstName', message: firstName });
  const lastName = row.lastName.trim() === '' ? MESSAGES.lastNameRequired : nameProblem(row.lastName);
  if (lastName !== undefined) problems.push({ field: 'lastName', message: lastName });
  if (email === '') problems.push({ field: 'email', message: MESSAGES.emailRequired });
  else if (!isValidEmail(email)) problems.push({ field: 'email', message: invalidEmailAddressMessage(email) });
  const roles = rolesProblem(row.role);
  if (roles !== undefined) problems.push({ field: 'role', message: roles });
  return problems;
}

/**
 * The index of the first row whose e-mail (compared case-insensitively)
 * appeared in an earlier row, or undefined when all differ: pending accounts
 * must have unique e-mails ("Emails must be unique").
 */
export function firstDuplicateEmail(rows: readonly { email: string }[]): number | undefined {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const email = normaliseEmail(row.email);
    if (seen.has(email)) return index;
    seen.add(email);
  }
  return undefined;
}

/** What a CSV line (already split into cells) gives: a row, a problem to show, or nothing for a blank line. */
export type CsvAccountLine = { row: AccountRow } | { problem: string } | { blank: true };

/**
 * One line of the Create accounts CSV (columns first name, last name, e-mail,
 * roles; spec 1 §5): blank lines are skipped; fewer than three columns or an
 * empty name or e-mail is "Account information is not completed or in a wrong
 * format!"; then the e-mail and role checks of `validateAccountRow`.
 */
export function accountRowFromCsv(cells: readonly string[]): CsvAccountLine {
  if (cells.every((cell) => cell.trim() === '')) return { blank: true };
  const [firstName = '', lastName = '', email = '', roles = ''] = cells.map((cell) => cell.trim());
  if (cells.length < 3 || firstName === '' || lastName === '' || email === '') {
    return { problem: MESSAGES.accountInfoIncomplete };
  }
  const row: AccountRow = { firstName, lastName, email, role: parseRoles(roles) };
  const [problem] = validateAccountRow(row);
  return problem ? { problem: problem.message } : { row };
}

/** What a spreadsheet calls its e-mail column, compared without case, spaces, hyphens or underscores. */
const EMAIL_HEADINGS = new Set(['email', 'mail', 'emailaddress', 'mailaddress']);

/**
 * Whether a CSV line is a heading row (first name, last name, email, roles)
 * rather than an account: its e-mail cell is a heading word like "Email" or
 * "E-mail address". Only the first line of a file may be one; a later such
 * line is an account with an invalid e-mail.
 */
export function isAccountCsvHeading(cells: readonly string[]): boolean {
  const email = (cells[2] ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  return EMAIL_HEADINGS.has(email);
}

/**
 * A person's name as an import compares it with the school's students (issue 35): case, accents, and spaces
 * around or between words aside, so "zoe  bronte" is "Zoë Brontë".
 */
export function nameKey(firstName: string, lastName: string): string {
  const fold = (part: string) =>
    part.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim().replace(/\s+/g, ' ');
  return `${fold(firstName)}\n${fold(lastName)}`;
}
