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
  /** Receives every Set-Cookie the API answers with, for relay to the browser. */
  onSetCookie?: (cookies: string[]) => void;
}

export interface RestResponse<T> {
  status: number;
  data: T;
}

/**
 * One client per request for the REST service of record. Every header is set
 * here; every non-2xx answer becomes a GraphQL error here.
 */
export class RestClient {
  private readonly http: Got;
  private readonly onSetCookie: RestClientOptions['onSetCookie'];

  constructor(options: RestClientOptions) {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.authorization) headers.authorization = options.authorization;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    this.onSetCookie = options.onSetCookie;
    this.http = got.extend({
      prefixUrl: new URL('/api/v1/', options.apiUrl).toString(),
      headers,
      throwHttpErrors: false,
      retry: { limit: 0 },
      timeout: { request: 30_000 },
    });
  }

  get<T>(path: string, searchParams?: Record<string, string | number>): Promise<T> {
    return this.call<T>('GET', path, undefined, searchParams).then((r) => r.data);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('POST', path, body).then((r) => r.data);
  }

  /** The raw status and `data` of an answer, throwing only on a failure status other than `allow`. */
  async call<T>(
    method: Method,
    path: string,
    body?: unknown,
    searchParams?: Record<string, string | number>,
    allow: number[] = [],
  ): Promise<RestResponse<T>> {
    let response;
    try {
      response = await this.http(path.replace(/^\//, ''), {
        method,
        json: body,
        searchParams,
      });
    } catch {
      throw networkFailure();
    }
    const cookies = response.headers['set-cookie'];
    if (cookies?.length && this.onSetCookie) this.onSetCookie(cookies);
    const parsed = parseJson(response.body);
    if (response.statusCode >= 400 && !allow.includes(response.statusCode)) {
      throw restErrorToGraphQL(response.statusCode, parsed);
    }
    return { status: response.statusCode, data: (parsed as { data?: T } | undefined)?.data as T };
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
