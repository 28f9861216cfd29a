import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      input: { main: page('index.html') },
      output: {
        codeSplitting: {
          groups: [
            // React in one long-cached chunk named for what it holds.
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
