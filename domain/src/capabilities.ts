import type { Role } from './roles.js';

/**
 * Who may do what by role alone: the one source of the role rules. The API's
 * role checks, the gateway's `@auth(requires: ...)`, the web's route table and
 * buttons, and docs/permissions.md's table (`npm run docs`) all read this map. A user
 * holding several roles holds every capability of each (union of roles). An
 * admin is listed wherever a teacher is: the map says it, no rule implies it.
 *
 * Relation rules (own school, own child, owned group) are not here: the API
 * applies them on top (api/src/access/rules.ts).
 */
export const CAPABILITIES = {
  /** List and search the school's people (GET /users; the People page). */
  listPeople: ['admin', 'teacher'],
  /** Read a person at all (GET /user/{id}); whom: the API's relation rules. */
  readPeople: ['admin', 'teacher', 'student', 'parent', 'root'],
  /** Open another person's profile page (the people a parent reads are their children). */
  viewProfiles: ['admin', 'teacher', 'parent'],
  /** Set a password at all (PATCH /user/{id}); everyone their own. */
  setPasswords: ['admin', 'teacher', 'student', 'parent', 'root'],
  /** Reset another person's password (the reset form); whom: the API's relation rules. */
  resetPasswords: ['admin', 'teacher', 'parent'],
  /** Change an e-mail or a name at all (PATCH /user/{id}/update-email/, /update-name); everyone their own. */
  changeEmailsOrNames: ['admin', 'teacher', 'student', 'parent', 'root'],
  /** Change another person's e-mail or name (the forms); whom: the API's relation rules. */
  changeOthersEmailsOrNames: ['admin', 'teacher'],
  /** Act on anyone of the own school: reset any password, approve any link request of the school. */
  actOnWholeSchool: ['admin'],
  /** Delete people (PATCH /users). */
  deletePeople: ['admin'],
  /** Give and take admin permissions (PUT and PATCH /administrator). */
  manageAdmins: ['admin'],
  /** Change the school's own settings: its time zone, locale and sign-in cards (PATCH /school; the School Settings page). */
  manageSchool: ['admin'],
  /** Create accounts in bulk (POST /school/register-users). */
  createAccounts: ['admin'],
  /** Read a parent's children (GET /parent/{id}/children); whose: the API's relation rules. */
  readChildren: ['admin', 'teacher', 'parent'],
  /** Read one's own children (GET /parent/get-children). */
  readOwnChildren: ['parent'],
  /** Link a child to a parent (PATCH /parent/{id}/add-child). */
  linkChildren: ['admin', 'teacher', 'parent'],
  /** A link one makes is active at once; anyone else's is a pending request. */
  makeActiveLinks: ['admin'],
  /**
   * Approve or decline a parent link request (/parent-links/{parentId}/{childId}); whose: the API's relation
   * rules (an admin the school's, a teacher those of their groups' students). Never the child (issue 36).
   */
  decideParentLinks: ['admin', 'teacher'],
  /**
   * Make a family code for a student, printed for their parent (POST /users/{id}/family-codes); whom: the API's
   * relation rules (an admin anyone of the school, a teacher their groups' students).
   */
  createFamilyCodes: ['admin', 'teacher'],
  /** Redeem a family code the school printed: linked to the child at once (POST /parent-links/redeem). */
  redeemFamilyCodes: ['parent'],
  /** Read groups and their assignments (which: the API's group rules; root sees none, having no school). */
  readGroups: ['admin', 'teacher', 'student', 'parent', 'root'],
  /** See the students of a group (the gateway's `Group.students`). */
  readGroupMembers: ['admin', 'teacher'],
  /** Create and edit groups and assignments. */
  manageGroups: ['admin', 'teacher'],
  /**
   * Print a group's sign-in cards (POST /groups/{id}/sign-in-cards): new codes for its
   * students, the old ones stop working; which groups: those one manages (GROUP_MANAGE_RULES).
   */
  printSignInCards: ['admin', 'teacher'],
  /** Record one's own attempt at an activity of an assignment (POST /progress). */
  recordProgress: ['student'],
  /** See a quiz's right answers and their explanations, and a game's solution (the activity reads, the staff's preview). */
  readAnswerKeys: ['admin', 'teacher'],
  /** Read progress rows of an assignment's students, and results and grades (GET /result/{id}); whose: the API's relation rules. */
  readProgress: ['admin', 'teacher', 'student', 'parent'],
  /** Open the group lists of results and metrics (spec 2 §6: "Load the group list"). */
  openGroupLists: ['admin', 'teacher', 'root'],
  /** Track, evaluate and see the results and metrics of groups and students. */
  trackResults: ['admin', 'teacher'],
  /**
   * The whole school's metrics and its students' year levels (spec 2 §2: the
   * staff's "School Metrics" beside "Teacher Metrics"; GET /metrics/School/{id},
   * /metrics/YearLevel/{id}): aggregates, no person's or other group's figures.
   */
  readSchoolMetrics: ['admin', 'teacher'],
  /** Grade students and comment on them (spec 2 §6: "Add evaluations and comments"); whom: the API's relation rules. */
  evaluateStudents: ['admin', 'teacher'],
  /** Read the trail of every grade and comment change of the school's students (no screen shows it). */
  readEvaluationAudit: ['admin'],
  /** Create, list and revoke the school's API tokens for integrations (/api-tokens). */
  manageApiTokens: ['admin'],
  /**
   * Read the school's audit log (GET /audit; the Audit log page): who changed a
   * group membership, a password, a grade, a comment or a parent link, of whom.
   * Root reads none: it belongs to no school.
   */
  readAuditLog: ['admin'],
  /** Registered users of every school (GET /registered-users). */
  readRegisteredUsers: ['root'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && Object.hasOwn(CAPABILITIES, value);
}

/** The roles holding a capability. */
export function rolesWith(capability: Capability): readonly Role[] {
  return CAPABILITIES[capability];
}

/** Whether any of the roles holds the capability. */
export function can(roles: readonly Role[], capability: Capability): boolean {
  const holders: readonly Role[] = CAPABILITIES[capability];
  return roles.some((role) => holders.includes(role));
}
