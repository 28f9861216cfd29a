import type { Endpoint, Row, Target } from './permission-matrix.endpoints.js';

/* The kinds of rows the permission matrix repeats for many calls. */

export type ManagedTargets = [mine: Target, unowned: Target, otherSchool: Target];

export const GROUPS_TO_EDIT: ManagedTargets = ['groupToEdit', 'unownedGroupToEdit', 'otherSchoolGroupToEdit'];
export const ASSIGNMENTS_TO_EDIT: ManagedTargets = [
  'assignmentToEdit',
  'unownedAssignmentToEdit',
  'otherSchoolAssignmentToEdit',
];

/**
 * The rows of one call managing a group, or an assignment of one (success:
 * its status): admin any group of the school; teacher the groups they own
 * (another's group answers 404, as they do not see it); other roles 403;
 * another school's group and an id nobody has 404.
 */
export function managingRows(endpoint: Endpoint, success: number, targets: ManagedTargets = GROUPS_TO_EDIT): Row[] {
  const [mine, unowned, otherSchool] = targets;
  return [
    ['admin', endpoint, mine, success],
    ['admin', endpoint, unowned, success],
    ['admin', endpoint, otherSchool, 404],
    ['admin', endpoint, 'missing', 404],
    ['teacherOwner', endpoint, mine, success],
    ['teacherOwner', endpoint, unowned, 404],
    ['teacherOwner', endpoint, otherSchool, 404],
    ['teacherOwner', endpoint, 'missing', 404],
    ['teacherOther', endpoint, mine, 404],
    ['teacherOther', endpoint, otherSchool, 404],
    ['student', endpoint, mine, 403],
    ['student', endpoint, otherSchool, 403],
    ['parent', endpoint, mine, 403],
    ['parent', endpoint, otherSchool, 403],
    ['root', endpoint, mine, 403],
    ['root', endpoint, otherSchool, 403],
    ['visitor', endpoint, mine, 401],
    ['visitor', endpoint, otherSchool, 401],
  ];
}

/**
 * The rows of one read of a group's assignments (success: its status): whoever
 * sees the group (admin all of the school, teacher owned, student joined,
 * parent their children's); anyone else 404, root too (it sees no group).
 */
export function seeingRows(endpoint: Endpoint, targets: ManagedTargets, stranger: Target): Row[] {
  const [mine, unowned, otherSchool] = targets;
  return [
    ['admin', endpoint, mine, 200],
    ['admin', endpoint, stranger, 200],
    ['admin', endpoint, otherSchool, 404],
    ['admin', endpoint, 'missing', 404],
    ['teacherOwner', endpoint, mine, 200],
    ['teacherOwner', endpoint, unowned, 404],
    ['teacherOwner', endpoint, otherSchool, 404],
    ['teacherOther', endpoint, mine, 404],
    ['student', endpoint, mine, 200],
    ['student', endpoint, unowned, 200],
    ['student', endpoint, stranger, 404],
    ['student', endpoint, otherSchool, 404],
    ['parent', endpoint, mine, 200],
    ['parent', endpoint, stranger, 404],
    ['parent', endpoint, otherSchool, 404],
    ['root', endpoint, mine, 404],
    ['root', endpoint, otherSchool, 404],
    ['visitor', endpoint, mine, 401],
    ['visitor', endpoint, otherSchool, 401],
  ];
}
