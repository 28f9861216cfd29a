import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedActivities } from '../../api/src/activities/activity-library.js';
import { addAssignment } from '../../api/src/testing/school-world.js';
import { Caller, nodes, signedIn, startStack, type Page, type Stack } from './stack.js';

/*
 * The activity library through the gateway, on the real API: the assignment
 * builder's search paged with `first` and `after`, one activity with its
 * questions, and an assignment list whose activities resolve in one REST call.
 */

interface ActivityNode {
  questId: string;
  name: string;
  realm: string;
  activityType: string;
  bannerUrl: string;
}

interface SearchPage extends Page<ActivityNode> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const SEARCH = `query($name: String, $realms: [String!], $types: [ActivityType!], $first: Int!, $after: String) {
  activities(name: $name, realms: $realms, types: $types, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { questId name realm activityType bannerUrl } }
  }
}`;

const ONE = `query($questId: ID!) { activity(questId: $questId) {
  questId name realm activityType yearLevels curriculumCodes previewUrl bannerUrl
  questions { itemId prompt choices { choiceId text } answerChoiceId explanation } } }`;

const shipped = shippedActivities();

describe('the activity library through the gateway', () => {
  let stack: Stack;
  let teacher: Caller;

  beforeAll(async () => {
    stack = await startStack({ demo: true });
    teacher = await signedIn(stack, 'teacher1@demo.school');
  });
  afterAll(async () => {
    await stack.close();
  });

  it('pages through a filtered search with first and after, one REST call a page, to the last activity', async () => {
    const realms = ['Cape Cosmos', 'Edison Avenue'];
    const types = ['QUIZ', 'BOOK'];
    const expected = shipped.filter(
      (a) => ['Cape Cosmos', "Edison's Isle"].includes(a.realm) && ['quiz', 'book'].includes(a.activityType),
    );
    const seen: ActivityNode[] = [];
    let after: string | null = null;
    let pages = 0;
    stack.restCalls.length = 0;
    for (;;) {
      const variables: Record<string, unknown> = { realms, types, first: 5, after };
      const answer = await teacher.graphql<{ activities: SearchPage }>(SEARCH, variables);
      expect(answer.errors).toBeUndefined();
      const page: SearchPage | undefined = answer.data?.activities;
      if (!page) throw new Error('no page');
      expect(page.totalCount).toBe(expected.length);
      seen.push(...nodes(page));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(expected.length / 5));
    expect(seen.map((a) => a.questId).sort()).toEqual(expected.map((a) => a.questId).sort());
    expect(new Set(seen.map((a) => a.realm))).toEqual(new Set(['Cape Cosmos', "Edison's Isle"]));
    expect(new Set(seen.map((a) => a.activityType))).toEqual(new Set(['QUIZ', 'BOOK']));
    // One search per page (beside each request’s session check).
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/activities')).toHaveLength(pages);
  });

  it('finds an activity by the words of its name in any order, most relevant first', async () => {
    const answer = await teacher.graphql<{ activities: SearchPage }>(SEARCH, { name: 'phases moon', first: 3 });
    expect(nodes(answer.data?.activities)[0]?.name).toBe('Why the Moon Has Phases');
  });

  it('filters by year level and curriculum code (issue 35), and lists the codes it filters by', async () => {
    const filtered = `query($yearLevel: Int, $curriculumCode: String) {
      activities(yearLevel: $yearLevel, curriculumCode: $curriculumCode, first: 100) {
        totalCount edges { node { questId yearLevels curriculumCodes } }
      }
      activityCurriculum { code name yearLevel }
    }`;
    interface Filtered {
      activities: Page<{ questId: string; yearLevels: number[]; curriculumCodes: string[] }> & { totalCount: number };
      activityCurriculum: { code: string; name: string; yearLevel: number }[];
    }
    stack.restCalls.length = 0;
    const answer = await teacher.graphql<Filtered>(filtered, { yearLevel: 6, curriculumCode: 'ac9s6u02' });
    expect(answer.errors).toBeUndefined();
    const expected = shipped.filter((a) => a.yearLevels.includes(6) && a.curriculumCodes.includes('AC9S6U02'));
    expect(expected.length).toBeGreaterThan(0);
    expect(
      nodes(answer.data?.activities)
        .map((a) => a.questId)
        .sort(),
    ).toEqual(expected.map((a) => a.questId).sort());
    expect(answer.data?.activityCurriculum.map((item) => item.code)).toEqual(
      [...new Set(shipped.flatMap((a) => a.curriculumCodes))].sort(),
    );
    expect(stack.restCalls.filter((call) => call.startsWith('GET /api/v1/activities'))).toHaveLength(2);

    for (const variables of [{ yearLevel: 11 }, { yearLevel: 0 }, { curriculumCode: 'AC9M4N01' }]) {
      const refused = await teacher.graphql(filtered, variables);
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('reads one quiz with its questions and, for staff, their answers; and its banner through the origin', async () => {
    interface Quiz {
      activity: ActivityNode & {
        questions: {
          choices: { choiceId: string }[];
          answerChoiceId: string | null;
          explanation: string | null;
        }[];
        curriculumCodes: string[];
      };
    }
    const answer = await teacher.graphql<Quiz>(ONE, { questId: 'q-spa-001' });
    expect(answer.errors).toBeUndefined();
    const activity = answer.data?.activity;
    expect(activity).toMatchObject({ name: 'Why the Moon Has Phases', realm: 'Cape Cosmos', activityType: 'QUIZ' });
    expect(activity?.curriculumCodes).toContain('AC9S6U02');
    expect(activity?.questions.length).toBeGreaterThanOrEqual(4);
    for (const question of activity?.questions ?? []) {
      expect(question.choices.filter((choice) => choice.choiceId === question.answerChoiceId)).toHaveLength(1);
      expect(question.explanation).toBeTruthy();
    }
    // A student and a parent read the same questions and choices with no answer and no explanation.
    for (const email of ['student01@demo.school', 'parent3@demo.school']) {
      const other = await signedIn(stack, email);
      const theirs = await other.graphql<Quiz>(ONE, { questId: 'q-spa-001' });
      expect(
        theirs.data?.activity.questions.map((question) => question.choices),
        email,
      ).toEqual(activity?.questions.map((question) => question.choices));
      expect(
        theirs.data?.activity.questions.map((question) => [question.answerChoiceId, question.explanation]),
        email,
      ).toEqual(activity?.questions.map(() => [null, null]));
    }
    const banner = await stack.origin.inject({
      url: activity?.bannerUrl ?? '',
      headers: { cookie: teacher.cookieHeader },
    });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/png');
    expect(banner.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const again = await stack.origin.inject({
      url: activity?.bannerUrl ?? '',
      headers: { cookie: teacher.cookieHeader, 'if-none-match': String(banner.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers null for an unknown questId, BAD_USER_INPUT for an unknown realm, and nothing to a visitor', async () => {
    const unknown = await teacher.graphql<{ activity: unknown }>(ONE, { questId: 'q-spa-999' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.activity).toBeNull();

    const badRealm = await teacher.graphql(SEARCH, { realms: ['Atlantis'], first: 5 });
    expect(badRealm.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badRealm.errors?.[0]?.message).toMatch(/Unknown realm "Atlantis"/);

    const visitor = await new Caller(stack.origin).graphql(SEARCH, { first: 5 });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads the questions of a page of quizzes in one batch, not one call per quiz', async () => {
    stack.restCalls.length = 0;
    const answer = await teacher.graphql<{ activities: Page<{ questions: unknown[] }> }>(
      `{ activities(types: [QUIZ], first: 10) { edges { node { questions { prompt } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(nodes(answer.data?.activities).every((quiz) => quiz.questions.length >= 4)).toBe(true);
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/activities')).toHaveLength(2);
  });

  it('reads a game for play, its solution for staff only, its diagram through the origin, a page of games in one batch', async () => {
    interface Played {
      activity: {
        game: {
          mechanic: string;
          items: { itemId: string }[];
          targets: { text: string }[];
          diagramUrl: string | null;
          solution: { itemId: string; answer: string }[] | null;
        };
      };
    }
    const GAME = `query($questId: ID!) { activity(questId: $questId) {
      game { mechanic prompt items { itemId text } targets { targetId text } diagramUrl diagramTitle solution { itemId answer } } } }`;
    const stored = shipped.find((activity) => activity.questId === 'g-env-006')?.game;
    const staff = (await teacher.graphql<Played>(GAME, { questId: 'g-env-006' })).data?.activity.game;
    expect(staff).toMatchObject({ mechanic: 'LABEL', solution: stored?.solution });
    const student = await signedIn(stack, 'student01@demo.school');
    const theirs = (await student.graphql<Played>(GAME, { questId: 'g-env-006' })).data?.activity.game;
    expect(theirs?.items).toEqual(staff?.items);
    expect(theirs?.solution).toBeNull();
    const diagram = await stack.origin.inject({
      url: theirs?.diagramUrl ?? '',
      headers: { cookie: student.cookieHeader },
    });
    expect(diagram.statusCode).toBe(200);
    expect(diagram.headers['content-type']).toMatch(/^image\/svg\+xml/);

    stack.restCalls.length = 0;
    const page = await teacher.graphql<{ activities: Page<{ game: { items: unknown[] } }> }>(
      `{ activities(types: [GAME], first: 10) { edges { node { game { items { text } } } } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(nodes(page.data?.activities).every((game) => game.game.items.length >= 6)).toBe(true);
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/activities')).toHaveLength(2);
  });

  it('reads a book with its pages and check (answers for staff only), and a page of books in one batch', async () => {
    interface Read {
      activity: {
        book: { pages: { text: string; illustrationUrl: string }[] };
        check: { answerChoiceId: string | null }[];
      };
    }
    const BOOK = `query($questId: ID!) { activity(questId: $questId) {
      book { pages { text illustrationUrl } } check { prompt answerChoiceId } } }`;
    const staff = (await teacher.graphql<Read>(BOOK, { questId: 'b-env-001' })).data?.activity;
    expect(staff?.book.pages.length).toBeGreaterThanOrEqual(5);
    expect(staff?.check.every((question) => question.answerChoiceId)).toBe(true);
    const student = await signedIn(stack, 'student01@demo.school');
    const theirs = (await student.graphql<Read>(BOOK, { questId: 'b-env-001' })).data?.activity;
    expect(theirs?.book.pages).toEqual(staff?.book.pages);
    expect(theirs?.check.map((question) => question.answerChoiceId)).toEqual(staff?.check.map(() => null));
    const picture = await stack.origin.inject({
      url: staff?.book.pages[0]?.illustrationUrl ?? '',
      headers: { cookie: student.cookieHeader },
    });
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);

    stack.restCalls.length = 0;
    const page = await teacher.graphql<{ activities: Page<{ book: { pages: unknown[] }; check: unknown[] }> }>(
      `{ activities(types: [BOOK], first: 10) { edges { node { book { pages { text } } check { prompt } } } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(nodes(page.data?.activities).every((book) => book.book.pages.length >= 5 && book.check.length >= 2)).toBe(
      true,
    );
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/activities')).toHaveLength(2);
  });

  it('resolves the activities of a whole list of assignments with one REST call, whatever its length', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const groups = await admin.graphql<{ groups: Page<{ id: string }> }>(
      `{ groups(first: 5) { edges { node { id } } } }`,
    );
    const school = await admin.graphql<{ school: { id: string } }>(`{ school { id } }`);
    const groupId = nodes(groups.data?.groups)[0]?.id ?? '';
    const schoolId = school.data?.school.id ?? '';
    const picks = (from: number, count: number) =>
      shipped.slice(from, from + count).map(({ questId, activityType }) => ({ questId, activityType }));
    // Before the demo groups' year of assignments (api/src/seed/demo-history.ts), so the page of ten opens with these.
    const dates = { startDate: new Date('2020-03-02T09:00:00Z'), endDate: new Date('2020-03-20T15:00:00Z') };
    const db = stack.database.db;
    await addAssignment(db, { schoolId, groupId, name: 'Space Week', ...dates, activities: picks(90, 12) });
    await addAssignment(db, { schoolId, groupId, name: 'Inventors', ...dates, activities: picks(60, 8) });
    await addAssignment(db, {
      schoolId,
      groupId,
      name: 'Old Favourites',
      ...dates,
      activities: [...picks(0, 3), { questId: 'q-retired-001', activityType: 'quiz' }],
    });

    stack.restCalls.length = 0;
    const answer = await admin.graphql<{
      assignments: Page<{
        name: string;
        activities: { questId: string; activity: { name: string; realm: string } | null }[];
      }>;
    }>(
      `{ assignments(first: 10) { edges { node { name activities { questId activity { name realm bannerUrl } } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const assignments = nodes(answer.data?.assignments);
    // Seven of the demo history's after them.
    const made = assignments.filter((assignment) =>
      ['Space Week', 'Inventors', 'Old Favourites'].includes(assignment.name),
    );
    expect(made.flatMap((assignment) => assignment.activities)).toHaveLength(12 + 8 + 4);
    const activities = assignments.flatMap((assignment) => assignment.activities);
    expect(activities.length).toBeGreaterThan(12 + 8 + 4);
    const byQuestId = new Map(shipped.map((a) => [a.questId, a]));
    for (const { questId, activity } of activities) {
      expect(activity?.name ?? null, questId).toBe(byQuestId.get(questId)?.name ?? null);
    }
    expect(activities.find((a) => a.questId === 'q-retired-001')?.activity).toBeNull();
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/activities')).toHaveLength(1);
  });
});
