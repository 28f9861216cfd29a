import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, localDay, startOfLocalDay } from '@portal/domain';
import type { Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { schools } from '../db/schema.js';

/**
 * Where a school is (issue 34): its IANA time zone, which decides when its
 * days begin ("today", a result's `date`, a `from` day), and its BCP 47
 * locale, how its dates are written for people.
 */
export interface SchoolClock {
  timeZone: string;
  locale: string;
}

/** The clock of a school that has not said where it is, and of root, who has no school. */
export const DEFAULT_SCHOOL_CLOCK: SchoolClock = { timeZone: DEFAULT_TIME_ZONE, locale: DEFAULT_LOCALE };

/**
 * A school's time zone and locale, in one query. A school that is not there
 * (deleted while a request was under way) answers the default clock, so a
 * read that raced a deletion still answers days rather than failing on them.
 */
export async function schoolClock(db: Db, schoolId: string): Promise<SchoolClock> {
  const [row] = await db
    .select({ timeZone: schools.timeZone, locale: schools.locale })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return row ?? DEFAULT_SCHOOL_CLOCK;
}

/** The clock of the viewer's school; root (no school) reads the default one. */
export async function viewerSchoolClock(db: Db, viewer: Pick<Viewer, 'schoolId'>): Promise<SchoolClock> {
  return viewer.schoolId ? schoolClock(db, viewer.schoolId) : DEFAULT_SCHOOL_CLOCK;
}

/** The instant the school's local day that `now` falls on began: its "today" for the date rules. */
export function startOfSchoolToday(now: Date, clock: Pick<SchoolClock, 'timeZone'>): Date {
  return startOfLocalDay(localDay(now, clock.timeZone), clock.timeZone);
}
