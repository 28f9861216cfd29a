import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PASSWORD, addGroup, addPerson, linkChild } from '../../api/src/testing/school-world.js';
import { buildMetricsWorld, type MetricsWorld } from '../../api/src/testing/metrics-world.js';
import { nodes, signedIn, startStack, withoutViewer, type Caller, type Page, type Stack } from './stack.js';

/*
 * Metrics through the gateway (issue 14): the school's, a group's and a
 * student's documents as the API computes them (the hand-worked school of
 * api/src/testing/metrics-world.ts), each list of them read in one batch
 * REST call whatever its length, and each field null or FORBIDDEN for whoever
 * the API would refuse.
 */

interface Month {
  year: number;
  month: number;
  completeRate: number | null;
  accuracyRate: number | null;
  yearLevel: number | null;
  learningAreas: { learningArea: string; activityCount: number; yearLevel: number | null }[];
}
interface MetricsAnswer {
  period: string;
  by: string;
  months: Month[];
}

const MONTHS =
  'months { year month completeRate accuracyRate yearLevel learningAreas { learningArea activityCount yearLevel } }';

const SCHOOL_METRICS = `query($period: MetricsPeriod!, $by: LearningAreaGrouping) { school { id
  metrics(period: $period, by: $by) { period by ${MONTHS} }
  groupAccuracy { groupId name year month accuracy }
  yearLevelDistribution { yearLevel studentCount } } }`;

const STUDENTS_METRICS = `query($id: ID!) { group(id: $id) { id
  metrics(period: ALL) { months { year month accuracyRate } }
  students(first: 100) { edges { node { id metrics(period: ALL) { months { year month accuracyRate completeRate } } } } } } }`;

const GROUPS_METRICS = `query($first: Int!) { groups(first: $first) { edges { node { id name
  metrics(period: ONE_YEAR, by: TOPIC) { months { year month accuracyRate learningAreas { learningArea activityCount } } } } } } }`;

const USER_METRICS = `query($id: ID!) { user(id: $id) { id metrics(period: ALL) { ${MONTHS} } } }`;

let stack: Stack;
let world: MetricsWorld;
let admin: Caller;
let bigGroup: string;

const january = (months: Month[] | undefined) => months?.find((entry) => entry.year === 2026 && entry.month === 1);

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  world = await buildMetricsWorld(db);
  const students = [];
  for (let index = 0; index < 60; index += 1) {
    students.push(await addPerson(db, { schoolId: world.schoolId, roles: ['student'], firstName: `Big${index}` }));
  }
  bigGroup = await addGroup(db, {
    schoolId: world.schoolId,
    name: 'Big',
    owners: [world.tom.id],
    students: students.map((student) => student.id),
  });
  for (let index = 0; index < 30; index += 1) {
    await addGroup(db, { schoolId: world.schoolId, name: `Extra ${index}`, owners: [world.tom.id], students: [] });
  }
  admin = await signedIn(stack, world.ada.email, KNOWN_PASSWORD);
});
afterAll(async () => {
  await stack.close();
});

async function restCallsOf(caller: Caller, query: string, variables: Record<string, unknown>): Promise<string[]> {
  stack.restCalls.length = 0;
  const answer = await caller.graphql(query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return withoutViewer(stack.restCalls);
}

describe('the REST calls of a metrics query', () => {
  it("are the same for a group of 3 students and of 60, each student's metrics in one batch", async () => {
    const three = await restCallsOf(admin, STUDENTS_METRICS, { id: world.seeds });
    const sixty = await restCallsOf(admin, STUDENTS_METRICS, { id: bigGroup });
    expect(sixty).toEqual(three);
    expect(sixty.filter((call) => call === 'POST /api/v1/metrics/Individual')).toHaveLength(1);
    expect(sixty.filter((call) => call === 'POST /api/v1/metrics/Group')).toHaveLength(1);
  });

  it('are the same for the metrics of 2 groups and of 33, in one batch', async () => {
    const two = await restCallsOf(admin, GROUPS_METRICS, { first: 2 });
    const all = await restCallsOf(admin, GROUPS_METRICS, { first: 40 });
    expect(all).toEqual(two);
    expect(all.filter((call) => call === 'POST /api/v1/metrics/Group')).toHaveLength(1);
  });
});

describe('the school metrics page', () => {
  it('answers the hand-worked numbers of January 2026 as fractions, with groups’ accuracy and year levels', async () => {
    type Answer = {
      school: {
        metrics: MetricsAnswer;
        groupAccuracy: { name: string; year: number; month: number; accuracy: number | null }[];
        yearLevelDistribution: { yearLevel: number | null; studentCount: number }[];
      };
    };
    const answer = await admin.graphql<Answer>(SCHOOL_METRICS, { period: 'ALL' });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const school = answer.data?.school;
    expect(school?.metrics).toMatchObject({ period: 'ALL', by: 'REALM' });
    // (3 + 5) / (6 + 9) finished pairs; 11 of 14 correct; achieved levels 3, 3, 3.
    expect(january(school?.metrics.months)).toMatchObject({ completeRate: 0.5333, accuracyRate: 0.7857, yearLevel: 3 });
    const areas = january(school?.metrics.months)?.learningAreas ?? [];
    expect(areas).toHaveLength(10);
    expect(areas.find((area) => area.learningArea === 'Green Acres')).toEqual({
      learningArea: 'Green Acres',
      activityCount: 4,
      yearLevel: 3,
    });
    const seedsJanuary = school?.groupAccuracy.find((entry) => entry.name === 'Seeds' && entry.month === 1);
    expect(seedsJanuary).toMatchObject({ year: 2026, accuracy: 0.7857 });
    expect(school?.yearLevelDistribution).toContainEqual({ yearLevel: 5, studentCount: 2 });

    const byTopic = await admin.graphql<Answer>(SCHOOL_METRICS, { period: 'ONE_MONTH', by: 'TOPIC' });
    expect(byTopic.data?.school.metrics.months).toHaveLength(1);
    const topics = byTopic.data?.school.metrics.months[0]?.learningAreas.map((area) => area.learningArea);
    expect(topics).toContain('Animals');
    expect(topics).not.toContain('Habiterra');
  });
});

describe('Teacher Metrics', () => {
  it("sums a teacher's own groups: Tia's school is Seeds alone, the whole school's is more", async () => {
    const tia = await signedIn(stack, world.tia.email, KNOWN_PASSWORD);
    type Answer = {
      school: { metrics: MetricsAnswer; taughtMetrics: MetricsAnswer; groupAccuracy: { name: string }[] };
    };
    const answer = await tia.graphql<Answer>(
      `query { school { metrics(period: ALL) { ${MONTHS} } taughtMetrics(period: ALL) { ${MONTHS} }
        groupAccuracy { name } } }`,
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const taught = answer.data?.school.taughtMetrics.months ?? [];
    // Seeds' February: 5/9 finished, 16 of 19 correct, as the group's own document.
    expect(taught.find((entry) => entry.year === 2026 && entry.month === 2)).toMatchObject({
      completeRate: 0.5556,
      accuracyRate: 0.8421,
    });
    // December 2025 is Stars' (A5): in the school's months, not in Tia's.
    const december = (months: Month[] | undefined) =>
      months?.find((entry) => entry.year === 2025 && entry.month === 12);
    expect(december(answer.data?.school.metrics.months)?.completeRate).toBe(0);
    expect(december(taught)?.completeRate ?? null).toBeNull();
    expect([...new Set(answer.data?.school.groupAccuracy.map((entry) => entry.name))]).toEqual(['Seeds']);
  });
});

describe('who reads which metrics', () => {
  it('gives a student their own metrics, null for a classmate, and FORBIDDEN for the school’s and their group’s', async () => {
    const ann = await signedIn(stack, world.students.ann.email, KNOWN_PASSWORD);
    type UserAnswer = { user: { metrics: MetricsAnswer | null } | null };
    const own = await ann.graphql<UserAnswer>(USER_METRICS, { id: world.students.ann.id });
    expect(own.errors).toBeUndefined();
    expect(own.data?.user?.metrics?.months.length).toBeGreaterThan(0);

    const school = await ann.graphql<{ school: { id: string; metrics: unknown; yearLevelDistribution: unknown } }>(
      SCHOOL_METRICS,
      { period: 'ALL' },
    );
    expect(school.data?.school).toMatchObject({ id: world.schoolId, metrics: null, yearLevelDistribution: null });
    expect(school.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);

    const group = await ann.graphql<{ group: { id: string; metrics: unknown } }>(
      'query($id: ID!) { group(id: $id) { id metrics(period: ALL) { period } } }',
      { id: world.seeds },
    );
    expect(group.data?.group).toEqual({ id: world.seeds, metrics: null });
    expect(group.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("gives a parent their child's metrics, through their children", async () => {
    const { db } = stack.database;
    const parent = await addPerson(db, { schoolId: world.schoolId, roles: ['parent'] });
    await linkChild(db, parent.id, world.students.ben.id);
    const asParent = await signedIn(stack, parent.email, KNOWN_PASSWORD);
    type Answer = { me: { children: Page<{ id: string; metrics: MetricsAnswer | null }> } };
    const answer = await asParent.graphql<Answer>(
      'query { me { children(first: 10) { edges { node { id metrics(period: ALL) { period } } } } } }',
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(nodes(answer.data?.me.children)).toEqual([{ id: world.students.ben.id, metrics: { period: 'ALL' } }]);
    const other = await asParent.graphql(USER_METRICS, { id: world.students.cat.id });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives a teacher the groups they own and null for a member of staff', async () => {
    const tia = await signedIn(stack, world.tia.email, KNOWN_PASSWORD);
    type Answer = { groups: Page<{ name: string; metrics: MetricsAnswer | null }> };
    const answer = await tia.graphql<Answer>(GROUPS_METRICS, { first: 40 });
    expect(answer.errors).toBeUndefined();
    expect(nodes(answer.data?.groups).map((group) => [group.name, group.metrics !== null])).toEqual([['Seeds', true]]);
    const staff = await tia.graphql<{ user: { metrics: unknown } | null }>(USER_METRICS, { id: world.tom.id });
    expect(staff.data?.user?.metrics ?? null).toBeNull();
  });
});

describe('a metrics query with a bad id', () => {
  it('fails that field alone with BAD_USER_INPUT, the others answered', async () => {
    type Answer = { bad: unknown; good: { metrics: MetricsAnswer | null } | null };
    const answer = await admin.graphql<Answer>(
      `query($good: ID!) { bad: group(id: "1' or '1'='1") { metrics(period: ALL) { period } }
        good: group(id: $good) { metrics(period: ALL) { period } } }`,
      { good: world.seeds },
    );
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(answer.data).toEqual({ bad: null, good: { metrics: { period: 'ALL' } } });
  });
});
