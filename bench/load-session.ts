/**
 * One browser's session against the origin, for `npm run bench -- load`: its
 * own keep-alive connections (an undici Pool on loopback), its own cookie,
 * and the web client's GraphQL operations sent as Apollo Client sends them
 * (the manifest's text of each, by name, with its operationName and
 * variables). Every answer is timed and counted in the Recorder; a GraphQL
 * answer with `errors` is a failure, under its `extensions.code`.
 */
import { Pool } from 'undici';
import { WEB_OPERATIONS, type ManifestOperation } from '../gateway/src/trusted-documents/trusted-documents.js';
import type { KindClass, Recorder } from './load-stats.js';

/** A request still unanswered after this counts as a failure (TIMEOUT). */
const REQUEST_TIMEOUT_MS = 30_000;

const operations = new Map(WEB_OPERATIONS.map((operation) => [operation.name, operation]));

function webOperation(name: string): ManifestOperation {
  const operation = operations.get(name);
  if (!operation) throw new Error(`the web client has no operation ${name} (gateway's persisted query manifest)`);
  return operation;
}

/** Thrown by the strict calls setup makes: a failure there stops the benchmark. */
export class CallFailed extends Error {
  constructor(
    readonly kind: string,
    readonly code: string,
    detail: string,
  ) {
    super(`${kind} failed (${code}): ${detail}`);
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
}

/** The code a failed call is counted under: the GraphQL error's, else the HTTP status, else the socket's. */
function failureCode(status: number, errors: GraphQLAnswer<unknown>['errors']): string {
  const code = errors?.[0]?.extensions?.code;
  if (typeof code === 'string') return code;
  return `HTTP ${status}`;
}

function networkCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return 'TIMEOUT';
  return typeof code === 'string' ? code : 'NETWORK';
}

export interface SessionOptions {
  origin: string;
  recorder: Recorder;
  /** Connections this browser may open at once (a tab or two). */
  connections?: number;
}

export class Session {
  private readonly pool: Pool;
  private readonly recorder: Recorder;
  private readonly cookies = new Map<string, string>();
  readonly origin: string;

  constructor(options: SessionOptions) {
    this.origin = options.origin;
    this.recorder = options.recorder;
    this.pool = new Pool(options.origin, {
      connections: options.connections ?? 1,
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
    });
  }

  /** The Cookie header this browser sends. */
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(header: string | string[] | undefined): void {
    for (const line of typeof header === 'string' ? [header] : (header ?? [])) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /max-age=0/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One JSON POST, timed; answers the status and parsed body, or throws the socket's failure. */
  private async post(path: string, body: unknown): Promise<{ status: number; json: unknown; ms: number }> {
    const started = performance.now();
    const response = await this.pool.request({
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        origin: this.origin,
        ...(this.cookies.size ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    const ms = performance.now() - started;
    this.keepCookies(response.headers['set-cookie']);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, json, ms };
  }

  /**
   * Runs one of the web client's operations, timed under `kind` (its name
   * unless given). Answers its data, or undefined after counting the failure.
   */
  async run<T>(name: string, variables: Record<string, unknown> = {}, kind = name): Promise<T | undefined> {
    try {
      return await this.mustRun<T>(name, variables, kind);
    } catch (error) {
      if (!(error instanceof CallFailed)) throw error;
      return undefined;
    }
  }

  /** As `run`, but a failure throws (setup: nothing after it would make sense). */
  async mustRun<T>(name: string, variables: Record<string, unknown> = {}, kind = name): Promise<T> {
    const operation = webOperation(name);
    const cls: KindClass = operation.type === 'mutation' ? 'write' : 'read';
    let answer: { status: number; json: unknown; ms: number };
    try {
      answer = await this.post('/graphql', { operationName: name, variables, query: operation.body });
    } catch (error) {
      const code = networkCode(error);
      this.recorder.request();
      this.recorder.fail(kind, code);
      throw new CallFailed(kind, code, error instanceof Error ? error.message : String(error));
    }
    this.recorder.request();
    this.recorder.time(kind, cls, answer.ms);
    const body = answer.json as GraphQLAnswer<T> | undefined;
    if (answer.status !== 200 || !body || body.errors?.length || !body.data) {
      const code = failureCode(answer.status, body?.errors);
      this.recorder.fail(kind, code);
      throw new CallFailed(kind, code, body?.errors?.[0]?.message ?? `HTTP ${answer.status}`);
    }
    return body.data;
  }

  /** Signs in over REST through the origin (POST /api/v1/auth/signin), as an integration would; setup only. */
  async signInOverRest(email: string, password: string): Promise<void> {
    const answer = await this.post('/api/v1/auth/signin', { email, password });
    if (answer.status !== 200 || !this.cookies.size) {
      throw new CallFailed('REST sign-in', `HTTP ${answer.status}`, JSON.stringify(answer.json));
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
