import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

  it('links only to files and folders of the repository that exist', () => {
    const broken = documents().flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!.split('#')[0]!)
        .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(ROOT, dirname(file), target)))
        .map((target) => `${file} links to ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("links only to headings the linked document has (GitHub's anchors)", () => {
    const anchors = (file: string) =>
      readFileSync(join(ROOT, file), 'utf8')
        .replace(/^```[\s\S]*?^```$/gm, '')
        .split('\n')
        .flatMap((line) => /^#+ (.*)$/.exec(line)?.[1] ?? [])
        .map((heading) =>
          heading
            .toLowerCase()
            .replace(/[^\p{L}\p{N}\s_-]/gu, '')
            .replace(/\s/g, '-'),
        );
    const broken = documents().flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)]
        .filter((match) => !/^[a-z]+:/.test(match[1]!))
        .filter((match) => !anchors(match[1] ? join(dirname(file), match[1]) : file).includes(match[2]!))
        .map((match) => `${file} links to ${match[1]}#${match[2]}`),
    );
    expect(broken).toEqual([]);
  });
});
