import { z } from 'zod';
import type { SchoolRow } from '../db/schema.js';

export const schoolJson = z.object({ schoolId: z.uuid(), schoolName: z.string() }).meta({ id: 'School' });

export function toSchoolJson(school: SchoolRow): z.infer<typeof schoolJson> {
  return { schoolId: school.id, schoolName: school.name };
}
