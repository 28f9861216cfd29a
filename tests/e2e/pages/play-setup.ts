import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from '../signed-in.js';
import { graphqlAs } from './quiz-player.page.js';

/** A new assignment, open from now for a week, of these activities for the named group; made as the page's staff. */
export async function assignToGroup(
  staff: APIRequestContext,
  group: string,
  name: string,
  activities: readonly { questId: string; activityType: string }[],
): Promise<{ assignmentId: string; groupId: string }> {
  const { groups } = await graphqlAs<{ groups: { edges: { node: { id: string; name: string } }[] } }>(
    staff,
    '{ groups(first: 100) { edges { node { id name } } } }',
  );
  const groupId = groups.edges.find(({ node }) => node.name === group)?.node.id ?? '';
  const { createAssignment } = await graphqlAs<{ createAssignment: { assignment: { id: string } } }>(
    staff,
    'mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }',
    {
      input: {
        name,
        groupId,
        startDate: new Date().toISOString(),
        endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        activities,
      },
    },
  );
  return { assignmentId: createAssignment.assignment.id, groupId };
}

/**
 * A student signed in on a device of their own: a context without the test's
 * stored cookies (signing in where staff are signed in would end their session).
 */
export async function studentOn(
  browser: Browser,
  email: string,
  viewport: { width: number; height: number },
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport, reducedMotion });
  const page = await context.newPage();
  await signInThroughApi(page, email, DEMO_PASSWORD);
  return page;
}
