import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context/context.js';
import { queryLimitError } from './query-limit-error.js';

/**
 * Stops an operation that runs past `timeoutMs`: its pending REST calls are
 * aborted (the REST client listens to the context's signal) and no further
 * field resolves, so the fields not yet answered fail with a timeout error.
 */
export function executionTimeoutPlugin(timeoutMs: number): ApolloServerPlugin<GatewayContext> {
  const message = `The query took longer than ${timeoutMs / 1000} s and was stopped.`;
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ contextValue }) {
          const timer = setTimeout(() => contextValue.abort.abort(), timeoutMs);
          timer.unref();
          return {
            willResolveField() {
              if (contextValue.abort.signal.aborted) throw queryLimitError('timeout', message);
            },
            async executionDidEnd() {
              clearTimeout(timer);
            },
          };
        },
      };
    },
  };
}
