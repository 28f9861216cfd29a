import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityLibraryQueryVariables, CreateAssignmentInput } from '../../../generated/graphql';
import { dialogGroups, libraryPage, numberedActivity } from '../../../testing/assignmentAnswers';
import { failure, renderWithGateway, type FakeGateway } from '../../../testing/fakeGateway';
import { DEFAULT_TIME_ZONE } from '@portal/domain';
import { daysFromNow as schoolDaysFromNow, fromFieldValue, toFieldValue } from '../assignmentDates';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { CreateAssignmentPage } from './CreateAssignmentPage';

afterEach(cleanup);

const ALL_TYPES = ['QUIZ', 'GAME', 'BOOK', 'ANIMATION', 'SONG'];
/** No year level and no curriculum code chosen (ActivityLibrary.test.tsx chooses them). */
const NO_FILTERS = { yearLevel: null, curriculumCode: null };
const FIRST_PAGE = Array.from({ length: 10 }, (_, index) => numberedActivity(index + 1));
const SECOND_PAGE = [numberedActivity(11), numberedActivity(12)];

/** A library of 12 activities, 10 a page; a search with realms finds the first two only. */
function libraryGateway(extra: FakeGateway = {}) {
  const searches: ActivityLibraryQueryVariables[] = [];
  const gateway: FakeGateway = {
    ActivityLibrary: (variables) => {
      searches.push(variables);
      if (variables.realms) return libraryPage(FIRST_PAGE.slice(0, 2), false);
      return variables.after ? libraryPage(SECOND_PAGE, false) : libraryPage(FIRST_PAGE, true);
    },
    ActivityPreviewDialog: () => ({ data: { activity: null } }),
    ...extra,
  };
  return { gateway, searches };
}

const open = (gateway: FakeGateway) =>
  renderWithGateway(<CreateAssignmentPage />, gateway, { path: '/assignments/create', route: '/assignments/create' });
const cards = () => screen.queryAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('Create Assignment', { timeout: 20_000 }, () => {
  it('loads 10 activities of every type, then Load More until "No more activities to show"', async () => {
    const { gateway, searches } = libraryGateway();
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(searches[0]).toEqual({ first: 10, name: null, realms: null, types: ALL_TYPES, ...NO_FILTERS });
    expect(screen.queryByText(ASSIGNMENT_SPEC_TEXTS.noMoreActivities)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(searches[1]).toMatchObject({ after: 'q-10' });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(ASSIGNMENT_SPEC_TEXTS.noMoreActivities);
  });

  it('starts again from the first page when a filter changes', async () => {
    const { gateway, searches } = libraryGateway();
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(12));

    fireEvent.click(screen.getByRole('button', { name: /Filter/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cape Cosmos' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(searches.at(-1)).toEqual({
      first: 10,
      name: null,
      realms: ['Cape Cosmos'],
      types: ALL_TYPES,
      ...NO_FILTERS,
    });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Activity name' }), { target: { value: ' moon ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ name: 'moon', realms: ['Cape Cosmos'] }));
    expect(searches.at(-1)?.after).toBeUndefined();
  });

  it('searches by the types chosen', async () => {
    const { gateway, searches } = libraryGateway();
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Activity type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Game' }));
    await waitFor(() =>
      expect(searches.at(-1)).toEqual({ first: 10, name: null, realms: null, types: ['GAME'], ...NO_FILTERS }),
    );
  });

  it('disables "Add to assignment" once an activity is chosen, and enables it again when it is removed', async () => {
    const { gateway } = libraryGateway();
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(10));
    const add = () =>
      within(card('Cape Cosmos 3')).getByRole('button', { name: 'Add to assignment' }) as HTMLButtonElement;
    expect((screen.getByRole('button', { name: 'Create Assignment' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(add());
    expect(add().disabled).toBe(true);
    const chosen = screen.getByRole('list', { name: 'Activities to add' });
    expect(within(chosen).getByText('Cape Cosmos 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create Assignment' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(card('Cape Cosmos 4')).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Cape Cosmos 4' });
    expect(within(preview).getByRole('img', { name: 'Cape Cosmos 4 banner' })).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Add to assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(chosen).getByText('Cape Cosmos 4')).toBeTruthy();

    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove Cape Cosmos 3' }));
    expect(add().disabled).toBe(false);
  });

  it('says "Sorry, something went wrong. Please try again later!" when the search fails', async () => {
    open({ ActivityLibrary: () => failure('INTERNAL') });
    expect(await screen.findAllByText(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong)).not.toHaveLength(0);
  });

  it('creates the assignment with the chosen activities, says so, then opens its page', async () => {
    const inputs: CreateAssignmentInput[] = [];
    const { gateway } = libraryGateway({
      AssignmentDialog: () => dialogGroups([{ id: 'g1', name: 'Year 3 Explorers' }]),
      CreateAssignment: ({ input }) => {
        inputs.push(input);
        return {
          data: {
            createAssignment: {
              __typename: 'AssignmentPayload',
              assignment: { __typename: 'Assignment', id: 'a1', name: input.name, startDate: '', endDate: '' },
            },
          },
        };
      },
    });
    const { location } = open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(within(card('Cape Cosmos 2')).getByRole('button', { name: 'Add to assignment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assignment details' });
    await within(dialog).findByRole('option', { name: 'Year 3 Explorers' });
    const start = toFieldValue(new Date(Date.now() + 86_400_000), DEFAULT_TIME_ZONE);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Moon unit' } });
    fireEvent.change(within(dialog).getByLabelText(/^Group/), { target: { value: 'g1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: start } });
    fireEvent.change(within(dialog).getByLabelText(/^Due date/), {
      target: { value: toFieldValue(new Date(Date.now() + 8 * 86_400_000), DEFAULT_TIME_ZONE) },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })));
    expect(await screen.findByText(ASSIGNMENT_TEXTS.assignmentCreated)).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/assignments/view/a1'));
    expect(inputs[0]).toMatchObject({
      name: 'Moon unit',
      groupId: 'g1',
      startDate: fromFieldValue(start, DEFAULT_TIME_ZONE)?.toISOString(),
      activities: [{ questId: 'q-2', activityType: 'QUIZ' }],
    });
  });

  it('opens the dialog starting now and due a week later on the school clock', async () => {
    const { gateway } = libraryGateway({
      AssignmentDialog: () => dialogGroups([{ id: 'g1', name: 'Year 3 Explorers' }]),
    });
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(within(card('Cape Cosmos 2')).getByRole('button', { name: 'Add to assignment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assignment details' });
    const now = new Date();
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveProperty('value', toFieldValue(now, DEFAULT_TIME_ZONE));
    expect(within(dialog).getByLabelText(/^Due date/)).toHaveProperty(
      'value',
      toFieldValue(schoolDaysFromNow(7, DEFAULT_TIME_ZONE, now), DEFAULT_TIME_ZONE),
    );
  });
});
