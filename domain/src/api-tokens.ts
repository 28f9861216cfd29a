import type { Role } from './roles.js';

/**
 * API tokens (issue 16): an admin makes one for an integration; it acts as
 * that admin with one role's capabilities. A token reads
 * `sp_<role>_<43 characters>`: the role in the clear lets the gateway refuse,
 * before calling anything, a field the role may never read (a role changed
 * by hand only breaks the token: the API looks the whole token up by hash).
 */
export const API_TOKEN_ROLES = ['admin', 'teacher'] as const satisfies readonly Role[];
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number];

export const API_TOKEN_PREFIX = 'sp';

/** How long a new token lives: the choices the admin has, in days. */
export const API_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES_DAYS)[number];

/** Live tokens one school may hold at once (a list that stays readable, a bound on what a leak exposes). */
export const API_TOKENS_PER_SCHOOL = 50;

const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}_(${API_TOKEN_ROLES.join('|')})_[A-Za-z0-9_-]{43}$`);

export function isApiTokenRole(value: unknown): value is ApiTokenRole {
  return typeof value === 'string' && (API_TOKEN_ROLES as readonly string[]).includes(value);
}

/** The role a token's text names, or undefined when it is not shaped like one of our tokens. */
export function apiTokenRoleOf(token: string): ApiTokenRole | undefined {
  const match = TOKEN_PATTERN.exec(token);
  return match && isApiTokenRole(match[1]) ? match[1] : undefined;
}

/** Whether an Authorization header is of the Bearer scheme (an API token, well formed or not); another scheme is not ours. */
export function isBearerHeader(header: string | undefined): boolean {
  return /^Bearer(\s|$)/i.test(header ?? '');
}

/** The token of an `Authorization: Bearer …` header, or undefined when the header is not one. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header ?? '');
  return match?.[1];
}

export const API_TOKEN_MESSAGES = {
  /** The header names a token that is unknown, expired or revoked (401). */
  notValid: 'The API token is not valid: it may have expired or been revoked. Ask your school admin for a new one.',
  /** The token's creator no longer holds the role it acts as (401). */
  roleLost: "The API token's role is no longer held by the admin who made it. Ask your school admin for a new one.",
  /** Passwords, e-mail addresses, tokens, admins and parent-link approvals change only for a person signed in (403). */
  notWithToken: 'An API token cannot do this: sign in to the portal instead',
  /** Accounts made with a token never hold admin: people make admins (403). Its other accounts get no password. */
  noAdminsWithToken: 'An API token cannot create admin accounts: sign in to the portal instead',
  nameRequired: 'Give the token a name, such as the system it is for',
  roleNotHeld: 'A token can only act with a role you hold',
  tooMany: `Your school already has ${API_TOKENS_PER_SCHOOL} API tokens: revoke one first`,
  notFound: 'API token not found',
  /** Shown once, beside the new token. */
  shownOnce: 'Copy this token now: it is shown only once. Anyone holding it acts with its role in your school.',
} as const;
