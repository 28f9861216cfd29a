/** The address the origin failed to listen on. */
export interface ListenTarget {
  host: string;
  port: number;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The first line of an error's message: never a stack trace. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || 'unknown error';
}

/** A failed `listen` as one line a person can act on. */
export function describeListenFailure(error: unknown, target: ListenTarget): string {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return `Port ${target.port} is already in use by another program; set PORT to a free port.`;
    case 'EACCES':
      return `Port ${target.port} needs more privileges than this user has; set PORT to a port above 1023.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on ${target.host}: this machine has no such address; check HOST.`;
    default:
      return `Cannot listen on ${target.host}:${target.port}: ${firstLine(error)}.`;
  }
}

/** Any other start-up failure as one line. */
export function describeStartFailure(error: unknown): string {
  return `could not start: ${firstLine(error)}`;
}
