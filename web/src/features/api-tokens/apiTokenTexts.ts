import type { LeaveQuestion } from '../../shared/leave/leaveGuard';

/**
 * The API tokens page's own texts. The ones the server also says (the
 * refusals, "shown only once") are `API_TOKEN_MESSAGES` of `@portal/domain`.
 */
export const API_TOKEN_TEXTS = {
  heading: 'API Tokens',
  intro:
    'Another system (a timetable, a student information system) can use the portal with an API token: it acts as you, with the one role you choose, until it expires or is revoked.',
  createToken: 'Create token',
  tableLabel: 'API tokens',
  noTokens: 'No API tokens yet.',
  expired: 'Expired',
  neverUsed: 'Never',
  copied: 'The token was copied.',
  copyFailed: 'The browser did not copy it: select the token and copy it yourself.',
  revoked: 'The token was revoked: it no longer works.',
  tryIt: 'Try it from a terminal:',
} as const;

/** Asked when the dialog showing a new token closes before its Copy button was used. */
export const CLOSE_UNCOPIED = {
  title: 'Close without copying the token?',
  text: 'It is shown only once: once this closes, nobody can see it again, and a system needing it gets a new token.',
  confirmLabel: 'Close',
} as const;

/** Asked before leaving the page (or the tab) while a new token shows, uncopied. */
export const LEAVE_UNCOPIED: LeaveQuestion = {
  title: 'Leave without copying the token?',
  text: CLOSE_UNCOPIED.text,
  confirmLabel: 'Leave',
};

/** "30 days": a lifetime choice. */
export function lifetimeLabel(days: number): string {
  return `${days} days`;
}

/** Asked before a token is revoked. */
export function revokeQuestion(name: string): string {
  return `"${name}" stops working at once: a system using it is refused from its next call. This cannot be undone.`;
}

/**
 * A call to try the token with: the school's first students, a read both
 * roles a token may act as can make. `origin` is the portal's own address.
 */
export function curlLine(token: string, origin: string): string {
  const body = JSON.stringify({
    query: '{ people(role: STUDENT, first: 5) { edges { node { firstName lastName } } } }',
  });
  return `curl -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '${body}' ${origin}/graphql`;
}
