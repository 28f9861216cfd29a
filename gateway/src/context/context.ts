import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRole, roleFromAuthStatus, type Role } from '@portal/domain';
import { RestClient } from '../rest/rest-client.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface Viewer {
  userId: string;
  /** The primary role (layout, theme, the `role` fields). */
  role: Role;
  /** Every role the user holds: what the `@auth` capability checks read. */
  roles: readonly Role[];
}

/** Everything a resolver may reach, built afresh for each request. */
export interface GatewayContext {
  rest: RestClient;
  loaders: Loaders;
  /** Aborted when the operation runs out of time: pending REST calls stop. */
  abort: AbortController;
  /** Who is calling, from the API's auth status; asked at most once per request. */
  viewer(): Promise<Viewer | null>;
}

export function createContext(apiUrl: string, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  const abort = new AbortController();
  const rest = new RestClient({
    apiUrl,
    signal: abort.signal,
    cookie: request.headers.cookie,
    authorization: request.headers.authorization,
    clientAddress: request.ip,
    protocol: request.protocol,
    onSetCookie: (cookies) => void reply.header('set-cookie', cookies),
  });
  let viewer: Promise<Viewer | null> | undefined;
  return {
    rest,
    abort,
    loaders: createLoaders(rest),
    viewer() {
      viewer ??= readViewer(rest);
      return viewer;
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
  return { userId: data.userId, role, roles };
}
