import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ROOT } from './pieces.js';

/** The web client's own mutation, as it sends it. */
const RECORD_ATTEMPT = readFileSync(join(ROOT, 'web/src/features/play/RecordAttempt.graphql'), 'utf8');

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** How long the answer took, in milliseconds. */
  ms: number;
}

/** The error codes of an answer, or ['NO_ANSWER'] when the origin did not answer at all. */
export function codesOf(answer: GraphQLAnswer | undefined): string[] {
  if (!answer) return ['NO_ANSWER'];
  return (answer.errors ?? []).map((error) => error.extensions?.code ?? 'NONE');
}

/** A browser's part, reduced to HTTP: a session cookie and calls to the origin. */
export class PortalClient {
  private cookie = '';

  constructor(readonly origin: string) {}

  /** The session's Cookie header, for a WebSocket's upgrade request. */
  get session(): string {
    return this.cookie;
  }

  /** The same session, calling another address: one API or gateway of several directly, say. */
  at(origin: string): PortalClient {
    const other = new PortalClient(origin);
    other.cookie = this.cookie;
    return other;
  }

  async signIn(email: string, password: string): Promise<void> {
    const response = await fetch(`${this.origin}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
    this.cookie = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  /** A REST call through the origin's /api/v1, with the session. */
  async rest(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.origin}/api/v1${path}`, {
      ...init,
      headers: { cookie: this.cookie, ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(10_000),
    });
  }

  /** One GraphQL operation; a network failure or a timeout rejects. */
  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    timeoutMs = 10_000,
  ): Promise<GraphQLAnswer<T>> {
    const started = performance.now();
    const response = await fetch(`${this.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as Omit<GraphQLAnswer<T>, 'status' | 'ms'>;
    return { ...body, status: response.status, ms: performance.now() - started };
  }

  /**
   * Records an attempt as the web's player does: one idempotency key, sent
   * again while the portal answers UNAVAILABLE (or nothing), until it is
   * stored or refused for good. Resolves to how many tries it took.
   */
  async recordAttempt(input: Record<string, unknown>, maxTries = 150): Promise<number> {
    const withKey = { ...input, idempotencyKey: randomUUID() };
    for (let tries = 1; tries <= maxTries; tries += 1) {
      const answer = await this.graphql(RECORD_ATTEMPT, { input: withKey }).catch(() => undefined);
      if (answer?.data?.['recordAttempt']) return tries;
      const codes = codesOf(answer);
      if (!codes.every((code) => code === 'UNAVAILABLE' || code === 'NO_ANSWER')) {
        throw new Error(`attempt refused: ${JSON.stringify(answer)}`);
      }
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`attempt not stored after ${maxTries} tries`);
  }
}
