import { describe, expect, it } from 'vitest';
import { buildOrigin } from '../origin/origin.js';
import { notFoundDirective, quoted, securityHeaderDirectives } from './nginx-directives.js';

/** `add_header name "value" always;` back to its name and value. */
function parseDirective(line: string): [string, string] {
  const match = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
  if (!match) throw new Error(`not an add_header line: ${line}`);
  return [match[1]!, match[2]!.replace(/\\(.)/g, '$1')];
}

describe("nginx's copy of the origin's headers (the compose file's web server)", () => {
  it('is every header the origin adds to an answer, with the same value', async () => {
    const origin = await buildOrigin({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await origin.inject({ method: 'GET', url: '/no-such-page' });
      const directives = Object.fromEntries((await securityHeaderDirectives()).map(parseDirective));
      expect(directives['content-security-policy']).toContain("script-src 'self'");
      expect(directives['x-frame-options']).toBe('DENY');
      for (const [name, value] of Object.entries(directives)) expect(answer.headers[name], name).toBe(value);
      // Fastify's own headers (content-type, date…) are the server's business, not copied.
      expect(directives).not.toHaveProperty('content-type');
      expect(directives).not.toHaveProperty('date');
    } finally {
      await origin.close();
    }
  });

  it("answers a missing file with the origin's own not-found body", async () => {
    const origin = await buildOrigin({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await origin.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(await notFoundDirective()).toBe(`return ${answer.statusCode} ${quoted(answer.body)};`);
      expect(answer.statusCode).toBe(404);
    } finally {
      await origin.close();
    }
  });

  it('writes values nginx reads back unchanged, and refuses what it would read as a variable', () => {
    expect(quoted(`{"a":"b\\c"}`)).toBe(String.raw`"{\"a\":\"b\\c\"}"`);
    expect(() => quoted('price: $5')).toThrow('$');
    expect(() => quoted('two\nlines')).toThrow('lines');
  });
});
