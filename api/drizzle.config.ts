import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @portal/api` writes a new SQL migration after a schema change.
// The same folder is applied to PGlite and to PostgreSQL (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
