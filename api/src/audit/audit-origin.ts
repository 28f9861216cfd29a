import type { UserRow } from '../db/schema.js';

/** Where a request's writes come from, for the audit log: the client's address and the API token used, if any. */
export interface AuditOrigin {
  /** The client's address as the API sees it (request.clientAddress: the browser, past trusted proxies). */
  address: string;
  /** The name of the API token the caller acts through; null in a session. */
  apiTokenName: string | null;
}

/*
 * The viewer row each request reads for its caller is its own object, passed
 * to every write the request makes: keyed on it, the origin reaches the
 * writes without another parameter on each, and is gone with the request.
 */
const origins = new WeakMap<UserRow, AuditOrigin>();

/** Notes where this request's viewer acts from (requireUser); answers the viewer. */
export function noteAuditOrigin(viewer: UserRow, origin: AuditOrigin): UserRow {
  origins.set(viewer, origin);
  return viewer;
}

/**
 * Where the viewer acts from. A viewer no request signed in (a copy, or a
 * write called outside a request) is a programming error: the write fails
 * rather than go unrecorded.
 */
export function auditOriginOf(viewer: UserRow): AuditOrigin {
  const origin = origins.get(viewer);
  if (!origin) throw new Error('an audited write ran for a viewer no request signed in');
  return origin;
}
