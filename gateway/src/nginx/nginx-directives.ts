import Fastify from 'fastify';
import { notFound } from '../origin/origin-errors.js';
import { registerSecurityHeaders } from '../origin/security-headers.js';

/**
 * The headers helmet adds to an answer of the origin, as nginx `add_header`
 * lines, so the web server of the compose file sends the static app exactly
 * what the gateway sends and `security-headers.ts` stays their one source.
 * They are read off a real answer (a throwaway Fastify with the same
 * registration, one injected request) rather than from helmet's options,
 * so a default helmet adds on its own (Cross-Origin-Opener-Policy, say)
 * is carried over too. `always` makes nginx add them to 404s as well, as
 * the gateway does.
 */
export async function securityHeaderDirectives(): Promise<string[]> {
  const app = Fastify();
  await registerSecurityHeaders(app);
  app.get('/', async () => 'ok');
  try {
    const before = new Set(Object.keys((await bareAnswer()).headers));
    const response = await app.inject({ method: 'GET', url: '/' });
    return Object.entries(response.headers)
      .filter(([name]) => !before.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `add_header ${name} ${quoted(String(value))} always;`);
  } finally {
    await app.close();
  }
}

/** What the origin answers for an unknown path that is not a page (a missing script, say), as nginx's `return`. */
export async function notFoundDirective(): Promise<string> {
  const app = Fastify();
  app.setNotFoundHandler(notFound);
  try {
    const response = await app.inject({ method: 'GET', url: '/no-such-file.js' });
    return `return ${response.statusCode} ${quoted(response.body)};`;
  } finally {
    await app.close();
  }
}

/** The same route without helmet: the headers Fastify sends anyway (content-type, date…) are not helmet's. */
async function bareAnswer() {
  const app = Fastify();
  app.get('/', async () => 'ok');
  try {
    return await app.inject({ method: 'GET', url: '/' });
  } finally {
    await app.close();
  }
}

/**
 * A value as one nginx string: in double quotes, with `"` and `\` escaped and
 * `$` refused, since nginx would read it as a variable and no header of ours
 * needs one.
 */
export function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`a header value with "$" cannot be written for nginx: ${value}`);
  if (/[\r\n]/.test(value)) throw new Error('a header value cannot span lines');
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}
