/**
 * The setup of `npm run bench -- load`, through the portal's own public
 * interface as the demo school's admin (not measured): a sign-in over REST
 * through the origin, then the GraphQL mutations the web client sends. It
 * creates the students and teachers (their one-time passwords taken from the
 * answer; each teacher then chooses their own, as the portal makes them), a group of the students owned by the teachers, and an assignment
 * of quizzes for that group, open from now.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../api/src/seed/demo-school.js';
import { Session } from './load-session.js';
import type { Recorder } from './load-stats.js';

/** Rows a createAccounts call carries, as the web's import sends them (createInBatches.ts). */
export const IMPORT_BATCH = 200;
/** The e-mail domain of every account the benchmark makes. */
const DOMAIN = 'monday.demo.school';

export interface Account {
  email: string;
  password: string;
  id: string;
}

/** One group of students with its owners and its assignment of quizzes. */
export interface Class {
  groupId: string;
  assignmentId: string;
  students: Account[];
  teachers: Account[];
}

export interface World {
  /** The demo admin, signed in; the import's browser. */
  admin: Session;
  classes: Class[];
  /** Every class's students and teachers, in order. */
  students: { account: Account; class: Class }[];
  teachers: { account: Account; class: Class }[];
  /** Every assignment's quizzes, in order. */
  questIds: string[];
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: ('STUDENT' | 'TEACHER')[];
  yearLevel: number | null;
}

interface CreateAccountsData {
  createAccounts: { created: { password: string; user: { id: string; email: string } }[]; alreadyPresent: string[] };
}

const pad = (n: number) => String(n).padStart(3, '0');

/** `count` new accounts of one role, e-mails `{prefix}{001…}@monday.demo.school`. */
export function newAccounts(prefix: string, count: number, role: 'STUDENT' | 'TEACHER'): NewAccount[] {
  return Array.from({ length: count }, (_, index) => ({
    email: `${prefix}${pad(index + 1)}@${DOMAIN}`,
    firstName: role === 'STUDENT' ? 'Student' : 'Teacher',
    lastName: `${prefix[0]?.toUpperCase() ?? ''}${prefix.slice(1)} ${pad(index + 1)}`,
    roles: [role],
    yearLevel: role === 'STUDENT' ? 5 : null,
  }));
}

/** Creates the accounts IMPORT_BATCH at a time and answers them with their passwords; any row not created fails. */
async function createAll(admin: Session, rows: readonly NewAccount[]): Promise<Account[]> {
  const made: Account[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    const batch = rows.slice(start, start + IMPORT_BATCH);
    const data = await admin.mustRun<CreateAccountsData>('CreateAccounts', { input: { accounts: batch } });
    const { created, alreadyPresent } = data.createAccounts;
    if (alreadyPresent.length) throw new Error(`already present: ${alreadyPresent.join(', ')}`);
    made.push(...created.map(({ password, user }) => ({ email: user.email, password, id: user.id })));
  }
  return made;
}

/**
 * Each teacher signs in with the one-time password and chooses their own, as
 * the portal makes them at their first sign-in (issue 36: staff must, before
 * anything else); answers them with the password they now have.
 */
async function changeOneTimePasswords(options: SetupOptions, teachers: readonly Account[]): Promise<Account[]> {
  const changed: Account[] = [];
  for (const teacher of teachers) {
    const session = new Session({ origin: options.origin, recorder: options.recorder });
    await session.mustRun('SignIn', { input: { email: teacher.email, password: teacher.password } });
    const password = `Own!${teacher.password}`;
    await session.mustRun('ChangePassword', { input: { password, currentPassword: teacher.password } });
    changed.push({ ...teacher, password });
  }
  return changed;
}

/** Today plus `days`, as the web's assignment dialog sends a date (`yyyy-MM-ddTHH:mm`, UTC). */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

export interface SetupOptions {
  origin: string;
  recorder: Recorder;
  students: number;
  teachers: number;
  /** Classes the students and teachers are dealt into, one group and assignment each. */
  groups: number;
  activities: number;
}

export async function setUp(options: SetupOptions): Promise<World> {
  const adminAccount = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!adminAccount) throw new Error('the demo school has no admin');
  const admin = new Session({ origin: options.origin, recorder: options.recorder });
  await admin.signInOverRest(adminAccount.email, process.env.DEMO_PASSWORD ?? DEMO_PASSWORD);

  const students = await createAll(admin, newAccounts('student', options.students, 'STUDENT'));
  const teachers = await changeOneTimePasswords(
    options,
    await createAll(admin, newAccounts('teacher', options.teachers, 'TEACHER')),
  );

  const library = await admin.mustRun<{ activities: { edges: { node: { questId: string } }[] } }>('ActivityLibrary', {
    first: Math.max(options.activities, 1),
    types: ['QUIZ'],
  });
  const questIds = library.activities.edges.map((edge) => edge.node.questId).slice(0, options.activities);
  if (questIds.length < options.activities) throw new Error(`the library has only ${questIds.length} quizzes`);

  const count = Math.max(1, options.groups);
  const dealt = <T>(list: readonly T[], index: number) => list.filter((_, at) => at % count === index);
  const classes: Class[] = [];
  for (let index = 0; index < count; index += 1) {
    const members = { students: dealt(students, index), teachers: dealt(teachers, index) };
    const created = await admin.mustRun<{ createGroup: { group: { id: string } } }>('CreateGroup', {
      input: {
        name: `Year 5 Monday Morning ${index + 1}`,
        yearLevel: 5,
        studentIds: members.students.map((s) => s.id),
      },
    });
    const groupId = created.createGroup.group.id;
    if (members.teachers.length) {
      await admin.mustRun('UpdateGroup', { input: { groupId, addOwnerIds: members.teachers.map((t) => t.id) } });
    }
    // "Started now": the start is this minute (UTC), which the API takes as today.
    const assignment = await admin.mustRun<{ createAssignment: { assignment: { id: string } } }>('CreateAssignment', {
      input: {
        name: 'Monday quiz morning',
        groupId,
        startDate: dateIn(0),
        endDate: dateIn(7),
        activities: questIds.map((questId) => ({ questId, activityType: 'QUIZ' })),
      },
    });
    classes.push({ groupId, assignmentId: assignment.createAssignment.assignment.id, ...members });
  }
  const everyone = (role: 'students' | 'teachers') =>
    classes
      .flatMap((group) => group[role].map((account) => ({ account, class: group })))
      .sort((a, b) => a.account.email.localeCompare(b.account.email));
  return { admin, classes, students: everyone('students'), teachers: everyone('teachers'), questIds };
}
