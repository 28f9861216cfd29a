import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { webPlugins } from './vite.config.ts';

/**
 * GraphiQL, the playground the gateway serves at GET /graphql: built after
 * the portal (vite.config.ts), into the same dist, sharing no chunk with it.
 */
export default defineConfig({
  plugins: webPlugins(),
  build: {
    // The portal's build is already there.
    emptyOutDir: false,
    // GraphiQL with its own React is one chunk of about 1 MB, above Vite's 500 kB default; the portal never loads it.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      input: { graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)) },
    },
  },
});
