import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the browser downloads, in JavaScript, to show one page of the built
 * portal, read from Vite's build manifest (web/dist/.vite/manifest.json).
 */

export const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

/** One chunk of Vite's build manifest (only the fields read here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The portal's own entry: index.html (GraphiQL's graphiql.html is the other one). */
export const PORTAL_ENTRY = 'index.html';

export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`the build manifest has no chunk ${key}`);
  return found;
}

/** The chunk and every chunk it imports statically, transitively: what loads before its code runs. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk(manifest, key).imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The lazily loaded pages of the portal: every chunk the entry's static
 * closure imports dynamically (React.lazy in the route table's pages.ts files).
 */
export function lazyPages(manifest: Manifest): string[] {
  const pages = new Set<string>();
  for (const key of staticClosure(manifest, PORTAL_ENTRY)) {
    for (const page of chunk(manifest, key).dynamicImports ?? []) pages.add(page);
  }
  return [...pages].sort();
}

/**
 * The JavaScript files a route's first load fetches: the entry's closure plus
 * the closure of each lazily loaded chunk the route shows (its page, and for
 * a signed-in user the signed-in frame).
 */
export function routeFiles(manifest: Manifest, chunks: readonly string[]): string[] {
  const keys = staticClosure(manifest, PORTAL_ENTRY);
  for (const key of chunks) staticClosure(manifest, key, keys);
  return [...keys].map((key) => chunk(manifest, key).file).sort();
}

/**
 * The bytes the origin sends for one built file to a browser that accepts
 * gzip: the precompressed .gz beside it, or the file itself where the build
 * left none (gzip would not have made it smaller).
 */
export function gzipBytes(file: string, dist = WEB_DIST): number {
  const gzipped = join(dist, `${file}.gz`);
  return statSync(existsSync(gzipped) ? gzipped : join(dist, file)).size;
}

export function routeGzipBytes(manifest: Manifest, chunks: readonly string[], dist = WEB_DIST): number {
  return routeFiles(manifest, chunks).reduce((total, file) => total + gzipBytes(file, dist), 0);
}
