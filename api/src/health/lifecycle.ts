/**
 * Whether this API process still takes new work. `main.ts` sets `draining`
 * on SIGTERM, before it lets the requests in flight finish: the readiness
 * check answers 503 from then on, so a load balancer sends no more.
 */
export class Lifecycle {
  draining = false;
}

/** The default bound on a graceful stop (SHUTDOWN_TIMEOUT_SECONDS): past it, what still runs is cut off. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;
