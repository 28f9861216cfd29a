import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIBRARY_SEARCH_TEXTS, searchText } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityLibraryQueryVariables } from '../../../generated/graphql';
import { libraryPage, numberedActivity, type ActivityFixture } from '../../../testing/assignmentAnswers';
import { failure, renderWithGateway, type Answer, type FakeGateway } from '../../../testing/fakeGateway';
import { CreateAssignmentPage } from './CreateAssignmentPage';

afterEach(cleanup);

/*
 * Issue 35: the library filters by year level and curriculum code and its
 * search ignores accents and case; the preview lists a quiz's questions.
 * The gateway filters (the library is paged on the server): the fake one
 * here matches names as the server does, through domain's searchText.
 */

const ALL_TYPES = ['QUIZ', 'GAME', 'BOOK', 'ANIMATION', 'SONG'];
const ZOE: ActivityFixture = { questId: 'q-90', name: "Zoë's Minibeasts", realm: 'Green Acres', activityType: 'QUIZ' };
const LIBRARY = [...Array.from({ length: 4 }, (_, index) => numberedActivity(index + 1)), ZOE];

function libraryGateway(extra: FakeGateway = {}) {
  const searches: ActivityLibraryQueryVariables[] = [];
  const gateway: FakeGateway = {
    ActivityLibrary: (variables) => {
      searches.push(variables);
      const words = searchText(variables.name ?? '')
        .split(' ')
        .filter(Boolean);
      const found = LIBRARY.filter((activity) => words.every((word) => searchText(activity.name).includes(word)));
      return libraryPage(found, false);
    },
    ...extra,
  };
  return { gateway, searches };
}

const open = (gateway: FakeGateway) =>
  renderWithGateway(<CreateAssignmentPage />, gateway, { path: '/assignments/create', route: '/assignments/create' });
const cards = () => screen.queryAllByRole('article');

function quizAnswer(answerChoiceId: string | null): Answer<'ActivityPreviewDialog'> {
  const choices = [
    { __typename: 'QuizChoice', choiceId: 'c1', text: 'They are held by the Sun' },
    { __typename: 'QuizChoice', choiceId: 'c2', text: 'We see different parts of its lit half' },
  ];
  return {
    data: {
      activity: {
        __typename: 'Activity',
        questId: ZOE.questId,
        questions: [
          {
            __typename: 'QuizQuestion',
            itemId: `${ZOE.questId}.1`,
            prompt: 'Why does the Moon seem to change shape?',
            choices,
            answerChoiceId,
            explanation: answerChoiceId ? 'The Sun always lights half of the Moon.' : null,
          },
        ],
        check: null,
      },
    },
  };
}

describe('the activity library', { timeout: 20_000 }, () => {
  it('sends no year level and no curriculum code until one is chosen', async () => {
    const { gateway, searches } = libraryGateway();
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(LIBRARY.length));
    expect(searches[0]).toEqual({
      first: 10,
      name: null,
      realms: null,
      types: ALL_TYPES,
      yearLevel: null,
      curriculumCode: null,
    });
  });

  it('filters by a year level and by a curriculum code the library covers, found by typing part of it', async () => {
    const { gateway, searches } = libraryGateway();
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(LIBRARY.length));
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: LIBRARY_SEARCH_TEXTS.yearLevel }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      LIBRARY_SEARCH_TEXTS.anyYearLevel,
      ...Array.from({ length: 10 }, (_, index) => `Year ${index + 1}`),
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Year 4' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ yearLevel: 4, curriculumCode: null }));

    const code = screen.getByRole('combobox', { name: LIBRARY_SEARCH_TEXTS.curriculumCode });
    act(() => code.focus());
    fireEvent.change(code, { target: { value: 'ac9s4' } });
    const option = await screen.findByRole('option', { name: /^AC9S4U01 \(Year 4\)/ });
    expect(screen.queryByRole('option', { name: /AC9S6U02/ })).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ yearLevel: 4, curriculumCode: 'AC9S4U01' }));
    expect(searches.at(-1)?.after).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: LIBRARY_SEARCH_TEXTS.yearLevel }));
    fireEvent.click(screen.getByRole('option', { name: LIBRARY_SEARCH_TEXTS.anyYearLevel }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ yearLevel: null, curriculumCode: 'AC9S4U01' }));
  });

  it('finds "Zoë" when "Zoe" is typed: the name goes to the server as typed, which ignores accents and case', async () => {
    const { gateway, searches } = libraryGateway();
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(LIBRARY.length));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Activity name' }), { target: { value: 'ZOE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(searches.at(-1)?.name).toBe('ZOE');
    expect(screen.getByRole('article', { name: ZOE.name })).toBeTruthy();
  });

  it("previews a quiz's questions and choices, with the right answer and why as the server sends them to staff", async () => {
    const asked: string[] = [];
    const { gateway } = libraryGateway({
      ActivityPreviewDialog: ({ questId }) => {
        asked.push(String(questId));
        return quizAnswer('c2');
      },
    });
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(LIBRARY.length));
    fireEvent.click(within(screen.getByRole('article', { name: ZOE.name })).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: ZOE.name });
    const questions = await within(dialog).findByRole('region', { name: LIBRARY_SEARCH_TEXTS.questionsHeading });
    expect(within(questions).getByText(/Why does the Moon seem to change shape\?/)).toBeTruthy();
    expect(within(questions).getByText('They are held by the Sun')).toBeTruthy();
    expect(within(questions).getByText(/We see different parts of its lit half/).textContent).toContain(
      '(right answer)',
    );
    expect(within(questions).getByText('The Sun always lights half of the Moon.')).toBeTruthy();
    expect(asked).toEqual([ZOE.questId]);
  });

  it('marks no choice when the server sends no answer key, and says so when the questions cannot be read', async () => {
    const { gateway } = libraryGateway({ ActivityPreviewDialog: () => quizAnswer(null) });
    open(gateway);
    await waitFor(() => expect(cards()).toHaveLength(LIBRARY.length));
    fireEvent.click(within(screen.getByRole('article', { name: ZOE.name })).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: ZOE.name });
    await within(dialog).findByText('They are held by the Sun');
    expect(within(dialog).queryByText(/right answer/)).toBeNull();
    cleanup();

    open(libraryGateway({ ActivityPreviewDialog: () => failure('INTERNAL') }).gateway);
    await waitFor(() => expect(cards()).toHaveLength(LIBRARY.length));
    fireEvent.click(within(screen.getByRole('article', { name: ZOE.name })).getByRole('button', { name: 'Preview' }));
    const failed = await screen.findByRole('dialog', { name: ZOE.name });
    expect(await within(failed).findByText(LIBRARY_SEARCH_TEXTS.questionsNotLoaded)).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Add to assignment' })).toBeTruthy();
  });
});
