import { StartupError } from './startup-error.js';

/** The address a server failed to listen on, and the setting that chooses its port. */
export interface ListenTarget {
  host: string;
  port: number;
  /** The environment variable to change, e.g. `API_PORT`. */
  portVariable: string;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The first line of an error's message: never a stack trace. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || 'unknown error';
}

/** A failed `listen` as one line a person can act on. */
export function listenFailure(error: unknown, target: ListenTarget): StartupError {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${target.port} is already in use by another program; set ${target.portVariable} to a free port.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Port ${target.port} needs more privileges than this user has; set ${target.portVariable} to a port above 1023.`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new StartupError(`Cannot listen on ${target.host}: this machine has no such address.`);
  }
  return new StartupError(`Cannot listen on ${target.host}:${target.port}: ${firstLine(error)}.`);
}

/** Any start-up failure as one line: a StartupError's own message, otherwise the first line of the error's. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  return `could not start: ${firstLine(error)}`;
}
