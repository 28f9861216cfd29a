import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    // A .br and a .gz beside each text file of the build, at the highest levels: compressed once
    // here, the origin sends them as they are (gateway/src/origin/web-app.ts). A file that would
    // not get smaller keeps only its plain copy. Silent, as it lists every file; the JS budget
    // spec (tests/e2e/js-budget.spec.ts) fails when a script has no compressed copy.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/manifest\.json$/], logLevel: 'silent' }),
  ],
  build: {
    // .vite/manifest.json: the chunks each entry and each lazily loaded page pulls in, read by the
    // JS budget spec. The origin serves no dot folder.
    manifest: true,
    // GraphiQL's chunk (about 750 kB) is the one above Vite's 500 kB default; the portal
    // never loads it, and every portal chunk stays far below this limit.
    chunkSizeWarningLimit: 800,
    // Two pages: the portal, and the GraphiQL playground the gateway serves at GET /graphql.
    rolldownOptions: {
      input: { main: page('index.html'), graphiql: page('graphiql.html') },
      output: {
        codeSplitting: {
          groups: [
            // Both pages use all of React: one long-cached chunk named for what it holds.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': gateway, '/api': gateway },
  },
});
