import type { Capability, Role } from '@portal/domain';

/**
 * Who may do what on whom, as data. What depends on the role alone is a
 * domain capability (domain/src/capabilities.ts), asked with `requireCapability`.
 * docs/permissions.md's table states these rules in words and
 * `permission-matrix.test.ts` checks every one of them.
 * A user holding several roles (an admin is also a teacher) gets the union.
 */

/** How the acting user relates to the person acted on. */
export type PersonRelation =
  /** the person is the acting user */
  | 'self'
  /** the person belongs to the acting user's school */
  | 'school'
  /** the person is a student of a group the acting user owns */
  | 'studentOfOwnedGroup'
  /** the person is a child linked to the acting user by an active link (a pending request gives nothing) */
  | 'child';

type PersonRule = Partial<Record<Role, readonly PersonRelation[]>>;

/** Actions on one person: each role lists the relations that allow it; no entry means never. */
export const PERSON_RULES = {
  /** GET /user/{id}, and which ids GET /users?ids= answers */
  read: {
    admin: ['school'],
    teacher: ['school'],
    parent: ['self', 'child'],
    student: ['self'],
    root: ['self'],
  },
  /** PATCH /user/{id} {password}: own change or reset */
  setPassword: {
    admin: ['school'],
    teacher: ['self', 'studentOfOwnedGroup'],
    parent: ['self', 'child'],
    student: ['self'],
    root: ['self'],
  },
  /** PATCH /user/{id}/update-email/ and /update-name */
  changeEmailOrName: {
    admin: ['school'],
    teacher: ['self', 'studentOfOwnedGroup'],
    parent: ['self'],
    student: ['self'],
    root: ['self'],
  },
  /** GET /parent/{id}/children, and which parents GET /parents/children?ids= answers */
  readChildren: {
    admin: ['school'],
    teacher: ['school'],
    parent: ['self'],
  },
  /** PATCH /parent/{id}/add-child: the parent {id} … */
  linkChildToParent: {
    admin: ['school'],
    teacher: ['school'],
    parent: ['self'],
  },
  /** … and the student named by childEmail (who makes an active link at once: the makeActiveLinks capability) */
  linkChild: {
    admin: ['school'],
    teacher: ['studentOfOwnedGroup'],
    parent: ['school'],
  },
  /**
   * On the child of a pending link: approve it (POST /parent-links/{parentId}/{childId}/accept), decline it
   * (DELETE /parent-links/{parentId}/{childId}), and which requests GET /parent-links answers. The school
   * confirms families (issue 36): never the child.
   */
  decideParentLink: {
    admin: ['school'],
    teacher: ['studentOfOwnedGroup'],
  },
  /** Make a family code for this student, for their parent to redeem (POST /users/{id}/family-codes). */
  createFamilyCode: {
    admin: ['school'],
    teacher: ['studentOfOwnedGroup'],
  },
  /**
   * Whose attempts one reads: the rows of GET /report/assignments/{id} (among
   * the students of an assignment the reader sees); and whose results, grades
   * and comments (GET /result/{id}, GET /result/grades/{id}/{type}).
   */
  readProgress: {
    admin: ['school'],
    teacher: ['studentOfOwnedGroup'],
    parent: ['child'],
    student: ['self'],
  },
  /** Grade a student and comment on them (POST and PATCH /result/grades, POST /result/comments). */
  evaluate: {
    admin: ['school'],
    teacher: ['studentOfOwnedGroup'],
  },
} as const satisfies Record<string, PersonRule>;

export type PersonAction = keyof typeof PERSON_RULES;

/**
 * The capability (domain/src/capabilities.ts) that opens each person action
 * to a role at all; PERSON_RULES then says on whom. A role without the
 * capability gets nothing from its entry, and rules.test.ts keeps the entries
 * and the capabilities the same roles.
 */
export const PERSON_CAPABILITY = {
  read: 'readPeople',
  setPassword: 'setPasswords',
  changeEmailOrName: 'changeEmailsOrNames',
  readChildren: 'readChildren',
  linkChildToParent: 'linkChildren',
  linkChild: 'linkChildren',
  decideParentLink: 'decideParentLinks',
  createFamilyCode: 'createFamilyCodes',
  readProgress: 'readProgress',
  evaluate: 'evaluateStudents',
} as const satisfies Record<PersonAction, Capability>;

/** How the acting user relates to a group. */
export type GroupRelation =
  /** the group belongs to the acting user's school */
  | 'school'
  /** the acting user owns it */
  | 'owned'
  /** the acting user is one of its students */
  | 'member'
  /** one of the acting user's children (active links only) is one of its students */
  | 'childsGroup';

type GroupRule = Partial<Record<Role, readonly GroupRelation[]>>;

/** Which groups (and so which assignments: GET /assignments/{id}, GET /assignments/groups/{groupId}) each role sees. Root sees none. */
export const GROUP_RULES: GroupRule = {
  admin: ['school'],
  teacher: ['owned'],
  student: ['member'],
  parent: ['childsGroup'],
};

/**
 * Which groups each role may manage: rename, delete, add and remove students
 * and owners (PATCH and DELETE /groups/{id}, PUT and PATCH /groups/{id}/users,
 * DELETE /groups/{id}/owners/{userId}), and their assignments: create one in
 * the group (POST /assignments), edit, move (to another group managed too),
 * delete and finish it (PATCH, DELETE /assignments/{id}, POST
 * /assignments/{id}/finish), add and remove its activities (PUT and PATCH
 * /assignments/{id}/activities). Only the roles holding `manageGroups` have
 * an entry (rules.test.ts checks it); another group of the school, one of
 * another school or an id nobody has answers 404 alike, and so does an
 * assignment of such a group.
 */
export const GROUP_MANAGE_RULES: GroupRule = {
  admin: ['school'],
  teacher: ['owned'],
};
