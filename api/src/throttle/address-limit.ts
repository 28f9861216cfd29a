import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { countAttempt } from './attempt-counts.js';

export interface AddressLimit {
  /** The count's name: the key is `<name>:<address>`. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's message. */
  message: string;
}

/**
 * A preHandler for an anonymous write (one that needs no session): counts
 * the attempt against the caller's address atomically and answers 429 with
 * Retry-After once the address has made more than `limit` within the window.
 */
export function limitPerAddress(db: Db, rule: AddressLimit) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = `${rule.name}:${request.clientAddress}`;
    const counted = (await countAttempt(db, [key], rule.windowSeconds)).get(key);
    if (counted && counted.count > rule.limit) {
      throw new ApiError(429, rule.message, { headers: { 'retry-after': String(counted.secondsLeft) } });
    }
  };
}
