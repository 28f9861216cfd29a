import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../limits/limits-config.js';
import { costOf } from '../../limits/query-cost.js';
import { buildGatewaySchema } from '../../schema/build-schema.js';

/*
 * The metrics pages' queries within the query limits (docs/security.md): a list without `first` costs GRAPHQL_LIST_COST, so a month's ten
 * learning areas cost ten times their fields, and the web must not ask every
 * month's areas of a hundred students at once.
 */

const schema = buildGatewaySchema();
const { maxCost, listCost } = DEFAULT_LIMITS;
const cost = (query: string) => costOf(schema, parse(query), listCost, { id: '00000000-0000-4000-8000-000000000000' });

const MONTHS =
  'months { year month completeRate accuracyRate yearLevel learningAreas { learningArea activityCount yearLevel } }';

describe('the cost of metrics queries', () => {
  it('lets the school metrics page ask everything in one query', () => {
    const page = `query { school { id name metrics(period: ALL) { ${MONTHS} } taughtMetrics(period: ALL) { ${MONTHS} }
      groupAccuracy { groupId name year month accuracy } yearLevelDistribution { yearLevel studentCount } } }`;
    expect(cost(page)).toBeLessThanOrEqual(maxCost);
  });

  it("lets a group's page ask its metrics and a page of 100 students' monthly rates", () => {
    const page = `query($id: ID!) { group(id: $id) { metrics(period: ALL) { ${MONTHS} }
      students(first: 100) { edges { node { id metrics(period: ALL) { months { year month completeRate accuracyRate } } } } } } }`;
    expect(cost(page)).toBeLessThanOrEqual(maxCost);
  });

  it('refuses every learning area of every month of 100 students at once', () => {
    const page = `query($id: ID!) { group(id: $id) {
      students(first: 100) { edges { node { id metrics(period: ALL) { ${MONTHS} } } } } } }`;
    expect(cost(page)).toBeGreaterThan(maxCost);
  });
});
