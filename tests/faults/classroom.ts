import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/api';
import { PortalClient } from './clients.js';

interface ProgressRow {
  userId: string;
  email: string;
  activities: { questId: string; attempts: number }[];
}

/** A demo assignment under way, its first activity, and students of its group signed in, each in a client of their own. */
export interface Classroom {
  admin: PortalClient;
  assignmentId: string;
  questId: string;
  students: { userId: string; client: PortalClient }[];
}

const ASSIGNMENTS = `{ assignments(first: 100) { edges { node { id status activities { questId } } } } }`;

function demoEmail(role: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account.email;
}

/** The demo admin, signed in through `origin`. */
export async function demoAdmin(origin: string): Promise<PortalClient> {
  const admin = new PortalClient(origin);
  await admin.signIn(demoEmail('admin'), DEMO_PASSWORD);
  return admin;
}

/** Signs in the admin and `count` students of one demo assignment that takes attempts now. */
export async function demoClassroom(origin: string, count: number): Promise<Classroom> {
  const admin = await demoAdmin(origin);
  const answer = await admin.graphql<{
    assignments: { edges: { node: { id: string; status: string; activities: { questId: string }[] } }[] };
  }>(ASSIGNMENTS);
  const open = answer.data?.assignments.edges
    .map((edge) => edge.node)
    .find((node) => node.status !== 'SCHEDULED' && node.activities.length > 0);
  if (!open) throw new Error(`no demo assignment takes attempts: ${JSON.stringify(answer)}`);
  const rows = await progressRows(admin, open.id);
  const students = await Promise.all(
    rows.slice(0, count).map(async (row) => {
      const client = new PortalClient(origin);
      await client.signIn(row.email, DEMO_PASSWORD);
      return { userId: row.userId, client };
    }),
  );
  if (students.length < count) throw new Error(`the assignment's group has ${students.length} students`);
  return { admin, assignmentId: open.id, questId: open.activities[0]!.questId, students };
}

async function progressRows(admin: PortalClient, assignmentId: string): Promise<ProgressRow[]> {
  const response = await admin.rest(`/report/assignments/${assignmentId}`);
  if (response.status !== 200) throw new Error(`progress report: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: ProgressRow[] }).data;
}

/** How many attempts each student has at the classroom's activity, as the teacher's progress report counts them. */
export async function attemptCounts(classroom: Classroom): Promise<Map<string, number>> {
  const rows = await progressRows(classroom.admin, classroom.assignmentId);
  return new Map(
    rows.map((row) => [
      row.userId,
      row.activities.find((activity) => activity.questId === classroom.questId)?.attempts ?? 0,
    ]),
  );
}

/** The attempt the classroom's students record: half a minute on the activity, no answers (valid for any type). */
export function attemptOf(classroom: Classroom): Record<string, unknown> {
  return { assignmentId: classroom.assignmentId, questId: classroom.questId, responses: [], seconds: 30 };
}
