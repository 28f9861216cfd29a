import { z } from 'zod';
import { ACTIVITY_TYPES, ASSIGNMENT_ACTIVITIES_MAX, LONG_NAME_MAX_LENGTH } from '@portal/domain';
import { nameText } from '../schools/registration-schema.js';
import { assignmentDateField } from './assignment-dates.js';
import { ASSIGNMENT_MESSAGES } from './assignment-messages.js';

/** The request bodies of the assignment writes (spec 1 §3: the Create and Update payloads, activity lists). */

export const QUEST_ID_MAX = 100;

const assignmentName = nameText(
  z
    .string({ error: ASSIGNMENT_MESSAGES.nameRequired })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.nameRequired)
    .max(LONG_NAME_MAX_LENGTH, `At most ${LONG_NAME_MAX_LENGTH} characters`),
).describe(`Trimmed, required, at most ${LONG_NAME_MAX_LENGTH} characters, no invisible character`);

/** One activity of an assignment as the Create payload names it: its questId and type only (other fields are ignored). */
export const activityItem = z
  .object({
    questId: z
      .string()
      .trim()
      .min(1, 'A questId is required')
      .max(QUEST_ID_MAX, `At most ${QUEST_ID_MAX} characters`)
      .describe(`The activity's id in the library, 1 to ${QUEST_ID_MAX} characters`),
    activityType: z.enum(ACTIVITY_TYPES, { error: `One of ${ACTIVITY_TYPES.join(', ')}` }),
  })
  .meta({ id: 'AssignmentActivity' });

export type ActivityItem = z.infer<typeof activityItem>;

const activityArray = z
  .array(activityItem)
  .min(1, ASSIGNMENT_MESSAGES.activitiesRequired)
  .max(ASSIGNMENT_ACTIVITIES_MAX, ASSIGNMENT_MESSAGES.tooManyActivities);

/** The activities of a new assignment: 1 to ASSIGNMENT_ACTIVITIES_MAX, each questId once (400 on the second). */
const newActivities = activityArray
  .superRefine((activities, context) => {
    const seen = new Set<string>();
    activities.forEach(({ questId }, index) => {
      if (seen.has(questId)) {
        context.addIssue({
          code: 'custom',
          message: ASSIGNMENT_MESSAGES.activityListedTwice,
          path: [index, 'questId'],
        });
      }
      seen.add(questId);
    });
  })
  .describe(`1 to ${ASSIGNMENT_ACTIVITIES_MAX} activities, in their order, each questId once`);

/** POST /assignments: spec 1 §3's Create payload. */
export const newAssignmentBody = z.object({
  name: assignmentName,
  groupId: z.uuid().describe('A group the caller manages'),
  startDate: assignmentDateField('Start'),
  endDate: assignmentDateField('Due'),
  activities: newActivities,
});

/** PATCH /assignments/{id}: spec 1 §3's Update payload, every field required (the dialog sends them all). */
export const assignmentChangesBody = z.object({
  name: assignmentName,
  groupId: z.uuid().describe('Its group, or another group the caller manages to move it to'),
  startDate: assignmentDateField('Start'),
  endDate: assignmentDateField('Due'),
});

/** PUT and PATCH /assignments/{id}/activities: the bare list the spec sends, or `{ activities: [...] }`. */
export const activityListBody = z
  .union([activityArray, z.object({ activities: activityArray })], {
    error: 'Send a list of {questId, activityType}, or {"activities": [...]}',
  })
  .transform((value) => (Array.isArray(value) ? value : value.activities))
  .describe(`1 to ${ASSIGNMENT_ACTIVITIES_MAX} activities`);
