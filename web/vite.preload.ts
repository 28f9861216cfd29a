import type { Plugin } from 'vite';

/** Chunks smaller than this (bytes of code) are not preloaded: the page's own import fetches them a moment later. */
export const SMALLEST_PRELOADED = 3000;

/**
 * Keeps the entry's preload lists short. Before a lazy page loads, Vite
 * preloads the chunks it imports, and the entry carries every such list:
 * listing chunks the entry has already loaded (React, MUI's styles, Apollo…)
 * only adds bytes to every first visit, sign-in included. This plugin notes
 * the entry's static imports as the bundle is written, and
 * `build.modulePreload.resolveDependencies` (`withoutLoaded`) leaves them
 * out, and the small chunks too: a name in every list costs each first
 * visit more than preloading a few hundred bytes saves a page's first open.
 */
export function preloadAlreadyLoaded(): { plugin: Plugin; withoutLoaded(deps: string[]): string[] } {
  const loaded = new Set<string>();
  const small = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:preload-already-loaded',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const byName = new Map(Object.values(bundle).map((output) => [output.fileName, output]));
      for (const output of byName.values()) {
        if (output.type === 'chunk' && output.code.length < SMALLEST_PRELOADED) small.add(output.fileName);
      }
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        const output = byName.get(fileName);
        if (output?.type === 'chunk') output.imports.forEach(visit);
      };
      for (const output of byName.values()) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
    },
  };
  return { plugin, withoutLoaded: (deps) => deps.filter((dep) => !loaded.has(dep) && !small.has(dep)) };
}
