import type { FastifyReply, FastifyRequest } from 'fastify';
import { budgetKeyOf } from '../limits/token-budget.js';
import {
  apiTokenRoleOf,
  bearerTokenOf,
  isBearerHeader,
  isRole,
  roleFromAuthStatus,
  type ApiTokenRole,
  type Role,
} from '@portal/domain';
import { RestClient } from '../rest/rest-client.js';
import { createLoaders, type Loaders } from './loaders.js';
import { ViewerCache } from './viewer-cache.js';

export interface Viewer {
  userId: string;
  /** The primary role (layout, theme, the `role` fields). */
  role: Role;
  /** Every role the user holds: what the `@auth` capability checks read. */
  roles: readonly Role[];
  /** Whether they must change the password the school set before anything else (the API refuses all else). */
  mustChangePassword: boolean;
}

/** Everything a resolver may reach, built afresh for each request. */
export interface GatewayContext {
  rest: RestClient;
  loaders: Loaders;
  /** Aborted when the operation runs out of time: pending REST calls stop. */
  abort: AbortController;
  /**
   * Who is calling, for refusing early (`@Auth`, fields answered empty for a
   * role): the API's auth status, remembered per credential for a few
   * seconds (viewer-cache.ts), since the API checks every call anyway.
   */
  viewer(): Promise<Viewer | null>;
  /**
   * Who is calling now, asked of the API in this request: for the answers
   * that report the session itself (`authStatus`), which must show a
   * sign-out at once. Asked at most once per request, whichever is asked.
   */
  currentViewer(): Promise<Viewer | null>;
  /** The viewer if this request has asked for it already, without asking. */
  askedViewer(): Promise<Viewer | null> | undefined;
  /**
   * The API token the request carries (`Authorization: Bearer`), if any: `role`
   * is the role its text names (undefined when it is not shaped like ours),
   * trusted only to refuse early, since the API checks the token itself;
   * `key` identifies it for its hourly budget without keeping the token.
   */
  token?: { role: ApiTokenRole | undefined; key: string };
}

/** What a context needs of the caller's request: its credentials and where it comes from. */
export interface CallerRequest {
  cookie?: string | undefined;
  authorization?: string | undefined;
  clientAddress?: string | undefined;
  protocol?: string | undefined;
  /** Where the API's Set-Cookie answers go (an HTTP reply); a socket has none. */
  onSetCookie?: (cookies: string[]) => void;
}

export function createContext(apiUrl: string, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  return contextFor(apiUrl, {
    cookie: request.headers.cookie,
    authorization: request.headers.authorization,
    clientAddress: request.ip,
    protocol: request.protocol,
    onSetCookie: (cookies) => void reply.header('set-cookie', cookies),
  });
}

/** The viewers of this process's recent callers, by credential (and API, for several gateways in one process). */
const viewers = new ViewerCache<Viewer | null>();

/** A context for one operation of the caller: an HTTP request, or a subscription on a socket. */
export function contextFor(apiUrl: string, caller: CallerRequest): GatewayContext {
  const abort = new AbortController();
  const rest = new RestClient({
    apiUrl,
    signal: abort.signal,
    ...(caller.cookie ? { cookie: caller.cookie } : {}),
    ...(caller.authorization ? { authorization: caller.authorization } : {}),
    ...(caller.clientAddress ? { clientAddress: caller.clientAddress } : {}),
    ...(caller.protocol ? { protocol: caller.protocol } : {}),
    ...(caller.onSetCookie ? { onSetCookie: caller.onSetCookie } : {}),
  });
  // The same RestClient reads both: its per-request cache makes them one call.
  const credential = [apiUrl, caller.cookie ?? '', caller.authorization ?? ''].join('\n');
  let current: Promise<Viewer | null> | undefined;
  let viewer: Promise<Viewer | null> | undefined;
  const bearer = isBearerHeader(caller.authorization)
    ? (bearerTokenOf(caller.authorization) ?? caller.authorization)
    : undefined;
  return {
    rest,
    abort,
    ...(bearer ? { token: { role: apiTokenRoleOf(bearer), key: budgetKeyOf(caller.authorization) ?? '' } } : {}),
    loaders: createLoaders(rest),
    viewer() {
      viewer ??= current ?? viewers.get(credential, () => readViewer(rest));
      return viewer;
    },
    currentViewer() {
      current ??= viewers.set(credential, readViewer(rest));
      return current;
    },
    askedViewer() {
      return viewer ?? current;
    },
  };
}

async function readViewer(rest: RestClient): Promise<Viewer | null> {
  const answer = await rest.getUnless([401], '/api/v1/auth/status');
  if (!answer) return null;
  const { data } = answer;
  const role = roleFromAuthStatus(data.role);
  if (!role) return null;
  // The primary role is one of them; an API that answers no list still gives it.
  const roles = [...new Set([role, ...(Array.isArray(data.roles) ? data.roles : []).filter(isRole)])];
  return { userId: data.userId, role, roles, mustChangePassword: data.mustChangePassword === true };
}
