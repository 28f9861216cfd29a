/**
 * `npm run bench -- import`: creates 2,000 accounts through the real API the
 * way the web client does (POST /school/register-users in batches of 500) on
 * an in-memory PGlite, or on a throwaway database of DATABASE_URL, and prints
 * how long it took, generating and hashing the passwords included.
 */
import { availableParallelism, cpus } from 'node:os';
import { buildApi } from '../api/src/app.js';
import { createTestDatabase } from '../api/src/db/test-database.js';
import { post, registerSchool } from '../api/src/testing/test-api.js';

const ACCOUNTS = 2000;
const BATCH = 500;

const database = await createTestDatabase();
const app = buildApi({ database });
try {
  await app.ready();
  const { token } = await registerSchool(app);
  const cookies = { portal_session: String(token) };
  const rows = Array.from({ length: ACCOUNTS }, (_, index) => ({
    firstName: ['Zoë', 'José', 'Ngọc', 'Aroha'][index % 4] ?? 'Ada',
    lastName: `Bench${index}`,
    email: `bench.${index}@import.school`,
    role: index % 10 === 0 ? ['parent'] : ['student'],
  }));

  const batchTimes: number[] = [];
  let created = 0;
  const started = performance.now();
  for (let offset = 0; offset < rows.length; offset += BATCH) {
    const batchStarted = performance.now();
    const response = await post(app, '/api/v1/school/register-users', rows.slice(offset, offset + BATCH), { cookies });
    if (response.statusCode !== 201)
      throw new Error(`batch at ${offset} answered ${response.statusCode}: ${response.body}`);
    created += response.json().data.new_users.length;
    batchTimes.push(performance.now() - batchStarted);
  }
  const total = performance.now() - started;

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`import: ${created} accounts in ${seconds(total)} (${(total / created).toFixed(2)} ms per account)`);
  console.log(`  batches of ${BATCH}: ${batchTimes.map(seconds).join(', ')}`);
  console.log(
    `  on ${database.kind}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
  );
  if (created !== ACCOUNTS) throw new Error(`expected ${ACCOUNTS} accounts, made ${created}`);
} finally {
  await app.close();
  await database.close();
}
