import { ASSIGNMENT_ACTIVITIES_MAX } from '@portal/domain';
import { ACTIVITY_NOT_FOUND } from '../activities/activity-routes.js';

/** The API's own answers about assignments (the spec's texts, such as the date rules, are domain MESSAGES). */
export const ASSIGNMENT_MESSAGES = {
  notFound: 'Assignment not found',
  nameRequired: 'An assignment needs a name',
  invalidDate: 'Send a date as yyyy-MM-ddTHH:mm (UTC), optionally with seconds and a zone',
  activitiesRequired: 'An assignment needs at least one activity',
  activityListedTwice: 'This activity is already listed',
  lastActivity: 'An assignment keeps at least one activity',
  tooManyActivities: `An assignment holds at most ${ASSIGNMENT_ACTIVITIES_MAX} activities`,
  notInLibrary: ACTIVITY_NOT_FOUND,
  otherActivityType: (type: string) => `This activity is a ${type}`,
} as const;
