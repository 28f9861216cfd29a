/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** The kind of a science activity. */
export type ActivityType =
  /** An animation to watch. */
  | 'ANIMATION'
  /** A book to read. */
  | 'BOOK'
  /** A game to play. */
  | 'GAME'
  /** Questions to answer. */
  | 'QUIZ'
  /** A song to listen to. */
  | 'SONG';

/** The role an API token acts as: its maker, holding only this role’s capabilities. */
export type ApiTokenRole =
  /** What an admin may do (the maker must be an admin). */
  | 'ADMIN'
  /** What a teacher may do, on the groups its maker owns (the maker must be a teacher too). */
  | 'TEACHER';

/** Activities to add to or remove from an assignment. */
export type AssignmentActivitiesInput = {
  /** The activities: 1 to 100. */
  activities: Array<AssignmentActivityInput>;
  /** The assignment (a UUID). */
  assignmentId: string | number;
};

/** One activity of an assignment, by its id in the activity library and its kind. */
export type AssignmentActivityInput = {
  /** Its kind. */
  activityType: ActivityType;
  /** The id of the activity (quest). */
  questId: string | number;
};

/** Where an assignment stands relative to now: derived from its start and due dates, never stored. */
export type AssignmentStatus =
  /** Its due date has passed. */
  | 'COMPLETED'
  /** Started, and its due date has not passed yet. */
  | 'IN_PROGRESS'
  /** Its start date is still in the future. */
  | 'SCHEDULED';

/** The signed-in student's attempt at one activity of an assignment of their group (POST /progress): what they answered, never a score. The portal grades it. */
export type AttemptInput = {
  /** The assignment (a UUID), one of a group the student is in. */
  assignmentId: string | number;
  /** A UUID the client makes once per attempt and sends again with every retry (after UNAVAILABLE or a lost answer): the attempt is stored once, and a retry answers the attempt first stored, with its feedback. The same key with other values is CONFLICT. */
  idempotencyKey?: string | number | null | undefined;
  /** The activity: one of the assignment’s. */
  questId: string | number;
  /** A book's pages, an animation's scenes or a song's verses the student got to, counted from the first: 0 to 10 (none is 0); BAD_USER_INPUT for a quiz or a game, or past the story's end. Every one reached and the check answered finishes it; every one reached without all of the check's answers is BAD_USER_INPUT, nothing stored. */
  reached?: number | null | undefined;
  /** A quiz's answers, one per question answered, a game's placements, one per item placed, or a book's, an animation's or a song's answers to its check (at most 20). A question or item named twice, an itemId not of the activity, an answer that is no choice of its question or no place of the game, or a partner, spot or position given twice is BAD_USER_INPUT, nothing stored. */
  responses?: Array<AttemptResponseInput>;
  /** Whole seconds spent: 0 to 28,800. Reported; never what finishes an activity. */
  seconds: number;
};

/** One answer of an attempt: a quiz question and the choice the student picked, or a game item and where it was put. */
export type AttemptResponseInput = {
  /** The choice picked: its choiceId (QuizChoice.choiceId); for a game, the targetId of the group, partner or spot the item was put on (GameTarget.targetId), or in an order game the item's position from 1. */
  answer: string | number;
  /** The question's itemId (QuizQuestion.itemId), or the game item's (GameItem.itemId). */
  itemId: string | number;
};

/** What an entry of the school's audit log records. */
export type AuditKind =
  /** Comment: a comment on a student. */
  | 'COMMENT'
  /** E-mail change: another person's e-mail changed. */
  | 'EMAIL_CHANGE'
  /** Grade: a student's grades given or changed. */
  | 'EVALUATION'
  /** Group membership: a student added to or removed from a group. */
  | 'GROUP_MEMBERSHIP'
  /** Name change: another person's name changed. */
  | 'NAME_CHANGE'
  /** Parent link: a link between a parent and a child requested, made active, accepted, approved or declined. */
  | 'PARENT_LINK'
  /** Password reset: another person's password set. */
  | 'PASSWORD_RESET';

/** A sign-in card's code. */
export type CardSignInInput = {
  /** The code typed from the card (10 characters; case, spaces and dashes ignored), or the token its QR code's link holds after the #. */
  code: string;
};

/** A new e-mail address for a user. */
export type ChangeEmailInput = {
  /** The caller's current password: required to change their own address (BAD_USER_INPUT without it, FORBIDDEN when wrong); ignored for someone else's. */
  currentPassword?: string | null | undefined;
  /** The new e-mail address; it must not be registered already. */
  email: string;
  /** Whose e-mail address: the caller when null or left out. */
  userId?: string | number | null | undefined;
};

/** A new name for a user. */
export type ChangeNameInput = {
  /** The new first name. */
  firstName: string;
  /** The new last name. */
  lastName: string;
  /** Whose name: the caller when null or left out. */
  userId?: string | number | null | undefined;
};

/** A new password for a user. */
export type ChangePasswordInput = {
  /** The caller's current password: required to change their own (BAD_USER_INPUT without it, FORBIDDEN when wrong, counted as a failed sign-in); ignored for a reset of someone else's. */
  currentPassword?: string | null | undefined;
  /** The new password, which must satisfy the portal's password rule. */
  password: string;
  /** Whose password: the caller when null or left out. */
  userId?: string | number | null | undefined;
};

/** A comment on a student, signed with the caller's own name. */
export type CommentInput = {
  /** 1 to 2000 characters; line breaks allowed. */
  comment: string;
  /** The student. */
  studentId: string | number;
};

/** The token of the confirmation link mailed to a new address. */
export type ConfirmEmailInput = {
  /** The `token` of the link. */
  token: string;
};

/** The accounts to create in one call. */
export type CreateAccountsInput = {
  /** At most 500 a call; all are created or none (an e-mail already registered is skipped, not a failure). */
  accounts: Array<NewAccountInput>;
};

/** A new API token. */
export type CreateApiTokenInput = {
  /** Days until it expires: one of 7, 30, 90, 365. */
  lifetimeDays: number;
  /** Its name, trimmed: required, at most 80 characters. */
  name: string;
  /** The role it acts as; the caller must hold it. */
  role: ApiTokenRole;
};

/** A new assignment with its activities. */
export type CreateAssignmentInput = {
  /** Its activities, in order: 1 to 100, each once. */
  activities: Array<AssignmentActivityInput>;
  /** When it is due: not before its start. */
  endDate: string;
  /** The group it is given to: one the caller manages. */
  groupId: string | number;
  /** Its name: required, at most 200 characters. */
  name: string;
  /** When it opens; a new one cannot start before the school's today (from its midnight in the school's time zone), nor after its due date. */
  startDate: string;
};

/** The student a family code is made for. */
export type CreateFamilyCodeInput = {
  /** The student's user id (a UUID). */
  userId: string | number;
};

/** A new group; the caller becomes its owner. */
export type CreateGroupInput = {
  /** Its name: required, at most 100 characters. */
  name: string;
  /** Its first students: user ids of students of the caller's school (anyone else is BAD_USER_INPUT). */
  studentIds?: Array<string | number>;
  /** The school year of its students (1 to 10, else BAD_USER_INPUT); null when not set. */
  yearLevel?: number | null | undefined;
};

/** An evaluation of a student (POST and PATCH /result/grades). */
export type EvaluationInput = {
  /** Topics or general capabilities. */
  gradeType: GradeType;
  /** The grades: every item of the type on a first evaluation, any of them on an update; at most 20. */
  grades: Array<GradeInput>;
  /** The student. */
  studentId: string | number;
};

/** How a game is played. */
export type GameMechanic =
  /** Each label on its lettered spot of the diagram; each spot takes one. */
  | 'LABEL'
  /** Each item with its partner; each partner takes one. */
  | 'MATCH'
  /** The items in sequence, from orderFrom to orderTo. */
  | 'ORDER'
  /** Each item into one of two to four groups; a group takes any number. */
  | 'SORT';

/** One grade of an evaluation. */
export type GradeInput = {
  /** 1 to 5. */
  grade: number;
  /** The topic or capability (its fixed id). */
  itemId: string | number;
};

/** What an evaluation grades (spec 2 §3): the topics, or the seven general capabilities. */
export type GradeType =
  /** The seven general capabilities. */
  | 'CAPABILITY'
  /** The ten topics, one per realm. */
  | 'TOPIC';

/** How a group's students are ordered. */
export type GroupStudentsOrder = {
  /** Ascending (the default) or descending. */
  direction?: OrderDirection;
  /** What the items are ordered by. */
  field: GroupStudentsOrderField;
};

/** What a group's student list is ordered by (the Student List's sortable columns). */
export type GroupStudentsOrderField =
  /** By e-mail address. */
  | 'EMAIL'
  /** By first name (then last name). */
  | 'FIRST_NAME'
  /** By last name (then first name). */
  | 'LAST_NAME';

/** The license a school registers with; it decides its first user's role. */
export type License =
  /** A school license: the first user becomes its admin. */
  | 'SCHOOL'
  /** A single teacher license: the first user becomes a teacher. */
  | 'TEACHER';

/** A student to link to a parent. */
export type LinkChildInput = {
  /** The student's e-mail address; the student must be of the caller's school. */
  childEmail: string;
  /** The parent (a user id): the caller when null or left out. */
  parentId?: string | number | null | undefined;
};

/** How far back metrics go (spec 2 §2 period selector); a period ends with the current month. */
export type MetricsPeriod =
  /** Everything: from the first month with work ("All"). */
  | 'ALL'
  /** The current month ("Recent One Month"). */
  | 'ONE_MONTH'
  /** The last twelve months ("Recent One Year"). */
  | 'ONE_YEAR'
  /** The last three months ("Recent Three Months"). */
  | 'THREE_MONTHS';

/** One account to create; roles "admin, teacher" make a teacher with admin privileges. */
export type NewAccountInput = {
  /** The e-mail address to sign in with; one already registered is reported in `alreadyPresent`, not created. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** The roles to give: TEACHER, STUDENT or PARENT, or ADMIN with TEACHER; never ROOT. */
  roles: Array<Role>;
  /** For a student, their school year (1 to 10, such as 3; else BAD_USER_INPUT); null otherwise. */
  yearLevel?: number | null | undefined;
};

/** The direction of an ordering. */
export type OrderDirection =
  /** Ascending: A to Z, earliest first. */
  | 'ASC'
  /** Descending: Z to A, latest first. */
  | 'DESC';

/** A link request: the parent and the student it would link. */
export type ParentLinkInput = {
  /** The student's user id (a UUID). */
  childId: string | number;
  /** The parent's user id (a UUID). */
  parentId: string | number;
};

/** The state of a link between a parent and a student. */
export type ParentLinkStatus =
  /** Made by an admin, approved by the school, or made with a family code: the student is the parent's child. */
  | 'ACTIVE'
  /** A request made by a parent (for themself) or a teacher, waiting for the school to approve it (an admin, or a teacher of one of the child's groups); gives the parent no access. */
  | 'PENDING';

/** How a list of people is ordered. */
export type PeopleOrder = {
  /** Ascending (the default) or descending. */
  direction?: OrderDirection;
  /** What the items are ordered by. */
  field: PeopleOrderField;
};

/** What a list of people is ordered by. */
export type PeopleOrderField =
  /** By when the account was created. */
  | 'CREATED_AT'
  /** By e-mail address. */
  | 'EMAIL'
  /** By first name (then last name). */
  | 'FIRST_NAME'
  /** By last name (then first name). */
  | 'LAST_NAME';

/** Whom a list of people may hold. */
export type PeopleScope =
  /** Only those whose results the caller may open: a teacher, the students of the groups they own; an admin, the whole school (the result and metrics student lists). */
  | 'RESULTS'
  /** Everyone of the caller's school. */
  | 'SCHOOL';

/** A first and a last name, as an import would create them. */
export type PersonNameInput = {
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
};

/** A family code the school printed, to redeem. */
export type RedeemFamilyCodeInput = {
  /** The code as printed or typed: case, spaces and hyphens do not matter. */
  code: string;
};

/** A new school and its first user. */
export type RegisterInput = {
  /** The first user's e-mail address, to sign in with; it must not be registered already. */
  email: string;
  /** The first user's first name. */
  firstName: string;
  /** The first user's last name. */
  lastName: string;
  /** The school's license: it decides the first user's role. */
  license: License;
  /** The school's BCP 47 locale; en-AU when left out. */
  locale?: string | null | undefined;
  /** The first user's password, which must satisfy the portal's password rule. */
  password: string;
  /** The school's name. */
  schoolName: string;
  /** The school's IANA time zone (the web offers the browser's); Australia/Sydney when left out. */
  timeZone?: string | null | undefined;
};

/** A co-owner to take off a group; its last owner always stays (CONFLICT). */
export type RemoveGroupOwnerInput = {
  /** The group (a UUID). */
  groupId: string | number;
  /** The owner to remove (a user id). */
  ownerId: string | number;
};

/** Students to drop from a group (the Student List’s DELETE and bulk delete). */
export type RemoveGroupStudentsInput = {
  /** The group (a UUID). */
  groupId: string | number;
  /** The students to drop; ids not in the group are ignored. */
  studentIds: Array<string | number>;
};

/** A role a user holds; a user may hold several. What each may do is a capability of domain/src/capabilities.ts. */
export type Role =
  /** Runs the school: its people, groups and parent links; usually a teacher too. */
  | 'ADMIN'
  /** Follows the students linked to them by an active link. */
  | 'PARENT'
  /** The platform owner: belongs to no school; sees the registered users of every school. */
  | 'ROOT'
  /** Belongs to groups and does the activities. */
  | 'STUDENT'
  /** Owns groups and gives them assignments. */
  | 'TEACHER';

/** The credentials to sign in with. */
export type SignInInput = {
  /** The account's e-mail address. */
  email: string;
  /** The account's password, in clear (over HTTPS); never stored or logged as sent. */
  password: string;
};

/** What the browser's single sign-on brought back from the provider. */
export type SsoSignInInput = {
  /** The ID token of the authorization code flow. */
  idToken: string;
  /** The nonce startSingleSignOn gave this browser (in its authorization request). */
  nonce: string;
};

/** A student's status at an assignment in one word: the same on every page (issue 35). */
export type StudentWorkStatus =
  /** A finished attempt at every activity: "Completed". */
  | 'COMPLETED'
  /** No attempt at any of its activities: "Not started". */
  | 'NOT_STARTED'
  /** An attempt at one or more, not every one finished: "Started". */
  | 'STARTED';

/** Changed fields of an assignment (all four are sent, as the Update payload of spec 1 §3 has them). */
export type UpdateAssignmentInput = {
  /** The assignment (a UUID). */
  assignmentId: string | number;
  /** When it is due: not before its start. */
  endDate: string;
  /** The group it is given to: one the caller manages. */
  groupId: string | number;
  /** Its name: required, at most 200 characters. */
  name: string;
  /** When it opens; a new one cannot start before the school's today (from its midnight in the school's time zone), nor after its due date. */
  startDate: string;
};

/** The Edit Group dialog's Update: every part applies, or none does (one call, one transaction on the server). */
export type UpdateGroupInput = {
  /** Teachers or admins of the school to add as co-owners; removing one is `removeGroupOwner`. */
  addOwnerIds?: Array<string | number>;
  /** Students to add: students of the same school only. */
  addStudentIds?: Array<string | number>;
  /** The group (a UUID). */
  groupId: string | number;
  /** Its new name; null or left out keeps the name. */
  name?: string | null | undefined;
  /** Students to drop from the group. */
  removeStudentIds?: Array<string | number>;
  /** Its new year level (1 to 10, else BAD_USER_INPUT); null or left out keeps it. */
  yearLevel?: number | null | undefined;
};

/** The school's settings to change: a field left out or null stays as it is. */
export type UpdateSchoolInput = {
  /** A BCP 47 locale, written as Intl writes it, e.g. en-AU; BAD_USER_INPUT "locale: Not a locale" otherwise. */
  locale?: string | null | undefined;
  /** Whether students may sign in with sign-in cards; off, no card signs in and none is printed (the cards are kept). */
  signInCardsEnabled?: boolean | null | undefined;
  /** An IANA time zone the platform knows, e.g. Australia/Sydney; BAD_USER_INPUT "timeZone: Not a time zone" otherwise. */
  timeZone?: string | null | undefined;
};

/** The users to act on. */
export type UserIdsInput = {
  /** Their user ids (UUIDs), all of the caller's school. */
  userIds: Array<string | number>;
};

export type AuthStateQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthStateQuery = { authStatus: { authenticated: boolean, role: Role | null, roles: Array<Role>, mustChangePassword: boolean } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { signedOut: boolean } };

export type ApiTokensPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ApiTokensPageQuery = { me: { id: string, roles: Array<Role> }, apiTokens: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, name: string, role: ApiTokenRole, expiresAt: string, lastUsedAt: string | null, createdBy: { id: string, firstName: string, lastName: string } } }> } };

export type ApiTokensTable_TokenFragment = { id: string, name: string, role: ApiTokenRole, expiresAt: string, lastUsedAt: string | null, createdBy: { id: string, firstName: string, lastName: string } };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, role: ApiTokenRole, expiresAt: string, lastUsedAt: string | null, createdBy: { id: string, firstName: string, lastName: string } } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string } };

export type AssignmentActivitiesFragment = { id: string, activities: Array<{ questId: string, activityType: ActivityType, activity: { questId: string, name: string, realm: string, previewUrl: string } | null }> };

export type ActivityLibraryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  name?: string | null | undefined;
  realms?: Array<string> | string | null | undefined;
  types?: Array<ActivityType> | ActivityType | null | undefined;
  yearLevel?: number | null | undefined;
  curriculumCode?: string | null | undefined;
}>;


export type ActivityLibraryQuery = { activities: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { questId: string, name: string, realm: string, activityType: ActivityType, description: string, previewUrl: string, bannerUrl: string } }> }, activityCurriculum: Array<{ id: string, code: string, name: string, yearLevel: number }> };

export type ActivityPreviewDialogQueryVariables = Exact<{
  questId: string | number;
}>;


export type ActivityPreviewDialogQuery = { activity: { questId: string, questions: Array<{ itemId: string, prompt: string, answerChoiceId: string | null, explanation: string | null, choices: Array<{ choiceId: string, text: string }> }> | null, check: Array<{ itemId: string, prompt: string, answerChoiceId: string | null, explanation: string | null, choices: Array<{ choiceId: string, text: string }> }> | null } | null };

export type AddAssignmentActivitiesMutationVariables = Exact<{
  input: AssignmentActivitiesInput;
}>;


export type AddAssignmentActivitiesMutation = { addAssignmentActivities: { assignment: { id: string, activities: Array<{ questId: string, activityType: ActivityType, activity: { questId: string, name: string, realm: string, previewUrl: string } | null }> } } };

export type CreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type CreateAssignmentMutation = { createAssignment: { assignment: { id: string, name: string, startDate: string, endDate: string } } };

export type EditAssignmentPageQueryVariables = Exact<{
  id: string | number;
}>;


export type EditAssignmentPageQuery = { assignment: { name: string, id: string, activities: Array<{ questId: string, activityType: ActivityType, activity: { questId: string, name: string, realm: string, previewUrl: string } | null }> } | null };

export type AssignmentsPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AssignmentsPageQuery = { assignments: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string, group: { id: string, name: string } | null, activities: Array<{ questId: string, activity: { questId: string, realm: string } | null }> } }> } };

export type DeleteAssignmentMutationVariables = Exact<{
  assignmentId: string | number;
}>;


export type DeleteAssignmentMutation = { deleteAssignment: { deletedId: string } };

export type FinishAssignmentMutationVariables = Exact<{
  assignmentId: string | number;
}>;


export type FinishAssignmentMutation = { finishAssignment: { assignment: { id: string, startDate: string, endDate: string } } };

export type RemoveAssignmentActivitiesMutationVariables = Exact<{
  input: AssignmentActivitiesInput;
}>;


export type RemoveAssignmentActivitiesMutation = { removeAssignmentActivities: { assignment: { id: string, activities: Array<{ questId: string, activityType: ActivityType, activity: { questId: string, name: string, realm: string, previewUrl: string } | null }> } } };

export type ViewAssignmentPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ViewAssignmentPageQuery = { assignment: { name: string, startDate: string, endDate: string, id: string, group: { id: string, name: string } | null, activities: Array<{ questId: string, activityType: ActivityType, activity: { questId: string, name: string, realm: string, previewUrl: string } | null }> } | null };

export type AssignmentDialogQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignmentDialogQuery = { groups: { edges: Array<{ node: { id: string, name: string } }> } };

export type UpdateAssignmentMutationVariables = Exact<{
  input: UpdateAssignmentInput;
}>;


export type UpdateAssignmentMutation = { updateAssignment: { assignment: { id: string, name: string, startDate: string, endDate: string, group: { id: string, name: string } | null } } };

export type AssignmentProgressQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type AssignmentProgressQuery = { assignment: { id: string, activities: Array<{ questId: string, activity: { questId: string, name: string } | null }>, progressReport: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, studentId: string, started: boolean, progress: Array<boolean>, completed: Array<boolean>, student: { id: string, firstName: string, lastName: string, email: string } | null, activities: Array<{ questId: string, attempted: boolean, completed: boolean, answered: number, correct: number }> } }> } } | null };

export type AuditLogExportQueryVariables = Exact<{
  kind?: AuditKind | null | undefined;
  personId?: string | number | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AuditLogExportQuery = { auditLog: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { at: string, kind: AuditKind, detail: string, address: string, actorId: string, subjectId: string, actor: { id: string, firstName: string, lastName: string, email: string } | null, subject: { id: string, firstName: string, lastName: string, email: string } | null } }> } };

export type AuditLogPageQueryVariables = Exact<{
  kind?: AuditKind | null | undefined;
  personId?: string | number | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AuditLogPageQuery = { auditLog: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ cursor: string, node: { at: string, kind: AuditKind, detail: string, address: string, actorId: string, subjectId: string, actor: { id: string, firstName: string, lastName: string, email: string } | null, subject: { id: string, firstName: string, lastName: string, email: string } | null } }> } };

export type AuditLogTable_EventFragment = { at: string, kind: AuditKind, detail: string, address: string, actorId: string, subjectId: string, actor: { id: string, firstName: string, lastName: string, email: string } | null, subject: { id: string, firstName: string, lastName: string, email: string } | null };

export type AuditPersonPickerQueryVariables = Exact<{
  name?: string | null | undefined;
  first: number;
}>;


export type AuditPersonPickerQuery = { people: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { role: Role, user: { id: string, firstName: string, lastName: string, role: Role, roles: Array<Role> }, school: { id: string, name: string } } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { role: Role, mustChangePassword: boolean, user: { id: string, firstName: string, lastName: string, role: Role, roles: Array<Role> } } };

export type ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type ConfirmEmailMutation = { confirmEmail: { email: string } };

export type SignInWithSsoMutationVariables = Exact<{
  input: SsoSignInInput;
}>;


export type SignInWithSsoMutation = { signInWithSso: { role: Role, mustChangePassword: boolean, user: { id: string, roles: Array<Role> } } };

export type SingleSignOnProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type SingleSignOnProviderQuery = { singleSignOn: { issuer: string, clientId: string, name: string } | null };

export type StartSingleSignOnMutationVariables = Exact<{ [key: string]: never; }>;


export type StartSingleSignOnMutation = { startSingleSignOn: { nonce: string } };

export type GroupOwners_GroupFragment = { owners: { totalCount: number, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> } };

export type CreateGroupMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type CreateGroupMutation = { createGroup: { group: { id: string, name: string, yearLevel: number | null, studentCount: number } } };

export type EditGroupPageQueryVariables = Exact<{
  id: string | number;
}>;


export type EditGroupPageQuery = { me: { id: string }, group: { id: string, name: string, viewerMayManage: boolean, students: { totalCount: number, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, owners: { totalCount: number, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> } } | null };

export type RemoveGroupOwnerMutationVariables = Exact<{
  input: RemoveGroupOwnerInput;
}>;


export type RemoveGroupOwnerMutation = { removeGroupOwner: { group: { id: string, owners: { totalCount: number, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> } } } };

export type UpdateGroupMutationVariables = Exact<{
  input: UpdateGroupInput;
}>;


export type UpdateGroupMutation = { updateGroup: { group: { id: string, name: string, yearLevel: number | null, studentCount: number, owners: { totalCount: number, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> } } } };

export type PersonSearchQueryVariables = Exact<{
  role: Role;
  name?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type PersonSearchQuery = { people: { pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> } };

export type PrintSignInCardsMutationVariables = Exact<{
  groupId: string | number;
}>;


export type PrintSignInCardsMutation = { printSignInCards: { cards: Array<{ userId: string, code: string, url: string, student: { id: string, firstName: string, lastName: string } | null }> } };

export type SignInCardSchoolQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInCardSchoolQuery = { school: { id: string, name: string, signInCardsEnabled: boolean | null } };

export type DeleteGroupMutationVariables = Exact<{
  groupId: string | number;
}>;


export type DeleteGroupMutation = { deleteGroup: { deletedId: string } };

export type GroupViewPageQueryVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  orderBy: GroupStudentsOrder;
  first: number;
  after?: string | null | undefined;
}>;


export type GroupViewPageQuery = { groups: { totalCount: number, edges: Array<{ node: { id: string, name: string } }> }, group: { id: string, name: string, yearLevel: number | null, studentCount: number, viewerMayManage: boolean, students: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, owners: { totalCount: number, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> } } | null };

export type MyGroupsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGroupsPageQuery = { groups: { totalCount: number, edges: Array<{ node: { id: string, name: string } }> } };

export type RemoveGroupStudentsMutationVariables = Exact<{
  input: RemoveGroupStudentsInput;
}>;


export type RemoveGroupStudentsMutation = { removeGroupStudents: { group: { id: string, studentCount: number } } };

export type StudentGroupPageQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentGroupPageQuery = { group: { id: string, name: string, yearLevel: number | null, assignmentCounts: { scheduled: number, inProgress: number, completed: number }, assignments: { totalCount: number, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string } }> } } | null };

export type StudentGroupsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentGroupsPageQuery = { groups: { totalCount: number, edges: Array<{ node: { id: string, name: string, studentCount: number, assignmentCounts: { inProgress: number } } }> } };

export type ParentHomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ParentHomePageQuery = { me: { id: string, firstName: string, role: Role, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, groups: { edges: Array<{ node: { id: string, name: string } }> }, progress: { edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, correct: number, answered: number, completed: boolean, lastAttemptAt: string } }> } } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string } }> } }, groups: { totalCount: number, edges: Array<{ node: { id: string, name: string, studentCount: number } }> }, assignments: { totalCount: number, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string, group: { id: string } | null } }> } };

export type RecentScores_ProgressFragment = { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, correct: number, answered: number, completed: boolean, lastAttemptAt: string };

export type RootHomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type RootHomePageQuery = { me: { id: string, firstName: string, role: Role }, registeredUsers: { totalCount: number } };

export type StaffHomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffHomePageQuery = { ownStudentCount: number, me: { id: string, firstName: string, role: Role }, assignments: { totalCount: number, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string, started: { started: number, students: number } | null } }> }, groups: { edges: Array<{ node: { id: string, name: string, studentCount: number } }> }, singleSignOn: { name: string, issuer: string } | null, parentLinkRequests: { totalCount: number, edges: Array<{ node: { id: string, parent: { id: string, firstName: string, lastName: string, email: string }, child: { id: string, firstName: string, lastName: string } } }> } };

export type StudentHomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentHomePageQuery = { me: { id: string, firstName: string, role: Role, progress: { edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, correct: number, answered: number, completed: boolean, lastAttemptAt: string } }> } }, groups: { totalCount: number, edges: Array<{ node: { id: string, name: string, studentCount: number } }> }, assignments: { totalCount: number, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string, activities: Array<{ questId: string, activityType: ActivityType, activity: { name: string } | null }>, progressReport: { edges: Array<{ node: { completed: Array<boolean> } }> } } }> } };

export type AssignmentBoardQueryVariables = Exact<{
  assignmentId: string | number;
}>;


export type AssignmentBoardQuery = { assignment: { id: string, leaderboard: { totalCount: number, edges: Array<{ node: { id: string, userId: string, name: string, initials: string, rank: number, score: number } }> }, myRank: { id: string, userId: string, name: string, initials: string, rank: number, score: number } | null } | null };

export type LeaderboardPageQueryVariables = Exact<{
  groupId: string | number;
}>;


export type LeaderboardPageQuery = { group: { id: string, name: string, assignments: { totalCount: number, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string } }> } } | null };

export type GroupMetricsPageQueryVariables = Exact<{
  id: string | number;
  period: MetricsPeriod;
}>;


export type GroupMetricsPageQuery = { group: { id: string, name: string, metrics: { period: MetricsPeriod, months: Array<{ year: number, month: number, completeRate: number | null, accuracyRate: number | null, yearLevel: number | null, learningAreas: Array<{ learningArea: string, activityCount: number, yearLevel: number | null }> }> } | null, accuracy: { months: Array<{ year: number, month: number, accuracyRate: number | null }> } | null } | null };

export type RegisteredUsersPageQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type RegisteredUsersPageQuery = { registeredUsers: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, firstName: string, lastName: string, roles: Array<Role>, email: string, createdAt: string, school: { id: string, name: string } | null } }> } };

export type SchoolMetricsPageQueryVariables = Exact<{
  period: MetricsPeriod;
}>;


export type SchoolMetricsPageQuery = { school: { id: string, name: string, metrics: { period: MetricsPeriod, months: Array<{ year: number, month: number, completeRate: number | null, accuracyRate: number | null, yearLevel: number | null, learningAreas: Array<{ learningArea: string, activityCount: number, yearLevel: number | null }> }> } | null, taughtMetrics: { period: MetricsPeriod, months: Array<{ year: number, month: number, completeRate: number | null, accuracyRate: number | null, yearLevel: number | null, learningAreas: Array<{ learningArea: string, activityCount: number, yearLevel: number | null }> }> } | null, groupAccuracies: { edges: Array<{ node: { groupId: string, name: string, months: Array<{ year: number, month: number, accuracy: number | null }> } }> } | null, yearLevelDistribution: Array<{ yearLevel: number | null, studentCount: number }> | null } };

export type OwnMetricsPageQueryVariables = Exact<{
  period: MetricsPeriod;
}>;


export type OwnMetricsPageQuery = { me: { id: string, firstName: string, lastName: string, metrics: { period: MetricsPeriod, months: Array<{ year: number, month: number, completeRate: number | null, accuracyRate: number | null, yearLevel: number | null, learningAreas: Array<{ learningArea: string, activityCount: number, yearLevel: number | null }> }> } | null, accuracy: { months: Array<{ year: number, month: number, accuracyRate: number | null }> } | null } };

export type StudentMetricsPageQueryVariables = Exact<{
  id: string | number;
  period: MetricsPeriod;
}>;


export type StudentMetricsPageQuery = { user: { id: string, firstName: string, lastName: string, metrics: { period: MetricsPeriod, months: Array<{ year: number, month: number, completeRate: number | null, accuracyRate: number | null, yearLevel: number | null, learningAreas: Array<{ learningArea: string, activityCount: number, yearLevel: number | null }> }> } | null, accuracy: { months: Array<{ year: number, month: number, accuracyRate: number | null }> } | null } };

export type StudentMetricsView_StudentFragment = { id: string, firstName: string, lastName: string, metrics: { period: MetricsPeriod, months: Array<{ year: number, month: number, completeRate: number | null, accuracyRate: number | null, yearLevel: number | null, learningAreas: Array<{ learningArea: string, activityCount: number, yearLevel: number | null }> }> } | null, accuracy: { months: Array<{ year: number, month: number, accuracyRate: number | null }> } | null };

export type AccuracyLine_MetricsFragment = { months: Array<{ year: number, month: number, accuracyRate: number | null }> };

export type MetricsCharts_MetricsFragment = { period: MetricsPeriod, months: Array<{ year: number, month: number, completeRate: number | null, accuracyRate: number | null, yearLevel: number | null, learningAreas: Array<{ learningArea: string, activityCount: number, yearLevel: number | null }> }> };

export type CreateAccountsMutationVariables = Exact<{
  input: CreateAccountsInput;
}>;


export type CreateAccountsMutation = { createAccounts: { alreadyPresent: Array<string>, created: Array<{ password: string | null, user: { id: string, firstName: string, lastName: string, email: string, roles: Array<Role> } }> } };

export type StudentsNamedQueryVariables = Exact<{
  names: Array<PersonNameInput> | PersonNameInput;
}>;


export type StudentsNamedQuery = { studentsNamed: Array<{ id: string, firstName: string, lastName: string }> };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { changeEmail: { user: { id: string, email: string, pendingEmail: string | null } } };

export type ChangeNameMutationVariables = Exact<{
  input: ChangeNameInput;
}>;


export type ChangeNameMutation = { changeName: { user: { id: string, firstName: string, lastName: string } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { user: { id: string } } };

export type FormPersonQueryVariables = Exact<{
  userId: string | number;
  own: boolean;
}>;


export type FormPersonQuery = { me?: { id: string, firstName: string, lastName: string, email: string }, user?: { id: string, firstName: string, lastName: string, email: string } };

export type FormPerson_UserFragment = { id: string, firstName: string, lastName: string, email: string };

export type LinkChildMutationVariables = Exact<{
  input: LinkChildInput;
}>;


export type LinkChildMutation = { linkChild: { user: { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } } } };

export type RedeemFamilyCodeMutationVariables = Exact<{
  input: RedeemFamilyCodeInput;
}>;


export type RedeemFamilyCodeMutation = { redeemFamilyCode: { user: { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } } } };

export type UpdateChildPageQueryVariables = Exact<{
  userId: string | number;
  own: boolean;
}>;


export type UpdateChildPageQuery = { me?: { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } }, user?: { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } } };

export type DeleteUsersMutationVariables = Exact<{
  input: UserIdsInput;
}>;


export type DeleteUsersMutation = { deleteUsers: { deletedIds: Array<string> } };

export type PeopleListPageQueryVariables = Exact<{
  name?: string | null | undefined;
  orderBy: PeopleOrder;
  first: number;
  after?: string | null | undefined;
}>;


export type PeopleListPageQuery = { me: { id: string, roles: Array<Role> }, people: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string, roles: Array<Role> } }> } };

export type CreateFamilyCodeMutationVariables = Exact<{
  input: CreateFamilyCodeInput;
}>;


export type CreateFamilyCodeMutation = { createFamilyCode: { code: string, expiresAt: string } };

export type GrantAdminMutationVariables = Exact<{
  input: UserIdsInput;
}>;


export type GrantAdminMutation = { grantAdmin: { users: Array<{ id: string, roles: Array<Role>, role: Role }> } };

export type OwnProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnProfilePageQuery = { me: { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } }, parentLinkRequests: { totalCount: number, edges: Array<{ node: { id: string, parent: { id: string, firstName: string, lastName: string, email: string }, child: { id: string, firstName: string, lastName: string } } }> } };

export type ProfileView_UserFragment = { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } };

export type ProfileView_ChildFragment = { id: string, firstName: string, lastName: string, email: string };

export type ProgressTable_UserFragment = { progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } };

export type RevokeAdminMutationVariables = Exact<{
  input: UserIdsInput;
}>;


export type RevokeAdminMutation = { revokeAdmin: { users: Array<{ id: string, roles: Array<Role>, role: Role }> } };

export type UserProfilePageQueryVariables = Exact<{
  userId: string | number;
}>;


export type UserProfilePageQuery = { me: { id: string, roles: Array<Role> }, user: { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } } };

export type PlayActivityPageQueryVariables = Exact<{
  assignmentId: string | number;
  questId: string | number;
}>;


export type PlayActivityPageQuery = { assignment: { id: string, name: string } | null, activity: { questId: string, name: string, activityType: ActivityType, realm: string, description: string, bannerUrl: string, questions: Array<{ itemId: string, prompt: string, answerChoiceId: string | null, explanation: string | null, choices: Array<{ choiceId: string, text: string }> }> | null, game: { mechanic: GameMechanic, prompt: string, hint: string | null, orderFrom: string | null, orderTo: string | null, diagramUrl: string | null, diagramTitle: string | null, items: Array<{ itemId: string, text: string }>, targets: Array<{ targetId: string, text: string }>, solution: Array<{ itemId: string, answer: string }> | null } | null, book: { pages: Array<{ text: string, illustrationUrl: string }> } | null, animation: { scenes: Array<{ caption: string, pictureUrl: string, seconds: number }> } | null, song: { tune: string, tempo: number, chorus: Array<string>, verses: Array<{ lines: Array<string> }> } | null, check: Array<{ itemId: string, prompt: string, answerChoiceId: string | null, explanation: string | null, choices: Array<{ choiceId: string, text: string }> }> | null } | null };

export type QuizQuestion_QuestionFragment = { itemId: string, prompt: string, answerChoiceId: string | null, explanation: string | null, choices: Array<{ choiceId: string, text: string }> };

export type RecordAttemptMutationVariables = Exact<{
  input: AttemptInput;
}>;


export type RecordAttemptMutation = { recordAttempt: { attemptId: string, recordedAt: string, answered: number, correct: number, completed: boolean, feedback: Array<{ itemId: string, correct: boolean, answer: string, expected: string, explanation: string }> } };

export type ReportSenderQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportSenderQuery = { me: { id: string, email: string, firstName: string, lastName: string } };

export type AddCommentMutationVariables = Exact<{
  input: CommentInput;
}>;


export type AddCommentMutation = { addComment: { comment: { commentId: string } } };

export type AddEvaluationPageQueryVariables = Exact<{
  userId: string | number;
}>;


export type AddEvaluationPageQuery = { user: { id: string, firstName: string, lastName: string, roles: Array<Role>, topicGrades: Array<{ itemId: string, grade: number }>, capabilityGrades: Array<{ itemId: string, grade: number }> }, topics: Array<{ id: string, name: string }>, generalCapabilities: Array<{ id: string, name: string }> };

export type CreateGradesMutationVariables = Exact<{
  input: EvaluationInput;
  type: GradeType;
}>;


export type CreateGradesMutation = { createGrades: { student: { id: string, grades: Array<{ itemId: string, grade: number }> } } };

export type UpdateGradesMutationVariables = Exact<{
  input: EvaluationInput;
  type: GradeType;
}>;


export type UpdateGradesMutation = { updateGrades: { student: { id: string, grades: Array<{ itemId: string, grade: number }> } } };

export type DownloadGroupResultsQueryVariables = Exact<{
  groupIds: Array<string | number> | string | number;
}>;


export type DownloadGroupResultsQuery = { groupResults: Array<{ groupId: string, name: string, date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> }> };

export type DownloadStudentResultsQueryVariables = Exact<{
  userIds: Array<string | number> | string | number;
}>;


export type DownloadStudentResultsQuery = { results: Array<{ userId: string, from: string | null, date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, student: { id: string, firstName: string, lastName: string } | null, topicGrades: Array<{ itemId: string, name: string, grade: number }>, capabilityGrades: Array<{ itemId: string, name: string, grade: number }>, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> }> };

export type ReportPdf_AssignmentFragment = { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> };

export type CommentList_CommentFragment = { commentId: string, commentFrom: string, commentTo: string, date: string, comment: string };

export type CurriculumCards_ResultFragment = { evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } };

export type GradeList_GradeFragment = { itemId: string, name: string, grade: number };

export type RecentAssignments_AssignmentFragment = { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number };

type ResultReport_Result_GroupResult_Fragment = { date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> };

type ResultReport_Result_StudentResult_Fragment = { date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> };

export type ResultReport_ResultFragment =
  | ResultReport_Result_GroupResult_Fragment
  | ResultReport_Result_StudentResult_Fragment
;

export type GroupReport_ResultFragment = { date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> };

export type GroupResultPageQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupResultPageQuery = { group: { id: string, name: string, result: { date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> } | null } | null };

export type OwnResultPageQueryVariables = Exact<{
  from?: string | null | undefined;
}>;


export type OwnResultPageQuery = { me: { id: string, firstName: string, lastName: string, result: { from: string | null, date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, topicGrades: Array<{ itemId: string, name: string, grade: number }>, capabilityGrades: Array<{ itemId: string, name: string, grade: number }>, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> } | null } };

export type StudentReport_ResultFragment = { from: string | null, date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, topicGrades: Array<{ itemId: string, name: string, grade: number }>, capabilityGrades: Array<{ itemId: string, name: string, grade: number }>, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> };

export type StudentResultPageQueryVariables = Exact<{
  id: string | number;
  from?: string | null | undefined;
}>;


export type StudentResultPageQuery = { user: { id: string, firstName: string, lastName: string, result: { from: string | null, date: string, yearLevel: number | null, totalAssignments: number, completedAssignments: number, totalCorrect: number, totalAnswered: number, topicGrades: Array<{ itemId: string, name: string, grade: number }>, capabilityGrades: Array<{ itemId: string, name: string, grade: number }>, assignments: { totalCount: number, edges: Array<{ node: { assignmentId: string, name: string, status: AssignmentStatus, studentStatus: StudentWorkStatus | null, startDate: string, endDate: string, correct: number, answered: number, activities: Array<{ questId: string, name: string, realm: string }> } }> }, curriculum: Array<{ evaluation: string, achieved: boolean, correct: number, answered: number, curriculum: { id: string, code: string, name: string, yearLevel: number, strand: string } }>, comments: Array<{ commentId: string, commentFrom: string, commentTo: string, date: string, comment: string }> } | null } };

export type SchoolSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolSettingsPageQuery = { school: { id: string, name: string, timeZone: string | null, locale: string | null, signInCardsEnabled: boolean | null } };

export type UpdateSchoolSettingsMutationVariables = Exact<{
  input: UpdateSchoolInput;
}>;


export type UpdateSchoolSettingsMutation = { updateSchool: { id: string, timeZone: string | null, locale: string | null } };

export type UpdateSignInCardsSettingMutationVariables = Exact<{
  enabled: boolean;
}>;


export type UpdateSignInCardsSettingMutation = { updateSchool: { id: string, signInCardsEnabled: boolean | null } };

export type SignInWithCardMutationVariables = Exact<{
  input: CardSignInInput;
}>;


export type SignInWithCardMutation = { signInWithCard: { role: Role, user: { id: string, firstName: string, lastName: string, role: Role, roles: Array<Role> } } };

export type TrackDashboardPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TrackDashboardPageQuery = { groups: { totalCount: number, edges: Array<{ node: { id: string, name: string, studentCount: number } }> }, assignments: { totalCount: number, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string } }> } };

export type TrackGroupPageQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
  name?: string | null | undefined;
  tracked?: Array<string | number> | string | number | null | undefined;
}>;


export type TrackGroupPageQuery = { group: { id: string, name: string, studentCount: number, assignmentCounts: { scheduled: number, inProgress: number, completed: number }, students: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, firstName: string, lastName: string } }> }, assignments: { totalCount: number, edges: Array<{ node: { id: string, name: string, startDate: string, endDate: string } }> }, tracked: { edges: Array<{ node: { id: string, progressReport: { edges: Array<{ node: { id: string, studentId: string, started: boolean, progress: Array<boolean>, completed: Array<boolean> } }> } } }> } } | null };

export type ParentChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type ParentChildrenQuery = { me: { id: string, children: { edges: Array<{ node: { id: string, firstName: string, progress: { totalCount: number } } }> } } };

export type SchoolClockQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolClockQuery = { school: { id: string, timeZone: string | null, locale: string | null } };

export type GroupStudentsResultPageQueryVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  orderBy: GroupStudentsOrder;
  first: number;
  after?: string | null | undefined;
}>;


export type GroupStudentsResultPageQuery = { group: { id: string, name: string, students: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string, yearLevel: number | null } }> } } | null };

export type ResultGroupsPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ResultGroupsPageQuery = { groups: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, studentCount: number } }> } };

export type ResultStudentTable_StudentFragment = { id: string, firstName: string, lastName: string, email: string, yearLevel: number | null };

export type ResultStudentsPageQueryVariables = Exact<{
  scope: PeopleScope;
  name?: string | null | undefined;
  orderBy: PeopleOrder;
  first: number;
  after?: string | null | undefined;
}>;


export type ResultStudentsPageQuery = { people: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string, yearLevel: number | null } }> } };

export type AttemptRecordedSubscriptionVariables = Exact<{
  assignmentId?: string | number | null | undefined;
  groupId?: string | number | null | undefined;
}>;


export type AttemptRecordedSubscription = { attemptRecorded: { assignmentId: string, groupId: string, studentId: string, questId: string, recordedAt: string, row: { id: string, studentId: string, started: boolean, progress: Array<boolean>, completed: Array<boolean>, activities: Array<{ questId: string, attempted: boolean, completed: boolean, answered: number, correct: number }> } | null, leaderboard: Array<{ id: string, userId: string, name: string, initials: string, rank: number, score: number }> } };

export type LiveRankEntryFragment = { id: string, userId: string, name: string, initials: string, rank: number, score: number };

export type LiveRowActivitiesFragment = { id: string, studentId: string, started: boolean, progress: Array<boolean>, completed: Array<boolean>, activities: Array<{ questId: string, attempted: boolean, completed: boolean, answered: number, correct: number }> };

export type LiveRowStatusFragment = { id: string, studentId: string, started: boolean, progress: Array<boolean>, completed: Array<boolean> };

export type AcceptParentLinkMutationVariables = Exact<{
  input: ParentLinkInput;
}>;


export type AcceptParentLinkMutation = { acceptParentLink: { link: { id: string, status: ParentLinkStatus, parent: { id: string, firstName: string, lastName: string, email: string, pendingEmail: string | null, roles: Array<Role>, viewerMay: { changePassword: boolean, changeEmail: boolean, changeName: boolean, createFamilyCode: boolean }, children: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, pendingChildren: { edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string } }> }, progress: { totalCount: number, edges: Array<{ node: { assignmentId: string, assignmentName: string, questId: string, activityName: string | null, answered: number, correct: number, completed: boolean, seconds: number } }> } } } } };

export type DeclineParentLinkMutationVariables = Exact<{
  input: ParentLinkInput;
}>;


export type DeclineParentLinkMutation = { declineParentLink: { parentId: string, childId: string } };

export type LinkRequestsList_LinkFragment = { id: string, parent: { id: string, firstName: string, lastName: string, email: string }, child: { id: string, firstName: string, lastName: string } };
