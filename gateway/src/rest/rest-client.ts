import got, { type Got, type Method } from 'got';
import { networkFailure, restErrorToGraphQL } from './rest-error.js';

export interface RestClientOptions {
  /** Base of the API, e.g. http://127.0.0.1:4001 (the client adds /api/v1). */
  apiUrl: string;
  /** The caller's credentials, forwarded as given. */
  cookie?: string;
  authorization?: string;
  /** The caller's address, so the API's per-address throttle sees the browser, not us. */
  clientAddress?: string;
  /** `http` or `https` as the browser reached the origin, so the API marks cookies Secure over HTTPS. */
  protocol?: string;
  /** Aborts every pending call (the operation ran out of time). */
  signal?: AbortSignal;
  /** Receives every Set-Cookie the API answers with, for relay to the browser. */
  onSetCookie?: (cookies: string[]) => void;
}

export interface RestResponse<T> {
  status: number;
  data: T;
  /** For list answers: how many match in all, before paging. */
  total?: number;
}

type Query = Record<string, string | number | undefined>;

/**
 * One client per request for the REST service of record. Every header is set
 * here; every non-2xx answer becomes a GraphQL error here. Reads are cached
 * for the request, so aliases of one field (`a: me { id } b: me { id }`)
 * cost one call; any write empties the cache, so a read after it is fresh.
 */
export class RestClient {
  private readonly http: Got;
  private readonly onSetCookie: RestClientOptions['onSetCookie'];
  private readonly signal: AbortSignal | undefined;
  private readonly reads = new Map<string, Promise<RestResponse<unknown>>>();

  constructor(options: RestClientOptions) {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.authorization) headers.authorization = options.authorization;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    if (options.protocol) headers['x-forwarded-proto'] = options.protocol;
    this.onSetCookie = options.onSetCookie;
    this.signal = options.signal;
    this.http = got.extend({
      prefixUrl: new URL('/api/v1/', options.apiUrl).toString(),
      headers,
      throwHttpErrors: false,
      retry: { limit: 0 },
      timeout: { request: 30_000 },
    });
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.call<T>('GET', path, undefined, query).then((r) => r.data);
  }

  /** A list answer `{ data, total }`. */
  async list<T>(path: string, query?: Query): Promise<{ data: T[]; total: number }> {
    const response = await this.call<T[]>('GET', path, undefined, query);
    return { data: response.data ?? [], total: response.total ?? response.data?.length ?? 0 };
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('POST', path, body).then((r) => r.data);
  }

  send<T>(method: 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return this.call<T>(method, path, body).then((r) => r.data);
  }

  /** The raw status and `data` of an answer, throwing only on a failure status other than `allow`. */
  async call<T>(
    method: Method,
    path: string,
    body?: unknown,
    query?: Query,
    allow: number[] = [],
  ): Promise<RestResponse<T>> {
    if (method !== 'GET') {
      this.reads.clear();
      return this.exchange<T>(method, path, body, query, allow);
    }
    const key = JSON.stringify([path, query && definedOnly(query), allow]);
    let read = this.reads.get(key);
    if (!read) {
      read = this.exchange<T>(method, path, body, query, allow);
      this.reads.set(key, read);
    }
    return read as Promise<RestResponse<T>>;
  }

  private async exchange<T>(
    method: Method,
    path: string,
    body: unknown,
    query: Query | undefined,
    allow: number[],
  ): Promise<RestResponse<T>> {
    if (this.signal?.aborted) throw networkFailure();
    let response;
    try {
      response = await this.http(path.replace(/^\//, ''), {
        method,
        json: body,
        searchParams: query && definedOnly(query),
        signal: this.signal,
      });
    } catch {
      throw networkFailure();
    }
    const cookies = response.headers['set-cookie'];
    if (cookies?.length && this.onSetCookie) this.onSetCookie(cookies);
    const parsed = parseJson(response.body);
    if (response.statusCode >= 400 && !allow.includes(response.statusCode)) {
      throw restErrorToGraphQL(response.statusCode, parsed, response.headers['retry-after']);
    }
    const envelope = parsed as { data?: T; total?: number } | undefined;
    return { status: response.statusCode, data: envelope?.data as T, total: envelope?.total };
  }
}

function definedOnly(query: Query): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
