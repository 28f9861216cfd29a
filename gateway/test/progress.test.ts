import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { KNOWN_PASSWORD, addAssignment, addGroup, addPerson, addSchool } from '../../api/src/testing/school-world.js';
import { quizQuestions, quizResponses, wrongChoice } from '../../api/src/testing/quiz-answers.js';
import { nodes, signedIn, startStack, withoutViewer, type Caller, type Page, type Stack } from './stack.js';
import { webOperation } from './web-operation.js';

/*
 * Attempts through the gateway: the track-group page's one query, whatever
 * the size of the group; a student's attempt as the teacher's report and
 * leaderboard show it; and the live subscription over graphql-ws with the
 * session cookie.
 */

const QUIZ = 'q-env-001';
const OTHER_QUIZ = 'q-env-002';
const HOUR = 3_600_000;

/** The track-group page's query (web/src/features/track/). */
const TRACK_GROUP = `query($id: ID!) { group(id: $id) { id name studentCount
  assignmentCounts { scheduled inProgress completed }
  students(first: 20) { totalCount edges { node { id firstName lastName email } } }
  assignments(first: 10) { totalCount edges { node { id name status startDate endDate
    activities { questId activityType activity { name realm } }
    progressReport(first: 100) { totalCount edges { node { studentId started progress correct seconds } } } } } } } }`;

const RECORD = `mutation($input: AttemptInput!) { recordAttempt(input: $input) {
  attemptId recordedAt answered correct completed feedback { itemId correct answer expected explanation } } }`;
const BOARD = `query($id: ID!) { assignment(id: $id) {
  leaderboard(first: 100) { edges { node { name initials rank score } } } myRank { rank score }
  progressReport(first: 100) { totalCount edges { node { student { firstName } started progress } } } } }`;

interface TrackGroup {
  group: {
    students: Page<{ id: string }>;
    assignments: Page<{ progressReport: Page<{ started: boolean }> }>;
  };
}

let stack: Stack;
let teacher: Caller;
let small: { group: string; assignment: string; students: string[] };
let large: { group: string; assignment: string };
let teacherEmail: string;
let studentEmails: string[];

async function classOf(school: string, owner: string, size: number, name: string) {
  const { db } = stack.database;
  const students = [];
  for (let index = 0; index < size; index += 1) {
    students.push(await addPerson(db, { schoolId: school, roles: ['student'], firstName: `${name}${index}` }));
  }
  const group = await addGroup(db, { schoolId: school, name, owners: [owner], students: students.map((s) => s.id) });
  const now = Date.now();
  const assignment = await addAssignment(db, {
    schoolId: school,
    groupId: group,
    name: `${name} week 1`,
    startDate: new Date(now - HOUR),
    endDate: new Date(now + 48 * HOUR),
    activities: [
      { questId: QUIZ, activityType: 'quiz' },
      { questId: OTHER_QUIZ, activityType: 'quiz' },
    ],
  });
  return { group, assignment, students };
}

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  const school = await addSchool(db, 'Progress School');
  const owner = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  teacherEmail = owner.email;
  const made = await classOf(school, owner.id, 10, 'Small');
  small = { ...made, students: made.students.map((student) => student.id) };
  studentEmails = made.students.map((student) => student.email);
  large = await classOf(school, owner.id, 100, 'Large');
  teacher = await signedIn(stack, teacherEmail, KNOWN_PASSWORD);
});
afterAll(async () => {
  await stack.close();
});

describe('the track-group query', () => {
  it('makes the same REST calls for a group of 10 and a group of 100 students', async () => {
    const callsFor = async (groupId: string) => {
      stack.restCalls.length = 0;
      const answer = await teacher.graphql<TrackGroup>(TRACK_GROUP, { id: groupId });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return { calls: withoutViewer(stack.restCalls), group: answer.data?.group };
    };
    const ten = await callsFor(small.group);
    const hundred = await callsFor(large.group);
    expect(nodes(hundred.group?.students)).toHaveLength(20);
    expect(nodes(nodes(hundred.group?.assignments)[0]?.progressReport)).toHaveLength(100);
    expect(hundred.calls).toEqual(ten.calls);
    // Group, assignments (the page, and all of them for the counts), students, activities, report.
    expect(hundred.calls).toHaveLength(6);
  });
});

describe('a page of the leaderboard and of the report', () => {
  it('answers the page asked for out of the whole list, one REST read each, however large the group', async () => {
    // The cursor of the 10th item (offset 9): the page starts at the 11th.
    const after = Buffer.from('offset:9').toString('base64url');
    stack.restCalls.length = 0;
    const answer = await teacher.graphql<{
      assignment: {
        leaderboard: Page<{ rank: number }> & { pageInfo: { hasNextPage: boolean } };
        progressReport: Page<{ studentId: string }>;
      };
    }>(
      `query($id: ID!, $after: String) { assignment(id: $id) {
        leaderboard(first: 5, after: $after) { totalCount pageInfo { hasNextPage } edges { node { rank } } }
        progressReport(first: 5, after: $after) { totalCount edges { node { studentId } } } } }`,
      { id: large.assignment, after },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const { leaderboard, progressReport } = answer.data!.assignment;
    // Nobody has tried it: the hundred share rank 1.
    expect({ total: leaderboard.totalCount, more: leaderboard.pageInfo.hasNextPage }).toEqual({
      total: 100,
      more: true,
    });
    expect(nodes(leaderboard).map((entry) => entry.rank)).toEqual([1, 1, 1, 1, 1]);
    expect({ total: progressReport.totalCount, rows: nodes(progressReport).length }).toEqual({ total: 100, rows: 5 });
    expect(
      withoutViewer(stack.restCalls)
        .filter((call) => call.includes('/report/'))
        .sort(),
    ).toEqual(['GET /api/v1/report/assignments', 'GET /api/v1/report/leaderboards']);
  });
});

describe('what the track page narrows', () => {
  it("reads a group's assignments latest first, and the report rows of the students asked for", async () => {
    const { db } = stack.database;
    const school = (await db.query.groups.findFirst({ where: (g, { eq }) => eq(g.id, small.group) }))?.schoolId ?? '';
    const now = Date.now();
    await addAssignment(db, {
      schoolId: school,
      groupId: small.group,
      name: 'Small week 2',
      startDate: new Date(now + 24 * HOUR),
      endDate: new Date(now + 72 * HOUR),
      activities: [{ questId: QUIZ, activityType: 'quiz' }],
    });
    const answer = await teacher.graphql<{
      group: { assignments: Page<{ name: string; progressReport: Page<{ studentId: string }> }> };
    }>(
      `query($id: ID!, $ids: [ID!]) { group(id: $id) { assignments(first: 1, orderBy: { field: START_DATE, direction: DESC }) {
        edges { node { name progressReport(first: 20, studentIds: $ids) { totalCount edges { node { studentId } } } } } } } }`,
      { id: small.group, ids: small.students.slice(2, 4) },
    );
    expect(answer.errors).toBeUndefined();
    const [latest] = nodes(answer.data?.group.assignments);
    expect(latest?.name).toBe('Small week 2');
    expect(nodes(latest?.progressReport).map((row) => row.studentId)).toEqual(small.students.slice(2, 4));
  });
});

describe('the track page as the web client sends it', () => {
  it("reads each followed assignment's report rows for the page of students it shows, all in one REST call", async () => {
    const { db } = stack.database;
    const school = (await db.query.groups.findFirst({ where: (g, { eq }) => eq(g.id, large.group) }))?.schoolId ?? '';
    const now = Date.now();
    await addAssignment(db, {
      schoolId: school,
      groupId: large.group,
      name: 'Large week 2',
      startDate: new Date(now - 2 * HOUR),
      endDate: new Date(now + 24 * HOUR),
      activities: [{ questId: QUIZ, activityType: 'quiz' }],
    });
    interface TrackPage {
      group: {
        students: Page<{ id: string }>;
        tracked: Page<{ id: string; progressReport: Page<{ studentId: string }> }>;
      };
    }
    const page = async (variables: Record<string, unknown>) => {
      stack.restCalls.length = 0;
      const answer = await teacher.graphql<TrackPage>(webOperation('TrackGroupPage'), {
        id: large.group,
        ...variables,
      });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const group = answer.data?.group;
      const reports = nodes(group?.tracked).map((assignment) =>
        nodes(assignment.progressReport).map((row) => row.studentId),
      );
      const reads = withoutViewer(stack.restCalls).filter((call) => call === 'GET /api/v1/report/assignments');
      return { shown: nodes(group?.students).map((student) => student.id), reports, reads };
    };
    // The second page of 20 of the hundred (the cursor of the 20th), then those whose name holds "large1".
    for (const variables of [{ after: Buffer.from('offset:19').toString('base64url') }, { name: ' large1 ' }]) {
      const { shown, reports, reads } = await page(variables);
      expect(shown).toHaveLength('name' in variables ? 11 : 20);
      expect(reports).toHaveLength(2);
      for (const rows of reports) expect(rows).toEqual(shown);
      expect(reads).toHaveLength(1);
    }
  });
});

describe('an attempt, as the teacher sees it', () => {
  it("grades the student's responses, and shows the server's score in the progress report and on the leaderboard", async () => {
    const student = await signedIn(stack, studentEmails[3] ?? '', KNOWN_PASSWORD);
    interface Recorded {
      recordAttempt: {
        answered: number;
        correct: number;
        completed: boolean;
        feedback: { itemId: string; correct: boolean; answer: string; expected: string; explanation: string }[];
      };
    }
    const recorded = await student.graphql<Recorded>(RECORD, {
      input: { assignmentId: small.assignment, questId: QUIZ, responses: quizResponses(QUIZ, 4), seconds: 70 },
    });
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data?.recordAttempt).toMatchObject({ answered: 5, correct: 4, completed: true });
    const wrong = quizQuestions(QUIZ)[4];
    expect(recorded.data?.recordAttempt.feedback.at(-1)).toEqual({
      itemId: wrong?.itemId,
      correct: false,
      answer: wrong && wrongChoice(wrong),
      expected: wrong?.answerChoiceId,
      explanation: wrong?.explanation,
    });
    // A score sent by the client is no field of the input: refused before any call to the API.
    const forged = await student.graphql(RECORD, {
      input: { assignmentId: small.assignment, questId: QUIZ, responses: [], seconds: 5, correct: 500 },
    });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    interface Board {
      assignment: {
        progressReport: Page<{ student: { firstName: string }; started: boolean; progress: boolean[] }>;
        leaderboard: Page<{ name: string; initials: string; rank: number; score: number }>;
        myRank: { rank: number; score: number } | null;
      };
    }
    const seen = await teacher.graphql<Board>(BOARD, { id: small.assignment });
    const row = nodes(seen.data?.assignment.progressReport).find((entry) => entry.student.firstName === 'Small3');
    expect(row).toMatchObject({ started: true, progress: [true, false] });
    const board = nodes(seen.data?.assignment.leaderboard);
    expect(board[0]).toMatchObject({ rank: 1, score: 4, initials: 'SL' });
    expect(board[0]?.name).toMatch(/^Small3 /);
    expect(board[1]).toMatchObject({ rank: 2, score: 0 });
    expect(seen.data?.assignment.myRank).toBeNull();

    const own = await student.graphql<Board>(BOARD, { id: small.assignment });
    expect(own.data?.assignment.myRank).toEqual({ rank: 1, score: 4 });
    expect(own.data?.assignment.progressReport.totalCount).toBe(1);
  });

  it("links each leaderboard row's User where the caller may read it: every one for staff, only their own for a student", async () => {
    const LINKED = `query($id: ID!) { assignment(id: $id) { leaderboard(first: 100) { edges { node { userId student { id } } } } } }`;
    type Linked = { assignment: { leaderboard: Page<{ userId: string; student: { id: string } | null }> } };
    const linkedIds = async (caller: Caller) => {
      const answer = await caller.graphql<Linked>(LINKED, { id: small.assignment });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const rows = nodes(answer.data?.assignment.leaderboard);
      expect(rows).toHaveLength(10);
      expect(rows.every((row) => row.student === null || row.student.id === row.userId)).toBe(true);
      return rows.flatMap((row) => (row.student ? [row.student.id] : []));
    };
    expect(await linkedIds(teacher)).toHaveLength(10);
    const student = await signedIn(stack, studentEmails[3] ?? '', KNOWN_PASSWORD);
    expect(await linkedIds(student)).toEqual([small.students[3]]);
  });

  it("fills the student's progress table, which their teacher reads too", async () => {
    const PROGRESS = `query($id: ID!) { user(id: $id) { progress(first: 10) { totalCount
      edges { node { assignmentName activityName activityType correct answered completed attempts } } } } }`;
    const seen = await teacher.graphql<{ user: { progress: Page<Record<string, unknown>> } }>(PROGRESS, {
      id: small.students[3],
    });
    expect(seen.errors).toBeUndefined();
    expect(nodes(seen.data?.user.progress)).toEqual([
      {
        assignmentName: 'Small week 1',
        activityName: expect.any(String),
        activityType: 'QUIZ',
        correct: 4,
        answered: 5,
        completed: true,
        attempts: 1,
      },
    ]);
  });

  it('refuses a teacher recording an attempt (FORBIDDEN) and an activity not in the assignment', async () => {
    const refused = await teacher.graphql(RECORD, {
      input: { assignmentId: small.assignment, questId: QUIZ, responses: [], seconds: 5 },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const student = await signedIn(stack, studentEmails[4] ?? '', KNOWN_PASSWORD);
    const stranger = await student.graphql(RECORD, {
      input: {
        assignmentId: small.assignment,
        questId: 'q-env-009',
        responses: [],
        seconds: 5,
      },
    });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the attemptRecorded subscription', () => {
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    await stack.origin.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(stack.origin.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });

  /** A graphql-ws client sending `cookie` with its upgrade request, as a browser on our origin does. */
  function clientWith(cookie: string, origin?: string): Client {
    class BrowserLikeSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, ...(origin ? { origin } : {}) } });
      }
    }
    const client = createClient({ url, webSocketImpl: BrowserLikeSocket, retryAttempts: 0, lazy: true });
    clients.push(client);
    return client;
  }

  const SUBSCRIBE = `subscription($id: ID) { attemptRecorded(assignmentId: $id) { assignmentId studentId questId } }`;

  it("tells the teacher of a student's attempt at their assignment", async () => {
    const events = clientWith(teacher.cookieHeader).iterate<{ attemptRecorded: { studentId: string } }>({
      query: SUBSCRIBE,
      variables: { id: small.assignment },
    });
    const next = events.next();
    // The subscription is open once the gateway holds the API's stream.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const student = await signedIn(stack, studentEmails[5] ?? '', KNOWN_PASSWORD);
    await student.graphql(RECORD, {
      input: {
        assignmentId: small.assignment,
        questId: OTHER_QUIZ,
        responses: quizResponses(OTHER_QUIZ, 3),
        seconds: 30,
      },
    });
    const heard = await next;
    expect(heard.value?.data?.attemptRecorded.studentId).toBe(small.students[5]);
    await events.return?.();
  });

  it('refuses a visitor, an assignment the caller does not see, and a page of another site', async () => {
    const codeOf = async (events: AsyncIterator<unknown>) => {
      const { value } = (await events.next()) as { value?: { errors?: { extensions?: { code?: string } }[] } };
      return value?.errors?.[0]?.extensions?.code;
    };
    const visitor = clientWith('').iterate({ query: SUBSCRIBE, variables: { id: small.assignment } });
    expect(await codeOf(visitor)).toBe('UNAUTHENTICATED');

    const other = await addPerson(stack.database.db, { schoolId: null, roles: ['root'] });
    const root = await signedIn(stack, other.email, KNOWN_PASSWORD);
    const hidden = clientWith(root.cookieHeader).iterate({ query: SUBSCRIBE, variables: { id: small.assignment } });
    expect(await codeOf(hidden)).toBe('NOT_FOUND');

    const foreign = clientWith(teacher.cookieHeader, 'https://evil.example').iterate({
      query: SUBSCRIBE,
      variables: { id: small.assignment },
    });
    await expect(foreign.next()).rejects.toBeDefined();
  });

  it('takes only subscriptions over the socket', async () => {
    const query = clientWith(teacher.cookieHeader).iterate({ query: '{ me { id } }' });
    await expect(query.next()).rejects.toMatchObject([{ extensions: { code: 'BAD_REQUEST' } }]);
  });
});
