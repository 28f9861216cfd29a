import { fileURLToPath } from 'node:url';
import { buildOrigin } from './origin/origin.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4001';
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

const app = await buildOrigin({
  apiUrl,
  webDist,
  logger: process.env.LOG_REQUESTS === 'true',
  trustProxy: process.env.TRUST_PROXY === 'true',
});
await app.listen({ port, host });
console.log(
  `gateway: origin listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (API at ${apiUrl})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
