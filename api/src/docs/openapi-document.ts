import { fileURLToPath } from 'node:url';
import { buildApi } from '../app.js';
import { openDatabase } from '../db/open-database.js';

/** The committed OpenAPI document: the gateway's REST types are generated from it. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/**
 * The API's OpenAPI document as committed (`npm run openapi`), built from the
 * routes' zod schemas. The routes only need a database to answer requests, so
 * an empty in-memory PGlite (no migrations) is enough to build it.
 */
export async function printOpenApiDocument(): Promise<string> {
  const database = await openDatabase();
  const app = buildApi({ database });
  try {
    await app.ready();
    return JSON.stringify(app.swagger(), null, 2) + '\n';
  } finally {
    await app.close();
    await database.close();
  }
}
