import { readFileSync } from 'node:fs';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build-schema.js';
import { DEFAULT_PAGE_SIZE, LARGEST_PAGE } from '@portal/domain';
import { DEFAULT_LIMITS } from './limits-config.js';
import { costOf } from './query-cost.js';
import { REST_CALL_COST } from './token-budget.js';

// What integrators are told (docs/integrators.md): its published limits and its worked roster example.
const section = readFileSync(new URL('../../../docs/integrators.md', import.meta.url), 'utf8');

/** A row of the published limits' table ("| depth | 8 | …"): its default cell. */
function published(limit: string): string {
  const row = section.split('\n').find((line) => line.startsWith(`| ${limit} `));
  if (!row) throw new Error(`docs/integrators.md's limits table has no row "${limit}"`);
  return row.split('|')[2]?.trim() ?? '';
}

describe('docs/integrators.md publishes the limits the gateway applies', () => {
  it('states each default as the gateway has it', () => {
    expect(published('depth')).toBe(String(DEFAULT_LIMITS.maxDepth));
    expect(published('aliases')).toBe(String(DEFAULT_LIMITS.maxAliases));
    expect(published('directives')).toBe(String(DEFAULT_LIMITS.maxDirectives));
    expect(published('tokens')).toBe(String(DEFAULT_LIMITS.maxTokens));
    expect(published('cost')).toBe(String(DEFAULT_LIMITS.maxCost));
    expect(published('time')).toBe(`${DEFAULT_LIMITS.timeoutMs / 1000} s`);
    expect(published('token budget per hour')).toBe(String(DEFAULT_LIMITS.tokenBudget));
    expect(published('REST call')).toBe(String(REST_CALL_COST));
    expect(section).toContain(`\`first\` 1 to ${LARGEST_PAGE}, default ${DEFAULT_PAGE_SIZE}`);
    expect(section).toContain(`plus ${DEFAULT_LIMITS.listCost} times its selection`);
  });

  it("costs the roster example as it says, and the example is valid for today's schema", () => {
    const body = /-d '(\{"query":"query Roster[^']*)'/.exec(section)?.[1];
    expect(body, 'the curl roster example').toBeDefined();
    const { query } = JSON.parse(body as string) as { query: string };
    const stated = Number(/Its estimated cost is \*\*(\d+)\*\*/.exec(section)?.[1]);
    const schema = buildGatewaySchema();
    expect(validate(schema, parse(query))).toEqual([]);
    expect(costOf(schema, parse(query), DEFAULT_LIMITS.listCost)).toBe(stated);
  });
});
