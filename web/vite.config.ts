import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
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
