import type { components, paths } from './generated/api.js';

/** The HTTP methods the API's paths declare, as the generated `paths` names them. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every API path that answers `M`. */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

/** The generated operation of `M` on `P`. */
export type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type PathParams<O> = O extends { parameters: { path: infer Path } } ? { path: Path } : { path?: never };

type QueryParams<O> = O extends { parameters: { query: infer Query } }
  ? { query: Query }
  : O extends { parameters: { query?: infer Query } }
    ? { query?: Query }
    : { query?: never };

type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : O extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : { body?: never };

/** What a call of `O` takes: its path parameters, query and JSON body, each as the API declares it. */
export type RequestOptions<O> = PathParams<O> & QueryParams<O> & JsonBody<O>;

/** The options argument: optional when the operation needs nothing. */
export type OptionsArgument<O> =
  object extends RequestOptions<O> ? [options?: RequestOptions<O>] : [options: RequestOptions<O>];

type SuccessStatus = 200 | 201 | 204;

/** The JSON body of `O`'s success answers (the `{ data, total? }` envelope). */
export type SuccessBody<O> = O extends { responses: infer Responses }
  ? {
      [S in keyof Responses & SuccessStatus]: Responses[S] extends { content: { 'application/json': infer Body } }
        ? Body
        : undefined;
    }[keyof Responses & SuccessStatus]
  : never;

/** Every failure body: `{ error: { code, message, field? } }`. */
export type RestErrorBody = components['schemas']['ErrorBody'];
