// The portal's one error vocabulary: every failure's HTTP status, the `code`
// the REST API answers in `{ error: { code, message } }`, and the GraphQL
// `extensions.code` the gateway gives the same failure. The API and the
// gateway both read this table; neither spells a code of its own.

/** One kind of failure, as REST and GraphQL each name it. */
export interface ErrorKind {
  readonly status: number;
  /** The REST API's `error.code`. */
  readonly rest: string;
  /** The gateway's `extensions.code` for a REST answer of this status. */
  readonly graphql: string;
}

/** Every failure status the contract names, with its REST code and GraphQL code. */
export const ERROR_KINDS = {
  badRequest: { status: 400, rest: 'BAD_REQUEST', graphql: 'BAD_USER_INPUT' },
  unauthenticated: { status: 401, rest: 'UNAUTHENTICATED', graphql: 'UNAUTHENTICATED' },
  forbidden: { status: 403, rest: 'FORBIDDEN', graphql: 'FORBIDDEN' },
  notFound: { status: 404, rest: 'NOT_FOUND', graphql: 'NOT_FOUND' },
  /** The API's "not while others depend on it": a group that still has assignments. */
  stillInUse: { status: 405, rest: 'METHOD_NOT_ALLOWED', graphql: 'STILL_IN_USE' },
  conflict: { status: 409, rest: 'CONFLICT', graphql: 'CONFLICT' },
  /** The gateway never sends a body this large on purpose: a fault of its own, masked as one. */
  payloadTooLarge: { status: 413, rest: 'PAYLOAD_TOO_LARGE', graphql: 'INTERNAL_SERVER_ERROR' },
  /** The gateway always sends JSON: a fault of its own, masked as one. */
  unsupportedMediaType: { status: 415, rest: 'UNSUPPORTED_MEDIA_TYPE', graphql: 'INTERNAL_SERVER_ERROR' },
  tooManyRequests: { status: 429, rest: 'TOO_MANY_REQUESTS', graphql: 'TOO_MANY_REQUESTS' },
  internal: { status: 500, rest: 'INTERNAL', graphql: 'INTERNAL_SERVER_ERROR' },
  /** The API (or its database) is away for a moment: nothing half done, the client may send it again. */
  unavailable: { status: 503, rest: 'UNAVAILABLE', graphql: 'UNAVAILABLE' },
} as const satisfies Record<string, ErrorKind>;

type Kinds = typeof ERROR_KINDS;

/**
 * Failures of a status the table names that carry a code of their own, so a
 * client can act on them (not only show them): REST and GraphQL give them the
 * same code. Never chosen by status alone: the API names them.
 */
export const ERROR_REASONS = {
  /**
   * 403: a staff member or parent signed in with a password the school set
   * (one-time) and must choose their own before anything else (issue 36).
   */
  passwordChangeRequired: { status: 403, rest: 'PASSWORD_CHANGE_REQUIRED', graphql: 'PASSWORD_CHANGE_REQUIRED' },
} as const satisfies Record<string, ErrorKind>;

type Reasons = typeof ERROR_REASONS;

/** A status the table names. */
export type ErrorStatus = Kinds[keyof Kinds]['status'];
/** A REST `error.code`. */
export type RestErrorCode = Kinds[keyof Kinds]['rest'] | Reasons[keyof Reasons]['rest'];
/** A GraphQL `extensions.code` the gateway gives a REST failure. */
export type GraphQLErrorCode = Kinds[keyof Kinds]['graphql'] | Reasons[keyof Reasons]['graphql'];

/** The reason a REST `error.code` names, when it is one of ERROR_REASONS; undefined for a code of the status table. */
export function errorReasonOf(restCode: unknown): ErrorKind | undefined {
  return Object.values(ERROR_REASONS).find((reason) => reason.rest === restCode);
}

const BY_STATUS = new Map<number, Kinds[keyof Kinds]>(Object.values(ERROR_KINDS).map((kind) => [kind.status, kind]));

/** The kind of failure a status names; undefined for a status the table leaves out. */
export function errorKindOf(status: number): ErrorKind | undefined {
  return BY_STATUS.get(status);
}

/** The REST `error.code` of a status; one the table leaves out is INTERNAL from 500 up, else BAD_REQUEST. */
export function restCodeForStatus(status: number): RestErrorCode {
  const kind = BY_STATUS.get(status);
  if (kind) return kind.rest;
  return status >= 500 ? ERROR_KINDS.internal.rest : ERROR_KINDS.badRequest.rest;
}

/**
 * The GraphQL `extensions.code` of a REST answer's status; 422 (unprocessable)
 * is the caller's input too, and any other status the table leaves out is
 * INTERNAL_SERVER_ERROR (masked by the gateway).
 */
export function graphqlCodeForStatus(status: number): GraphQLErrorCode {
  if (status === 422) return ERROR_KINDS.badRequest.graphql;
  const kind = BY_STATUS.get(status);
  return kind ? kind.graphql : ERROR_KINDS.internal.graphql;
}

/**
 * The GraphQL code of a request refused before GraphQL read it (unreadable
 * JSON, a body too large, a malformed persisted query), as Apollo Server
 * names such a request: the caller's fault, though no input was read.
 */
export const GRAPHQL_BAD_REQUEST = 'BAD_REQUEST';

/** The one text of each refusal, the same from the REST API and the gateway. */
export const REFUSALS = {
  /** 401 UNAUTHENTICATED: no session, and no valid token. */
  notSignedIn: 'You must be signed in.',
  /** 403 FORBIDDEN: signed in, but not allowed this. */
  forbidden: 'You are not allowed to do this.',
} as const;
