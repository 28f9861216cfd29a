import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, expect } from 'vitest';
import { ResponseContract } from './response-contract.js';
import { OWN_DOCUMENT, watchResponses } from './watch-responses.js';

// Vitest setup file (api project): every answer of every Fastify app built in
// a test (the API through startTestApi, buildApi, the worlds, listening or
// injected) is checked against the committed api/openapi.json. Fastify
// announces each new instance on this diagnostics channel, so the check needs
// nothing from the tests. A mismatch fails the test that was running (or the
// file, when it came from a beforeAll or afterAll).

const INITIALIZATION = 'fastify.initialization';
const contract = await ResponseContract.committed();
const mismatches: string[] = [];

function watch(message: unknown): void {
  const { fastify } = message as { fastify: FastifyInstance };
  watchResponses(
    fastify,
    () => contract,
    (mismatch) => {
      // An app of a test that checks it against a document of its own (response-contract.test.ts).
      if (!fastify.hasDecorator(OWN_DOCUMENT)) mismatches.push(mismatch);
    },
  );
}

subscribe(INITIALIZATION, watch);

function assertNoMismatch(when: string): void {
  if (mismatches.length === 0) return;
  const seen = [...new Set(mismatches.splice(0))];
  throw new Error(
    `${seen.length} answer(s) ${when} disagree with api/openapi.json (fix the route's schema or its handler, then \`npm run openapi\`):\n` +
      seen.map((line) => `  ${line}`).join('\n'),
  );
}

afterEach(() => assertNoMismatch(`in "${expect.getState().currentTestName ?? 'this test'}"`));
afterAll(() => {
  unsubscribe(INITIALIZATION, watch);
  assertNoMismatch('after the last test');
});
