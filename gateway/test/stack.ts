import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  buildApi,
  createTestDatabase,
  seedDemoSchool,
  DEMO_PASSWORD,
  type Database,
  type EmailOptions,
  type SsoSettings,
} from '@portal/api';
import type { TrustedProxies } from '@portal/domain';
import { buildOrigin, type OriginOptions } from '../src/origin/origin.js';

export interface Stack {
  origin: FastifyInstance;
  /** The API behind the origin, listening on its own port. */
  api: FastifyInstance;
  /** Requests the API has received and not yet finished with (a live stream counts until it closes). */
  apiRequestsOpen(): number;
  /** Every request the API received, as "METHOD /path". */
  restCalls: string[];
  /** The API's database, for what no call makes yet (an assignment, before assignments can be created). */
  database: Database;
  close(): Promise<void>;
}

/** The real API on a real database, listening on a free port, behind the real origin. */
export async function startStack(
  options: {
    webDist?: string;
    demo?: boolean;
    /** TRUST_PROXY: the proxies in front of the origin. */
    trustProxy?: TrustedProxies;
    instances?: { api?: string; origin?: string };
    /** The API's e-mail settings (its mail server); without them the send answers 503. */
    email?: EmailOptions;
    /** The origin's e-mail file limit, mail catcher, query limits and trusted documents mode. */
    origin?: Pick<
      OriginOptions,
      'emailMaxFileBytes' | 'mailCatcherUrl' | 'queryLimits' | 'trustedDocumentsOnly' | 'lifecycle'
    >;
    /** The API's single sign-on provider. */
    sso?: SsoSettings;
    /** The API's secret for the development sign-in provider (DEV_IDP_SECRET_FILE's content). */
    devIdentityProviderSecret?: string;
  } = {},
): Promise<Stack> {
  const database = await createTestDatabase();
  if (options.demo) await seedDemoSchool(database);
  const api = await buildApi({
    database,
    instance: options.instances?.api,
    email: options.email,
    sso: options.sso,
    devIdentityProviderSecret: options.devIdentityProviderSecret,
  });
  const restCalls: string[] = [];
  api.addHook('onRequest', async (request) => {
    restCalls.push(`${request.method} ${request.url.split('?')[0]}`);
  });
  let apiRequestsOpen = 0;
  api.server.on('request', (_request, response) => {
    apiRequestsOpen += 1;
    response.once('close', () => (apiRequestsOpen -= 1));
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  const origin = await buildOrigin({
    apiUrl,
    webDist: options.webDist,
    trustProxy: options.trustProxy,
    instance: options.instances?.origin,
    ...options.origin,
  });
  return {
    origin,
    api,
    apiRequestsOpen: () => apiRequestsOpen,
    restCalls,
    database,
    async close() {
      await origin.close();
      await api.close();
      await database.close();
    },
  };
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A browser-like caller: keeps the cookies the origin sets. */
export class Caller {
  private cookies = new Map<string, string>();

  constructor(private readonly origin: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLAnswer<T>> {
    const response = await this.origin.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(this.cookies.size ? { cookie: this.cookieHeader } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    this.keep(response.headers['set-cookie']);
    // Every answer carries its estimated cost (extensions.cost, api-token-budget.test.ts checks it);
    // the tests here compare data and errors.
    const { extensions: _cost, ...answer } = response.json() as GraphQLAnswer<T> & { extensions?: unknown };
    return answer;
  }

  private keep(header: string | string[] | undefined): void {
    for (const line of [header ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }
}

export { DEMO_PASSWORD };

/**
 * A query's calls less the gateway's own question, who is calling
 * (`GET /api/v1/auth/status`): it is asked once per credential every few
 * seconds (src/context/viewer-cache.ts), so whether a query asks it depends
 * on the queries before it, not on the query.
 */
export function withoutViewer(calls: readonly string[]): string[] {
  return calls.filter((call) => call !== 'GET /api/v1/auth/status');
}

/** Signs `email` in with the demo password and returns the caller holding the session. */
export async function signedIn(stack: Stack, email: string, password = DEMO_PASSWORD): Promise<Caller> {
  const caller = new Caller(stack.origin);
  const answer = await caller.graphql(`mutation($input: SignInInput!) { signIn(input: $input) { role } }`, {
    input: { email, password },
  });
  if (answer.errors) throw new Error(`sign-in of ${email} failed: ${answer.errors[0]?.message}`);
  stack.restCalls.length = 0;
  return caller;
}

/**
 * Signs in a staff member or parent with the one-time password the school
 * made and chooses their own, as the portal makes them first (issue 36), and
 * returns the caller holding the session.
 */
export async function signedInWithOwnPassword(stack: Stack, email: string, oneTime: string): Promise<Caller> {
  const caller = await signedIn(stack, email, oneTime);
  const changed = await caller.graphql(
    `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }`,
    { input: { password: `Own!${oneTime}`, currentPassword: oneTime } },
  );
  if (changed.errors) throw new Error(`password change of ${email} failed: ${changed.errors[0]?.message}`);
  stack.restCalls.length = 0;
  return caller;
}

/** A connection's page as a test selects it: `edges { node { … } }`. */
export interface Page<T> {
  totalCount?: number;
  edges: { node: T }[];
}

/** The nodes of a connection's page, or none when the answer has none. */
export function nodes<T>(page: Page<T> | undefined): T[] {
  return page?.edges.map((edge) => edge.node) ?? [];
}
