import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** README.md and every docs/*.md, as repo-relative paths. */
function documents(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((entry) => entry.endsWith('.md'))
    .map((entry) => join('docs', entry));
  return ['README.md', ...docs];
}

describe('the documentation stands alone', () => {
  it('sends no reader to files outside the repository (../shared, shared/spec)', () => {
    const outside = documents().flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\.\.\/shared|shared\/spec/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(outside).toEqual([]);
  });

  it('points only at docs/ files that exist', () => {
    const present = new Set(documents());
    const missing = documents().flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/`(docs\/[^`\s]+\.md)`/g)]
        .map((match) => match[1]!)
        .filter((path) => !present.has(path))
        .map((path) => `${file} names ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
