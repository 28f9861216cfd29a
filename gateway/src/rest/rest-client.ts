import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import got, { type Got, type PlainResponse } from 'got';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { paths } from './generated/api.js';
import { MAX_REST_ADDRESS_BYTES, addressTooLong, networkFailure, restErrorToGraphQL } from './rest-error.js';
import type { HttpMethod, Operation, OptionsArgument, PathWith, RequestOptions, SuccessBody } from './rest-paths.js';

export interface RestClientOptions {
  /** Base of the API, e.g. http://127.0.0.1:4001 (the paths start with /api/v1). */
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

type QueryValue = string | number | readonly string[] | undefined;

/** What every call carries at run time, whatever its operation (the types above check it per path). */
interface CallOptions {
  path?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** A call's answer before its body is typed: the status and the parsed JSON. */
interface Answer {
  status: number;
  body: unknown;
}

/**
 * One client per request for the REST service of record, typed by the API's
 * own OpenAPI document: a call names a path of `paths`, takes that operation's
 * parameters and body, and answers its success body (the `{ data, total? }`
 * envelope). Every header is set here; every non-2xx answer becomes a GraphQL
 * error here. Reads are cached for the request, so aliases of one field
 * (`a: me { id } b: me { id }`) cost one call; any write empties the cache, so
 * a read after it is fresh.
 */
export class RestClient {
  private readonly http: Got;
  private readonly onSetCookie: RestClientOptions['onSetCookie'];
  private readonly signal: AbortSignal | undefined;
  private readonly reads = new Map<string, Promise<Answer>>();

  constructor(options: RestClientOptions) {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.authorization) headers.authorization = options.authorization;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    if (options.protocol) headers['x-forwarded-proto'] = options.protocol;
    this.onSetCookie = options.onSetCookie;
    this.signal = options.signal;
    this.http = got.extend({
      prefixUrl: options.apiUrl,
      headers,
      throwHttpErrors: false,
      retry: { limit: 0 },
    });
  }

  get<P extends PathWith<'get'>>(path: P, ...[options]: OptionsArgument<Operation<P, 'get'>>) {
    return this.typed<P, 'get'>('get', path, options);
  }

  /** A read that answers null, instead of failing, when the API answers one of `allow` (e.g. 401 for a visitor). */
  async getUnless<P extends PathWith<'get'>>(
    allow: readonly number[],
    path: P,
    ...[options]: OptionsArgument<Operation<P, 'get'>>
  ): Promise<SuccessBody<Operation<P, 'get'>> | null> {
    const answer = await this.call('get', path, options, allow);
    return answer.status >= 400 ? null : typedBody<Operation<P, 'get'>>(answer);
  }

  post<P extends PathWith<'post'>>(path: P, ...[options]: OptionsArgument<Operation<P, 'post'>>) {
    return this.typed<P, 'post'>('post', path, options);
  }

  put<P extends PathWith<'put'>>(path: P, ...[options]: OptionsArgument<Operation<P, 'put'>>) {
    return this.typed<P, 'put'>('put', path, options);
  }

  patch<P extends PathWith<'patch'>>(path: P, ...[options]: OptionsArgument<Operation<P, 'patch'>>) {
    return this.typed<P, 'patch'>('patch', path, options);
  }

  delete<P extends PathWith<'delete'>>(path: P, ...[options]: OptionsArgument<Operation<P, 'delete'>>) {
    return this.typed<P, 'delete'>('delete', path, options);
  }

  /**
   * A stream of the API's server-sent events (GET `path`), until `signal`
   * aborts or the API ends it. A refusal (401, 404, 429…) throws as any
   * call's would, before the first event.
   */
  async events<P extends PathWith<'get'>>(
    path: P,
    options: RequestOptions<Operation<P, 'get'>>,
    signal: AbortSignal,
  ): Promise<ReadableStream<EventSourceMessage>> {
    const { query } = options as CallOptions;
    // got's stream API, with every other call's headers and base address and no retry. No time limit (only
    // `exchange` sets one): a stream lasts as long as its subscriber; `signal` (they left) or the API ends it.
    const stream = this.http.stream(path.slice(1), {
      searchParams: query && searchParamsOf(query),
      headers: { accept: 'text/event-stream' },
      signal,
    });
    let response: PlainResponse;
    try {
      response = await new Promise<PlainResponse>((resolve, reject) => {
        stream.once('response', resolve);
        stream.once('error', reject);
      });
    } catch (error) {
      stream.destroy();
      throw networkFailure(error);
    }
    if (response.statusCode >= 400) {
      const body = await text(stream).catch(() => '');
      throw restErrorToGraphQL(response.statusCode, parseJson(body), response.headers['retry-after']);
    }
    return (Readable.toWeb(stream) as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream());
  }

  private async typed<P extends PathWith<M>, M extends HttpMethod>(
    method: M,
    path: P,
    options: RequestOptions<Operation<P, M>> | undefined,
  ): Promise<SuccessBody<Operation<P, M>>> {
    return typedBody<Operation<P, M>>(await this.call(method, path, options));
  }

  /** The status and parsed body, throwing on a failure status other than `allow`; a read is cached, a write empties the cache. */
  private call(method: HttpMethod, path: keyof paths, options: object | undefined, allow: readonly number[] = []) {
    // The typed methods checked `options` against the operation; at run time every operation's options have this shape.
    const { path: params, query, body } = (options ?? {}) as CallOptions;
    const url = path.slice(1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
    const searchParams = query && searchParamsOf(query);
    if (url.length + (searchParams?.toString().length ?? 0) > MAX_REST_ADDRESS_BYTES) {
      return Promise.reject(addressTooLong());
    }
    if (method !== 'get') {
      this.reads.clear();
      return this.exchange(method, url, body, searchParams, allow);
    }
    const key = JSON.stringify([url, searchParams?.toString(), allow]);
    let read = this.reads.get(key);
    if (!read) {
      read = this.exchange(method, url, body, searchParams, allow);
      this.reads.set(key, read);
    }
    return read;
  }

  private async exchange(
    method: HttpMethod,
    url: string,
    body: unknown,
    searchParams: URLSearchParams | undefined,
    allow: readonly number[],
  ): Promise<Answer> {
    if (this.signal?.aborted) throw networkFailure();
    let response;
    try {
      response = await this.http(url, {
        method,
        json: body,
        searchParams,
        signal: this.signal,
        timeout: { request: 30_000 },
      });
    } catch (error) {
      throw networkFailure(error);
    }
    const cookies = response.headers['set-cookie'];
    if (cookies?.length && this.onSetCookie) this.onSetCookie(cookies);
    const parsed = parseJson(response.body);
    if (response.statusCode >= 400 && !allow.includes(response.statusCode)) {
      throw restErrorToGraphQL(response.statusCode, parsed, response.headers['retry-after']);
    }
    return { status: response.statusCode, body: parsed };
  }
}

/**
 * The one place an answer gets its type: the API checks every answer against
 * the zod schema its OpenAPI document (and so `paths`) is generated from.
 */
function typedBody<O>(answer: Answer): SuccessBody<O> {
  return answer.body as SuccessBody<O>;
}

function searchParamsOf(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'object' ? value : [value]) params.append(name, String(item));
  }
  return params;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
