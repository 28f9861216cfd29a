import { DEFAULT_TIME_ZONE } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { schools } from '../db/schema.js';

/*
 * The school's time zone, which every metrics month is counted in (issue 34):
 * the windows' months here, the rollups' months in the database.
 */

/** The clock the metrics read by: the instant, and the zone of the school whose months they count. */
export interface MetricsClock {
  now: Date;
  zone: string;
}

/** The time zone of `schoolId` (the portal's default for someone of no school, who reads no metrics anyway). */
export async function schoolZone(db: Db, schoolId: string | null): Promise<string> {
  if (schoolId === null) return DEFAULT_TIME_ZONE;
  const [school] = await db
    .select({ timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return school?.timeZone ?? DEFAULT_TIME_ZONE;
}
