import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';

type LoggerOption = FastifyServerOptions['logger'];

/** Where credentials travel: replaced by "[Redacted]" in every log line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-dev-idp-secret"]',
  'res.headers["set-cookie"]',
];

/**
 * Request and answer lines carry their headers (user agent, forwarded
 * address, content type: what one needs to follow a request), never a body;
 * the redaction takes the credentials out of them.
 */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.clientAddress,
    headers: request.headers,
  }),
  // Fastify's type for what reaches this serializer: the reply, every member but statusCode optional.
  res: (reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) => ({
    statusCode: reply.statusCode,
    headers: reply.getHeaders?.(),
  }),
};

/** The caller's logger settings with our serializers and redaction; off stays off. */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...serializers, ...options.serializers }, redact: REDACTED_PATHS };
}

/** What a 500 logs about its cause: never a query's text or parameters. */
export interface FailureSummary {
  /** The class of the error, e.g. DrizzleQueryError. */
  type: string;
  /** The SQLSTATE, when a database refused the query. */
  sqlState?: string;
  /** The message: the database's own for a failed query, which names no parameter values. */
  message?: string;
  /** Our stack, for any other failure. */
  stack?: string;
}

function chainOf(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10; current = current.cause) {
    chain.push(current);
  }
  return chain;
}

/**
 * Summarises a failure for the log. Drizzle's DrizzleQueryError carries the
 * query text and its parameters (password hashes, token hashes, names) in
 * its message and fields; a failed query is logged only as its class, the
 * SQLSTATE and the driver's message.
 */
export function describeFailure(error: unknown): FailureSummary {
  const chain = chainOf(error);
  const [outer] = chain;
  if (!outer) return { type: typeof error };
  const sqlState = chain
    .map((link) => (link as { code?: unknown }).code)
    .find((code): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
  const queryFailure = chain.findIndex((link) => link instanceof DrizzleQueryError);
  if (queryFailure >= 0) {
    const cause = chain[queryFailure + 1];
    return { type: outer.constructor.name, ...(sqlState ? { sqlState } : {}), message: cause?.message };
  }
  return {
    type: outer.constructor.name,
    ...(sqlState ? { sqlState } : {}),
    message: outer.message,
    stack: outer.stack,
  };
}
