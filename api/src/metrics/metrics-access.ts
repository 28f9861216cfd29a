import { and, inArray } from 'drizzle-orm';
import type { Capability } from '@portal/domain';
import { requireCapability, trackedGroupCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { groups } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { METRICS_MESSAGES } from './metrics-messages.js';

/*
 * Who reads which metrics (docs/permissions.md):
 * - a student's: PERSON_RULES.readProgress, as their result (admin the
 *   school's students, teacher the students of the groups they own, parent
 *   their children by active link, student themself; root nobody);
 * - a group's, and the groups' accuracy: the groups whose results the caller
 *   tracks (trackResults: admin every group of the school, teacher those
 *   they own);
 * - the school's (the whole school, its year levels): its staff
 *   (readSchoolMetrics), and the school as one teaches it (viewSchool: the
 *   groups one owns) to whoever tracks results.
 * Root has no school and holds none of these capabilities: 403 everywhere.
 */

/**
 * The caller's own school when `schoolId` names it and one of their roles
 * holds the capability: 403 without the capability, 404 for any other id
 * (another school's or nobody's, alike).
 */
export function ownSchool(viewer: Viewer, capability: Capability, schoolId: string): string {
  requireCapability(viewer, capability);
  if (viewer.schoolId !== schoolId) throw new ApiError(404, METRICS_MESSAGES.schoolNotFound);
  return schoolId;
}

/** Those of these groups whose results the viewer tracks, in the order asked. */
export async function trackedGroupIds(db: Db, viewer: Viewer, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, [...ids]), trackedGroupCondition(viewer)));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => found.has(id));
}
