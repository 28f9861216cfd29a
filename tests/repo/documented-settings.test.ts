import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist' || entry === 'generated') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('what the README promises', () => {
  it('lists every environment variable the code reads', () => {
    const code = ['api/src', 'gateway/src', 'scripts', 'tests'].flatMap((dir) => sources(join(ROOT, dir)));
    const read = new Set<string>();
    for (const file of code) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) read.add(match[1]!);
      for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]+): z\./gm)) read.add(match[1]!);
      // Settings read through a table of names (gateway/src/limits/limits-config.ts).
      if (file.endsWith('-config.ts')) {
        for (const match of text.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) read.add(match[1]!);
      }
    }
    expect(read.size).toBeGreaterThan(5);
    const undocumented = [...read].filter((name) => !new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm').test(readme));
    expect(undocumented).toEqual([]);
  });

  it('shows both commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('has a compose file that parses and runs the API on PostgreSQL behind the origin', () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { environment?: Record<string, string>; ports?: string[] }>;
    };
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'api', 'gateway', 'origin']));
    expect(compose.services.api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\//);
    // The gateway reaches the API replicas through the origin's balancer (tests/repo/compose.test.ts checks it).
    expect(compose.services.gateway?.environment?.API_URL).toBe('http://origin:4001');
    expect(compose.services.origin?.ports).toContain('8080:8080');
    expect(compose.services.api?.environment).toMatchObject({ NODE_ENV: 'production', COOKIE_SECURE: 'true' });
    // E-mailed reports go to the compose file's own mail catcher unless SMTP_URL is set, never nowhere (the send would answer 503).
    expect(compose.services.api?.environment?.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(compose.services.mailpit?.ports).toContain('127.0.0.1:8025:8025');
  });
});
