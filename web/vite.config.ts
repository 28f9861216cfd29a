import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { preloadAlreadyLoaded } from './vite.preload.ts';

/** The long-cached vendor chunks (`codeSplitting.groups`), named for what they hold. */
const VENDOR_CHUNKS = ['react', 'apollo'];

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const gateway = 'http://127.0.0.1:8080';

/** React, and a compressed copy of each built file: both builds (the portal's and GraphiQL's) use them. */
export function webPlugins(): PluginOption[] {
  return [
    react(),
    // A .br and a .gz beside each text file of the build, at the highest levels: compressed once
    // here, the origin sends them as they are (gateway/src/origin/web-app.ts). A file that would
    // not get smaller keeps only its plain copy. Silent, as it lists every file; the JS budget
    // spec (tests/e2e/js-budget.spec.ts) fails when a script has no compressed copy.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/manifest\.json$/], logLevel: 'silent' }),
  ];
}

/*
 * The portal. GraphiQL, the playground the gateway serves at GET /graphql,
 * is a build of its own (vite.graphiql.config.ts, run after this one into the
 * same dist): sharing chunks with it split the portal's entry into more,
 * smaller files, which compress worse, and put GraphiQL's needs into the
 * portal's first load.
 */
export default defineConfig(({ command }) => {
  const preload = preloadAlreadyLoaded();
  return {
    plugins: [...webPlugins(), preload.plugin],
    resolve: {
      // rxjs (under Apollo Client) as ES2015 classes rather than ES5 with tslib's helpers: 1.7 kB less.
      conditions: ['es2015', ...defaultClientConditions],
      // React Router publishes a production build without its development warnings, but its package
      // exports name only the development one: the build takes the production files.
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: local('../node_modules/react-router/dist/production/index.mjs') },
              {
                find: /^react-router\/dom$/,
                replacement: local('../node_modules/react-router/dist/production/dom-export.mjs'),
              },
            ]
          : [],
    },
    build: {
      // .vite/manifest.json: the chunks the entry and each lazily loaded page pull in, read by the
      // JS budget spec. The origin serves no dot folder.
      manifest: true,
      modulePreload: {
        // Every browser the portal supports implements <link rel="modulepreload">.
        polyfill: false,
        // index.html lists every chunk the entry imports: otherwise the browser finds React and Apollo
        // only once the entry has downloaded and parsed, a round trip later (issue 37's page budget).
        // A lazily loaded page's list leaves out what the entry has already loaded.
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : preload.withoutLoaded(deps),
      },
      rolldownOptions: {
        input: { main: local('index.html') },
        output: {
          // The entry lists every lazily loaded chunk it may preload, by file name, on every first
          // visit: a chunk's name would only add bytes there. The vendor groups keep theirs.
          chunkFileNames: ({ name }) => (VENDOR_CHUNKS.includes(name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          codeSplitting: {
            groups: [
              // Long-cached chunks named for what they hold. Apollo Client (with rxjs and its caches)
              // in one chunk rather than spread over the entry's shared chunks: it compresses better.
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: 'apollo', test: /[\\/]node_modules[\\/](@apollo|rxjs|optimism|@wry)[\\/]/, priority: 1 },
            ],
          },
        },
      },
    },
    server: {
      // ws: live updates (shared/live) subscribe over graphql-ws on /graphql.
      proxy: { '/graphql': { target: gateway, ws: true }, '/api': gateway },
    },
  };
});
