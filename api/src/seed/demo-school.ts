import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, primaryRole, type Role } from '@portal/domain';
import { hashPassword } from '../auth/password-hashing.js';
import type { Database, Db } from '../db/database.js';
import { groupOwners, groupStudents, groups, parentChildren, schools, users } from '../db/schema.js';
import { seedDemoEvaluations } from './demo-evaluations.js';
import { seedDemoHistory } from './demo-history.js';
import {
  DEMO_GROUPS,
  DEMO_PARENT_LINKS,
  DEMO_PEOPLE,
  DEMO_ROOT,
  DEMO_SCHOOL_NAME,
  DEMO_SCHOOL_TIME_ZONE,
  demoEmail,
} from './demo-roster.js';

/** The demo accounts' password unless DEMO_PASSWORD says otherwise; it meets the password rule. */
export const DEMO_PASSWORD = 'Demo!2345';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
}

/** One account per kind of user, for the start script to print. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...['admin', 'teacher1', 'teacher2', 'student01', 'parent1'].map((local) => {
    const person = DEMO_PEOPLE.find((candidate) => candidate.local === local);
    const role = person && primaryRole(person.roles);
    if (!person || !role) throw new Error(`demo roster lacks ${local}`);
    return { email: demoEmail(local), role, firstName: person.firstName };
  }),
  { email: demoEmail(DEMO_ROOT.local), role: 'root', firstName: DEMO_ROOT.firstName },
];

// Any constant will do: it only keeps two API processes from seeding at once.
const SEED_LOCK = 72_013_001;

/**
 * Creates "Demo Primary School" with its admin, teachers, students, parents
 * and two groups, the groups' last twelve months of assignments and attempts
 * (demo-history.ts; dates from `now`), and the demo root account, when the
 * database has no school yet. Returns whether it seeded; `onSeeding` hears
 * when it begins. The password is hashed once for everybody, so seeding takes
 * about a second.
 */
export async function seedDemoSchool(
  database: Database,
  options: { password?: string; onSeeding?: () => void; now?: Date } = {},
): Promise<boolean> {
  if (await hasSchool(database.db)) return false;
  options.onSeeding?.();
  const passwordHash = await hashPassword(options.password ?? DEMO_PASSWORD);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasSchool(tx)) return false;
    const [school] = await tx
      .insert(schools)
      .values({ name: DEMO_SCHOOL_NAME, timeZone: DEMO_SCHOOL_TIME_ZONE, locale: DEFAULT_LOCALE })
      .returning();
    if (!school) throw new Error('school insert returned no row');
    const created = await tx
      .insert(users)
      .values(
        DEMO_PEOPLE.map((person) => ({
          schoolId: school.id,
          email: demoEmail(person.local),
          firstName: person.firstName,
          lastName: person.lastName,
          roles: person.roles,
          yearLevel: person.yearLevel,
          passwordHash,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(created.map((row) => [row.email, row.id]));
    const links = Object.entries(DEMO_PARENT_LINKS).flatMap(([parent, children]) =>
      children.map((child) => ({
        schoolId: school.id,
        parentId: must(idOf.get(demoEmail(parent))),
        childId: must(idOf.get(demoEmail(child))),
        status: 'active' as const,
      })),
    );
    await tx.insert(parentChildren).values(links);
    const madeGroups = await tx
      .insert(groups)
      .values(DEMO_GROUPS.map((group) => ({ schoolId: school.id, name: group.name, yearLevel: group.yearLevel })))
      .returning({ id: groups.id, name: groups.name });
    const groupIdOf = new Map(madeGroups.map((row) => [row.name, row.id]));
    const members = (pick: (group: (typeof DEMO_GROUPS)[number]) => readonly string[]) =>
      DEMO_GROUPS.flatMap((group) =>
        pick(group).map((local) => ({
          schoolId: school.id,
          groupId: must(groupIdOf.get(group.name)),
          userId: must(idOf.get(demoEmail(local))),
        })),
      );
    await tx.insert(groupOwners).values(members((group) => group.owners));
    await tx.insert(groupStudents).values(members((group) => group.students));
    const historyGroups = DEMO_GROUPS.map((group) => ({
      id: must(groupIdOf.get(group.name)),
      key: group.name,
      yearLevel: group.yearLevel,
      students: group.students.map((local) => ({ id: must(idOf.get(demoEmail(local))), key: local })),
    }));
    const now = options.now ?? new Date();
    await seedDemoHistory(tx, school.id, historyGroups, now);
    const evaluatorOf = (group: (typeof DEMO_GROUPS)[number]) => {
      const owner = DEMO_PEOPLE.find((person) => person.local === group.owners[0]);
      if (!owner) throw new Error(`demo group ${group.name} has no owner`);
      return { id: must(idOf.get(demoEmail(owner.local))), name: `${owner.firstName} ${owner.lastName}` };
    };
    await seedDemoEvaluations(
      tx,
      school.id,
      historyGroups.map((group, index) => ({
        ...group,
        evaluator: evaluatorOf(DEMO_GROUPS[index] as (typeof DEMO_GROUPS)[number]),
      })),
      now,
    );
    await tx
      .insert(users)
      .values({
        email: demoEmail(DEMO_ROOT.local),
        firstName: DEMO_ROOT.firstName,
        lastName: DEMO_ROOT.lastName,
        roles: ['root'],
        passwordHash,
      })
      .onConflictDoNothing({ target: users.email });
    return true;
  });
}

async function hasSchool(db: Db): Promise<boolean> {
  const [anySchool] = await db.select({ id: schools.id }).from(schools).limit(1);
  return anySchool !== undefined;
}

function must(id: string | undefined): string {
  if (!id) throw new Error('demo roster links a person it does not hold');
  return id;
}
