/**
 * The school's audit log (issue 29): every staff write to a person's record
 * that the record's owner cannot see happen, with who, whom, when and from
 * which address. A closed list: the API refuses another kind, the gateway's
 * enum and the web's filter read this one.
 */
export const AUDIT_KINDS = [
  'groupMembership',
  'passwordReset',
  'emailChange',
  'nameChange',
  'evaluation',
  'comment',
  'parentLink',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);
}

/** What each kind records, as the Audit log page names it. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  groupMembership: 'Group membership',
  passwordReset: 'Password reset',
  emailChange: 'E-mail change',
  nameChange: 'Name change',
  evaluation: 'Grade',
  comment: 'Comment',
  parentLink: 'Parent link',
};

/** The decisions on a parent link the log records (a link's removal: when a route removes active links). */
export const PARENT_LINK_DECISIONS = [
  'madeActive',
  'requested',
  'accepted',
  'approved',
  'declined',
  'removed',
  'redeemed',
] as const;
export type ParentLinkDecision = (typeof PARENT_LINK_DECISIONS)[number];

/** The log's page size by default (REST `count`, GraphQL `first`). */
export const AUDIT_PAGE_DEFAULT = 25;

export const AUDIT_MESSAGES = {
  kind: `kind: one of ${AUDIT_KINDS.join(', ')}`,
  personId: 'personId: the id of a person of your school',
  /** Appended to `detail` when the actor acted through one of their API tokens. */
  viaApiToken: (name: string) => `via API token ${name}`,
  pageTitle: 'Audit log',
  pageIntro:
    "Every change staff make to a person's record: group memberships, password resets, e-mail and name changes, grades, comments and parent links. Newest first.",
  exportCsv: 'Export CSV',
  allKinds: 'All kinds',
  anyPerson: 'Any person',
  empty: 'Nothing has been recorded yet',
  exportFailed: 'The audit log could not be exported: please try again.',
} as const;

/** How long a comment's excerpt in `detail` may be. */
const COMMENT_EXCERPT = 60;

const excerpt = (text: string) =>
  text.length > COMMENT_EXCERPT ? `${text.slice(0, COMMENT_EXCERPT - 1).trimEnd()}…` : text;

const PARENT_LINK_DETAILS: Readonly<Record<ParentLinkDecision, string>> = {
  madeActive: 'made active by an admin',
  requested: 'requested',
  /** Before issue 36 the student could accept; the log keeps such entries' words. */
  accepted: 'accepted by the student',
  approved: 'approved by the school',
  declined: 'declined',
  removed: 'removed',
  redeemed: 'made with a family code',
};

/** The `detail` of each kind of entry: what changed, in a few words. */
export const AUDIT_DETAILS = {
  addedToGroup: (group: string) => `Added to group "${group}"`,
  removedFromGroup: (group: string) => `Removed from group "${group}"`,
  passwordReset: 'Password reset',
  emailChanged: (from: string, to: string) => `E-mail changed: ${from} → ${to}`,
  nameChanged: (from: string, to: string) => `Name changed: ${from} → ${to}`,
  /** `changes`: each item's name with its old grade (null: none) and its new one. */
  grades: (gradeType: string, changes: readonly { item: string; from: string | null; to: string | null }[]) =>
    `${gradeType === 'capability' ? 'Capability' : 'Topic'} grades: ${changes
      .map(({ item, from, to }) => `${item} ${from ?? '–'}→${to ?? '–'}`)
      .join(', ')}`,
  commentAdded: (text: string) => `Comment added: "${excerpt(text)}"`,
  commentEdited: (text: string) => `Comment edited: "${excerpt(text)}"`,
  commentRemoved: 'Comment removed',
  parentLink: (decision: ParentLinkDecision, parentName: string) =>
    `Link to parent ${parentName} ${PARENT_LINK_DETAILS[decision]}`,
  /** A family code printed for a parent (issue 36): the day it lapses, UTC. */
  familyCodeMade: (expiresAt: Date) => `Family code made, valid until ${expiresAt.toISOString().slice(0, 10)}`,
} as const;
