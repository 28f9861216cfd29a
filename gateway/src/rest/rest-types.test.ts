import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REST_TYPES_FILE, printRestTypes } from './print-rest-types.js';

describe('generated REST types', () => {
  it('keeps gateway/src/rest/generated/api.d.ts in step with api/openapi.json (run `npm run openapi`)', async () => {
    expect(readFileSync(REST_TYPES_FILE, 'utf8'), 'stale: run `npm run openapi`').toBe(await printRestTypes());
  });
});
