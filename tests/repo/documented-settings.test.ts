import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTINGS } from '../../scripts/settings/index.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist' || entry === 'generated') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/\.d\.mts$/.test(entry) ? [path] : [];
  });
}

/** The environment variables the code reads. */
function readByTheCode(): Set<string> {
  const code = ['api/src', 'gateway/src', 'scripts', 'tests']
    .flatMap((dir) => sources(join(ROOT, dir)))
    .filter((file) => !file.startsWith(join(ROOT, 'scripts', 'settings')));
  const read = new Set<string>();
  for (const file of code) {
    const text = readFileSync(file, 'utf8');
    // process.env.X, and env.X where a script names process.env `env`.
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) read.add(match[1]!);
    // The fields of a zod schema of the environment (api/src/config.ts: `NAME: z…` or `NAME: aSchema`).
    const fields = file.endsWith(`${sep}config.ts`) ? /^\s+([A-Z][A-Z0-9_]+):/gm : /^\s+([A-Z][A-Z0-9_]+): z\b/gm;
    for (const match of text.matchAll(fields)) read.add(match[1]!);
    // Settings read through a table of names (gateway/src/limits/limits-config.ts).
    if (file.endsWith('-config.ts')) {
      for (const match of text.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) read.add(match[1]!);
    }
  }
  return read;
}

describe('the settings list (scripts/settings/, the table of docs/configuration.md)', () => {
  const read = readByTheCode();
  const listed = SETTINGS.map((setting) => setting.name);

  it('names every environment variable the code reads', () => {
    expect(read.size).toBeGreaterThan(5);
    expect(
      [...read].filter((name) => !listed.includes(name)),
      'add each to scripts/settings/ (name, default, used by, what it does), then npm run docs',
    ).toEqual([]);
  });

  it('names only variables the code reads, each once, each described', () => {
    expect(listed.filter((name) => !read.has(name))).toEqual([]);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
    expect(SETTINGS.filter((setting) => !setting.default || !setting.usedBy || !setting.meaning)).toEqual([]);
  });
});

describe('the two commands', () => {
  it('are scripts of the root package', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['start', 'test', 'docs']));
  });
});

describe('the compose file', () => {
  it('parses and runs the API on PostgreSQL behind the origin', () => {
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
