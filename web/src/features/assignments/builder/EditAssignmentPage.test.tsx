import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssignmentActivitiesInput } from '../../../generated/graphql';
import {
  daysFromNow,
  editedAssignment,
  libraryPage,
  numberedActivity,
  type AssignmentFixture,
} from '../../../testing/assignmentAnswers';
import { failure, renderWithGateway, type FakeGateway } from '../../../testing/fakeGateway';
import { ASSIGNMENT_SPEC_TEXTS } from '../assignmentText';
import { EditAssignmentPage } from './EditAssignmentPage';

afterEach(cleanup);

const MOON_UNIT: AssignmentFixture = {
  id: 'a1',
  name: 'Moon unit',
  startDate: daysFromNow(-1),
  endDate: daysFromNow(6),
  activities: [numberedActivity(1)],
};

const open = (gateway: FakeGateway, path = '/assignments/edit/a1') =>
  renderWithGateway(<EditAssignmentPage />, gateway, { path, route: '/assignments/edit/:assignmentId' });
const card = (name: string) => screen.getByRole('article', { name });
const library = () => libraryPage([numberedActivity(1), numberedActivity(2), numberedActivity(3)], false);

describe('Edit Assignment', { timeout: 20_000 }, () => {
  it('lists the activities already in it, whose "Add to assignment" is disabled', async () => {
    open({ EditAssignmentPage: () => editedAssignment(MOON_UNIT), ActivityLibrary: library });
    const existing = await screen.findByRole('list', { name: 'Activities in this assignment' });
    expect(within(existing).getByText('Cape Cosmos 1')).toBeTruthy();
    await screen.findByRole('article', { name: 'Cape Cosmos 1' });
    const add = within(card('Cape Cosmos 1')).getByRole('button', { name: 'Add to assignment' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  it('asks "Add Activities", then adds the chosen ones and opens the assignment', async () => {
    const added: AssignmentActivitiesInput[] = [];
    const { location } = open({
      EditAssignmentPage: () => editedAssignment(MOON_UNIT),
      ActivityLibrary: library,
      AddAssignmentActivities: ({ input }) => {
        added.push(input);
        return {
          data: {
            addAssignmentActivities: {
              __typename: 'AssignmentPayload',
              assignment: { __typename: 'Assignment', id: 'a1', activities: [] },
            },
          },
        };
      },
    });
    await screen.findByRole('list', { name: 'Activities in this assignment' });
    await screen.findByRole('article', { name: 'Cape Cosmos 3' });
    fireEvent.click(within(card('Cape Cosmos 3')).getByRole('button', { name: 'Add to assignment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Assignment' }));

    const dialog = await screen.findByRole('dialog', { name: ASSIGNMENT_SPEC_TEXTS.addActivitiesTitle });
    expect(within(dialog).getByText(ASSIGNMENT_SPEC_TEXTS.addActivitiesQuestion)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(added).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Update Assignment' }));
    const again = await screen.findByRole('dialog', { name: ASSIGNMENT_SPEC_TEXTS.addActivitiesTitle });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'CONFIRM' })));
    await waitFor(() => expect(location.pathname).toBe('/assignments/view/a1'));
    expect(added).toEqual([{ assignmentId: 'a1', activities: [{ questId: 'q-3', activityType: 'QUIZ' }] }]);
  });

  it('says "Sorry, we could not load the existing activities." when they fail to load', async () => {
    open({ EditAssignmentPage: () => failure('INTERNAL'), ActivityLibrary: library });
    expect(await screen.findAllByText(ASSIGNMENT_SPEC_TEXTS.existingActivitiesNotLoaded)).not.toHaveLength(0);
    await screen.findByRole('article', { name: 'Cape Cosmos 3' });
    fireEvent.click(within(card('Cape Cosmos 3')).getByRole('button', { name: 'Add to assignment' }));
    expect((screen.getByRole('button', { name: 'Update Assignment' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
