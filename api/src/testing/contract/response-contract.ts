import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ajvFormats from 'ajv-formats';
import { OpenAPIBackend, SetMatchType, ValidationContext, type Document, type Operation } from 'openapi-backend';

// A CommonJS module: its function is `module.exports`, also as `.default`.
const addFormats = ajvFormats.default;
import type { OpenAPIV3 } from 'openapi-types';

/** The committed document (`npm run openapi` writes it; docs/openapi.test.ts keeps it in step with the routes). */
export const COMMITTED_OPENAPI_FILE = fileURLToPath(new URL('../../../openapi.json', import.meta.url));

/** One answer as the caller received it. */
export interface Exchange {
  method: string;
  /** The path and query the caller asked for. */
  url: string;
  /** The Fastify route that answered (`/api/v1/groups/:id`); undefined when no route matched (the 404 handler). */
  route: string | undefined;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body sent; undefined when it could not be seen (a stream, a hijacked reply). */
  body: Buffer | undefined;
}

type ResponseObject = OpenAPIV3.ResponseObject;

const NO_BODY_STATUSES = new Set([204, 304]);

/** Fastify's `/groups/:id` as OpenAPI writes it, `/groups/{id}`. */
function openApiPath(route: string): string {
  return route.replace(/:(\w+)/g, '{$1}');
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function mediaTypeOf(headers: Exchange['headers']): string | undefined {
  const value = headers['content-type'];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined ? undefined : String(text).split(';')[0]?.trim().toLowerCase();
}

/**
 * Checks answers against an OpenAPI document with openapi-backend (its
 * router, and its Ajv validators of bodies and headers): the request must
 * match an operation of the document (strictly: `/groups/` is not `/groups`),
 * that operation must be the route that answered, the status must be
 * declared, the content type one of the declared ones (none for a 204), a
 * JSON body valid against the declared schema and the declared headers
 * present and valid. A request that matches no operation must be answered
 * 404 (or 405) in the documented error shape.
 */
export class ResponseContract {
  private constructor(
    private readonly backend: OpenAPIBackend,
    private readonly validateError: (body: unknown) => boolean,
  ) {}

  /**
   * The committed api/openapi.json, as every API test file checks against it: quick, so each file
   * compiles only the validators of the operations it calls (compiling all of them up front cost
   * each file about 8 s). That the document itself is valid OpenAPI is checked once, in
   * response-contract.test.ts.
   */
  static async committed(): Promise<ResponseContract> {
    return ResponseContract.of(committedDocument(), { quick: true });
  }

  /** Any OpenAPI 3 document; `quick` skips checking the document itself against the OpenAPI schema. */
  static async of(document: Document, options: { quick?: boolean } = {}): Promise<ResponseContract> {
    const definition = structuredClone(document);
    // openapi-backend finds validators by operationId; ours are named by method and path.
    for (const [path, item] of Object.entries(definition.paths ?? {})) {
      for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const) {
        const operation = item?.[method];
        if (operation) operation.operationId ??= `${method.toUpperCase()} ${path}`;
      }
    }
    const backend = new OpenAPIBackend({
      definition,
      apiRoot: '/',
      strict: true,
      quick: options.quick ?? false,
      ignoreTrailingSlashes: false,
      // openapi-backend's Ajv is Ajv 8, as ajv-formats' is; their type declarations are two copies.
      customizeAjv: (ajv) => addFormats(ajv as unknown as Parameters<typeof addFormats>[0]) as unknown as typeof ajv,
    });
    await backend.init();
    const errorSchema = (backend.definition as OpenAPIV3.Document).components?.schemas?.ErrorBody;
    if (!errorSchema) throw new Error('The document names no ErrorBody schema');
    const validateError = backend.validator.getAjv(ValidationContext.Response).compile(errorSchema);
    return new ResponseContract(backend, (body) => validateError(body) === true);
  }

  /** What in this answer the document does not say; empty when it agrees. */
  mismatches(exchange: Exchange): string[] {
    const [path = '/', query = ''] = exchange.url.split('?', 2);
    const operation = this.backend.matchOperation({
      method: exchange.method,
      path,
      query,
      headers: {},
    });
    if (!operation) return this.unknownOperation(exchange);
    const answered = exchange.route === undefined ? undefined : openApiPath(exchange.route);
    if (answered !== withoutTrailingSlash(operation.path)) {
      return [
        `the document matches ${operation.method.toUpperCase()} ${operation.path}, but ${answered === undefined ? 'no route' : `the route ${answered}`} answered`,
      ];
    }
    const responses = operation.responses as Record<string, ResponseObject>;
    const declared =
      responses[String(exchange.status)] ?? responses[`${Math.floor(exchange.status / 100)}XX`] ?? responses.default;
    if (!declared)
      return [`status ${exchange.status} is not declared (declared: ${Object.keys(responses).join(', ')})`];
    return [...this.bodyMismatches(exchange, operation, declared), ...this.headerMismatches(exchange, operation)];
  }

  private unknownOperation(exchange: Exchange): string[] {
    if (exchange.route !== undefined) {
      return [
        `no operation of the document matches this request, which the route ${openApiPath(exchange.route)} answered`,
      ];
    }
    if (exchange.status !== 404 && exchange.status !== 405) {
      return [`no operation of the document matches this request, and it was answered ${exchange.status}, not 404`];
    }
    return this.errorShapeMismatches(exchange);
  }

  private errorShapeMismatches(exchange: Exchange): string[] {
    if (mediaTypeOf(exchange.headers) !== 'application/json') return ['an error answered without a JSON body'];
    const body = parseJson(exchange.body);
    if (!body.ok || !this.validateError(body.value)) return ["an error answered outside the portal's error shape"];
    return [];
  }

  private bodyMismatches(exchange: Exchange, operation: Operation, declared: ResponseObject): string[] {
    const content = declared.content ?? {};
    const mediaTypes = Object.keys(content);
    const sent = exchange.body;
    if (NO_BODY_STATUSES.has(exchange.status) || mediaTypes.length === 0) {
      const problems: string[] = [];
      if (mediaTypes.length > 0)
        problems.push(`status ${exchange.status} is declared with a body (${mediaTypes.join(', ')})`);
      if (sent !== undefined && sent.length > 0)
        problems.push(`status ${exchange.status} answered a body, none declared`);
      return problems;
    }
    const mediaType = mediaTypeOf(exchange.headers);
    if (mediaType === undefined || !mediaTypes.includes(mediaType)) {
      return [`content type ${mediaType ?? '(none)'} is not declared (declared: ${mediaTypes.join(', ')})`];
    }
    if (mediaType !== 'application/json' || sent === undefined) return [];
    const body = parseJson(sent);
    if (!body.ok) return ['the body is not JSON'];
    const result = this.backend.validateResponse(body.value, operation, exchange.status);
    return (result.errors ?? []).map(
      (error) => `body${error.instancePath} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`,
    );
  }

  private headerMismatches(exchange: Exchange, operation: Operation): string[] {
    const result = this.backend.validateResponseHeaders(exchange.headers, operation, {
      statusCode: exchange.status,
      setMatchType: SetMatchType.Superset,
    });
    return (result.errors ?? []).map((error) => `header${error.instancePath} ${error.message ?? 'is invalid'}`);
  }
}

/** The committed api/openapi.json, parsed. */
export function committedDocument(): Document {
  return JSON.parse(readFileSync(COMMITTED_OPENAPI_FILE, 'utf8')) as Document;
}

function parseJson(body: Buffer | undefined): { ok: true; value: unknown } | { ok: false } {
  if (body === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}
