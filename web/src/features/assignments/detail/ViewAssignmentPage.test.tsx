import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssignmentActivitiesInput } from '../../../generated/graphql';
import {
  assignmentView,
  daysFromNow,
  numberedActivity,
  type AssignmentFixture,
} from '../../../testing/assignmentAnswers';
import { failure, renderApp, signedInAs, type FakeGateway, type Role } from '../../../testing/fakeGateway';
import { DEFAULT_CLOCK } from '../../../shared/dates/schoolClock';
import { DEFAULT_DUE_DAYS, daysFromNow as schoolDaysFromNow, toFieldValue } from '../assignmentDates';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';

afterEach(cleanup);

const STAFF_BUTTONS = ['End', 'Recover', 'Delete', 'Edit', 'Add activity'];
const TWO_ACTIVITIES: AssignmentFixture = {
  id: 'a1',
  name: 'Moon unit',
  startDate: daysFromNow(-1),
  endDate: daysFromNow(6),
  activities: [numberedActivity(1), numberedActivity(2, 'Habiterra', 'SONG')],
};

function open(role: Role, assignment: AssignmentFixture | null, extra: FakeGateway = {}) {
  return renderApp('/assignments/view/a1', {
    AuthState: signedInAs(role),
    ViewAssignmentPage: () => assignmentView(assignment),
    ...extra,
  });
}
const activities = () => screen.findByRole('list', { name: 'Activities' });
const button = (name: string) => screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name });

describe('View Assignment', { timeout: 20_000 }, () => {
  it('shows a teacher the facts, the activities and every staff action', async () => {
    open('TEACHER', TWO_ACTIVITIES);
    expect(await screen.findByRole('heading', { level: 2, name: 'Moon unit' })).toBeTruthy();
    expect(screen.getByText('In Progress')).toBeTruthy();
    expect(screen.getByText('Group: Year 3 Explorers')).toBeTruthy();
    const list = await activities();
    expect(within(list).getByText('Habiterra · Song')).toBeTruthy();
    for (const name of STAFF_BUTTONS) expect(button(name), name).not.toBeNull();
    // The group's leaderboard, opening on this assignment (issue 35).
    expect(screen.getByRole('link', { name: 'LEADERBOARD' }).getAttribute('href')).toBe(
      '/groups/view/g1/leader?assignment=a1',
    );
    expect(within(list).getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
    // Each activity's name opens its preview (answers and why, nothing recorded).
    const previews = within(list).getAllByRole('link', { name: /^Preview / });
    expect(previews.map((link) => link.getAttribute('href'))).toEqual(
      TWO_ACTIVITIES.activities.map((item) => `/assignments/view/a1/play/${item.questId}`),
    );
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Progress' })).toBeTruthy();
  });

  it.each<Role>(['STUDENT', 'PARENT'])(
    'shows a %s no End, Recover, Delete, Edit, Add activity or activity delete',
    async (role) => {
      open(role, TWO_ACTIVITIES);
      const list = await activities();
      for (const name of STAFF_BUTTONS) expect(button(name), name).toBeNull();
      expect(within(list).queryAllByRole('button')).toHaveLength(0);
      expect(within(list).queryAllByRole('link', { name: /^Preview / })).toHaveLength(0);
    },
  );

  it('hides delete-activity when only one activity remains', async () => {
    open('TEACHER', { ...TWO_ACTIVITIES, activities: [numberedActivity(1)] });
    const list = await activities();
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(button('End')).not.toBeNull();
  });

  it('removes an activity after asking, and says so', async () => {
    const removed: AssignmentActivitiesInput[] = [];
    open('TEACHER', TWO_ACTIVITIES, {
      RemoveAssignmentActivities: ({ input }) => {
        removed.push(input);
        return {
          data: {
            removeAssignmentActivities: {
              __typename: 'AssignmentPayload',
              assignment: {
                __typename: 'Assignment',
                id: 'a1',
                activities: [
                  {
                    __typename: 'AssignmentActivity',
                    questId: 'q-1',
                    activityType: 'QUIZ',
                    activity: {
                      __typename: 'Activity',
                      questId: 'q-1',
                      name: 'Cape Cosmos 1',
                      realm: 'Cape Cosmos',
                      previewUrl: '',
                    },
                  },
                ],
              },
            },
          },
        };
      },
    });
    fireEvent.click(within(await activities()).getByRole('button', { name: 'Delete Habiterra 2' }));
    const dialog = await screen.findByRole('dialog', { name: ASSIGNMENT_TEXTS.deleteActivityTitle });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText(ASSIGNMENT_SPEC_TEXTS.activityDeleted)).toBeTruthy();
    expect(removed).toEqual([{ assignmentId: 'a1', activities: [{ questId: 'q-2', activityType: 'SONG' }] }]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Activities' })).queryAllByRole('button')).toHaveLength(0),
    );
  });

  it('says "Failed to delete activity" when the removal fails', async () => {
    open('TEACHER', TWO_ACTIVITIES, { RemoveAssignmentActivities: () => failure('CONFLICT') });
    fireEvent.click(within(await activities()).getByRole('button', { name: 'Delete Habiterra 2' }));
    const dialog = await screen.findByRole('dialog', { name: ASSIGNMENT_TEXTS.deleteActivityTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ASSIGNMENT_SPEC_TEXTS.activityDeleteFailed)).toBeTruthy();
  });

  it('ends the assignment after asking, which then reads Completed', async () => {
    open('TEACHER', TWO_ACTIVITIES, {
      FinishAssignment: () => ({
        data: {
          finishAssignment: {
            __typename: 'AssignmentPayload',
            assignment: { __typename: 'Assignment', id: 'a1', startDate: daysFromNow(-1), endDate: daysFromNow(-0.01) },
          },
        },
      }),
    });
    await activities();
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: ASSIGNMENT_TEXTS.endAssignmentTitle });
    expect(within(dialog).getByText('End this assignment now? Students can no longer start it.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'End' })));
    expect(await screen.findByText('Completed')).toBeTruthy();
  });

  it('offers Recover the previous due date, or a week from now when it has passed', async () => {
    open('TEACHER', { ...TWO_ACTIVITIES, endDate: daysFromNow(-0.5) });
    await activities();
    fireEvent.click(screen.getByRole('button', { name: 'Recover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recover Assignment' });
    const due = within(dialog).getByLabelText('Due date');
    const { timeZone } = DEFAULT_CLOCK;
    expect(due).toHaveProperty('value', toFieldValue(schoolDaysFromNow(DEFAULT_DUE_DAYS, timeZone), timeZone));
  });

  it('does not end the assignment when the question is cancelled', async () => {
    let finished = 0;
    open('TEACHER', TWO_ACTIVITIES, {
      FinishAssignment: () => {
        finished += 1;
        return failure('CONFLICT');
      },
    });
    await activities();
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: ASSIGNMENT_TEXTS.endAssignmentTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finished).toBe(0);
  });

  it('deletes the assignment after asking, then goes to the assignments list', async () => {
    open('TEACHER', TWO_ACTIVITIES, {
      DeleteAssignment: () => ({
        data: { deleteAssignment: { __typename: 'DeleteAssignmentPayload', deletedId: 'a1' } },
      }),
      AssignmentsPage: () => ({
        data: {
          assignments: {
            __typename: 'AssignmentConnection',
            totalCount: 0,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: [],
          },
        },
      }),
    });
    await activities();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: ASSIGNMENT_TEXTS.deleteAssignmentTitle });
    expect(within(dialog).getByText('Are you sure you want to delete Moon unit?')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignments' })).toBeTruthy();
    expect(window.location.pathname).toBe('/assignments');
  });

  it('says so when the id names no assignment the viewer sees', async () => {
    open('TEACHER', null);
    expect(await screen.findByText(ASSIGNMENT_TEXTS.assignmentNotFound)).toBeTruthy();
  });
});
