import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_FAILURES, UNAVAILABLE_RETRY_AFTER_SECONDS, emailRequestLimit, megabytesOf } from '@portal/domain';
import { reportTooLarge } from '@portal/domain/result-texts';
import {
  REST_CALL_COST,
  budgetHeaders,
  budgetKeyOf,
  budgetSpentMessage,
  type BudgetState,
  type TokenBudgets,
} from '../limits/token-budget.js';
import { sendFailure } from './origin-errors.js';

/** "Email me" (POST): the one /api/v1 route whose body may pass `bodyLimit`, up to the e-mail file limit. */
export const EMAIL_SEND_PATH = '/api/v1/email/send-result';

export interface ApiBodyLimits {
  /** Every /api/v1 body but the e-mail send's (BODY_LIMIT_BYTES). */
  bodyLimit: number;
  /** The largest report file the e-mail send takes (EMAIL_MAX_FILE_BYTES); its body may be that plus its form. */
  emailMaxFileBytes: number;
}

export interface ApiProxyOptions extends ApiBodyLimits {
  /** The API tokens' hours, shared with /graphql: a call with a token costs REST_CALL_COST of its hour. */
  budgets: TokenBudgets;
}

/** The development sign-in provider's proof and the browser address it names (the API's client-address.ts): never a browser's to send. */
const DEV_IDP_SECRET_HEADER = 'x-dev-idp-secret';
const DEV_IDP_ADDRESS_HEADER = 'x-dev-idp-client-address';

function isEmailSend(request: FastifyRequest): boolean {
  const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
  return request.method === 'POST' && path === EMAIL_SEND_PATH;
}

/**
 * `/api/v1` on the origin, streamed to the API. The browser's address and
 * scheme travel as X-Forwarded-For and -Proto (the API's throttle and Secure
 * cookies read them); an `Expect` header is answered here and not forwarded;
 * a body over `bodyLimit` is refused before a byte is sent on (the e-mail
 * send's over its own limit, in the words the API uses); an API that cannot
 * be reached is a 503 in the contract's shape. A call with an API token pays
 * REST_CALL_COST from the token's hour, as a GraphQL operation pays its cost,
 * before it is sent on (429 and nothing sent when the hour cannot pay); a
 * first call pays into a provisional hour, which the API's 401 drops, so a
 * made-up token begins no hour. The development sign-in provider's headers
 * (`x-dev-idp-*`) are not sent on: only the provider itself, calling the API
 * directly, may name a browser's address.
 */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string, options: ApiProxyOptions): Promise<void> {
  const { budgets } = options;
  const emailLimit = emailRequestLimit(options.emailMaxFileBytes);
  /** The calls that paid into a provisional hour: the API's answer confirms or drops it. */
  const provisional = new WeakSet<object>();
  /** What each paid call left of its hour, for its answer's headers. */
  const budgetStates = new WeakMap<object, BudgetState>();
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    preHandler: async (request, reply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (isEmailSend(request)) {
        if (length > emailLimit) {
          return sendFailure(request, reply, 413, reportTooLarge(megabytesOf(options.emailMaxFileBytes)));
        }
      } else if (length > options.bodyLimit) {
        return sendFailure(request, reply, 413, REQUEST_FAILURES.tooLarge);
      }
      const key = budgetKeyOf(request.headers.authorization);
      if (key === undefined) return;
      const budget = budgets.charge(key, REST_CALL_COST);
      if (!budget.charged) {
        reply.headers(Object.fromEntries(budgetHeaders(budget)));
        reply.header('retry-after', String(budget.resetSeconds));
        return sendFailure(request, reply, 429, budgetSpentMessage('call', REST_CALL_COST, budget));
      }
      // A provisional hour's headers wait for the API's answer: a made-up token's 401 carries none.
      if (budget.provisional) provisional.add(request);
      budgetStates.set(request, budget);
    },
    replyOptions: {
      onResponse: (request, reply, response) => {
        const key = budgetKeyOf(request.headers.authorization);
        const budget = budgetStates.get(request);
        if (key !== undefined && budget) {
          // The hour begins only for a token the API knew: anything but its 401 says it did.
          if (provisional.has(request) && response.statusCode === 401) budgets.forget(key);
          else {
            if (provisional.has(request)) budgets.confirm(key);
            reply.headers(Object.fromEntries(budgetHeaders(budget)));
          }
        }
        void reply.send(response.stream);
      },
      rewriteRequestHeaders: (request, headers) => {
        const {
          expect: _expect,
          [DEV_IDP_SECRET_HEADER]: _secret,
          [DEV_IDP_ADDRESS_HEADER]: _address,
          ...forwarded
        } = headers;
        return { ...forwarded, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
      },
      onError: (reply, { error }) => {
        reply.log.error({ type: error.name, code: (error as { code?: string }).code }, 'API not reachable');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        sendFailure(reply.request, reply, 503, REQUEST_FAILURES.unavailable);
      },
    },
  });
}
