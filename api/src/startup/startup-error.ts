/**
 * A start-up failure whose message is already the one line a person should
 * read: what failed and what to do. `main.ts` prints it without a stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
