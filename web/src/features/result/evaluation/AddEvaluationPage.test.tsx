import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GENERAL_CAPABILITIES, MESSAGES, REQUEST_FAILURES, TOPICS, ratingLevel, type GradedItem } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommentInput, EvaluationInput, Role } from '../../../generated/graphql';
import { failure, renderWithGateway, type Answer, type FakeGateway } from '../../../testing/fakeGateway';
import { AddEvaluationPage } from '../ResultPages';
import { EVALUATION_TEXTS } from './evaluationTexts';

afterEach(cleanup);

interface Saved {
  itemId: string;
  grade: number;
}

/** Every item graded `grade`, as the gateway answers saved grades. */
const allGraded = (items: readonly GradedItem[], grade: number): Saved[] =>
  items.map(({ id }) => ({ itemId: id, grade }));
const onTheWire = (grades: readonly Saved[]) => grades.map((saved) => ({ __typename: 'Grade', ...saved }));

/** Zoë Harris (u1) with these saved grades (none: the REST 204), and the fixed items to grade. */
function evaluationPage({
  topicGrades = [],
  capabilityGrades = [],
  roles = ['STUDENT'],
}: { topicGrades?: Saved[]; capabilityGrades?: Saved[]; roles?: Role[] } = {}): Answer<'AddEvaluationPage'> {
  return {
    data: {
      user: {
        __typename: 'User',
        id: 'u1',
        firstName: 'Zoë',
        lastName: 'Harris',
        roles,
        topicGrades: onTheWire(topicGrades),
        capabilityGrades: onTheWire(capabilityGrades),
      },
      topics: TOPICS.map((item) => ({ __typename: 'GradedItem', ...item })),
      generalCapabilities: GENERAL_CAPABILITIES.map((item) => ({ __typename: 'GradedItem', ...item })),
    },
  };
}

/** The student as a grades mutation answers: with the grades just sent. */
const student = (input: EvaluationInput) => ({
  __typename: 'EvaluationPayload',
  student: {
    __typename: 'User',
    id: String(input.studentId),
    grades: onTheWire(input.grades.map(({ itemId, grade }) => ({ itemId: String(itemId), grade }))),
  },
});

const open = (gateway: FakeGateway) =>
  renderWithGateway(<AddEvaluationPage />, gateway, {
    path: '/result/evaluate/u1',
    route: '/result/evaluate/:userId',
  });
const opened = async (gateway: FakeGateway) => {
  const rendered = open(gateway);
  await screen.findByRole('heading', { level: 1, name: 'Zoë Harris' });
  return rendered;
};

const gradesOf = (name: string) => within(screen.getByRole('radiogroup', { name }));
const choose = (name: string, grade: number) =>
  fireEvent.click(gradesOf(name).getByRole('radio', { name: `${grade}: ${ratingLevel(grade)}` }));
const chosen = (name: string) =>
  gradesOf(name)
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);
const submitEdit = () => screen.getByRole('button', { name: /^Submit( Edit)?$/ }) as HTMLButtonElement;
/** The tab panel shown: the others stay mounted, hidden. */
const panel = () => within(screen.getByRole('tabpanel'));
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const commentField = () => screen.getByRole('textbox', { name: EVALUATION_TEXTS.commentLabel }) as HTMLTextAreaElement;
const addComment = () => screen.getByRole('button', { name: EVALUATION_TEXTS.submitComment }) as HTMLButtonElement;
const sent = (calls: { operationName: string }[]) => calls.map(({ operationName }) => operationName);

describe('the Add Evaluation page', { timeout: 20_000 }, () => {
  it('says "We are fetching your data", then heads the page with the student\'s name, a way back and three tabs', async () => {
    open({ AddEvaluationPage: () => evaluationPage() });
    expect(screen.getByText(RESULT_SPEC_TEXTS.fetchingData)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoë Harris' })).toBeTruthy();
    expect(screen.queryByText(RESULT_SPEC_TEXTS.fetchingData)).toBeNull();
    expect(screen.getByRole('link', { name: EVALUATION_TEXTS.goBack }).getAttribute('href')).toBe('/result/groups');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Topic Evaluation',
      'General Capability Evaluation',
      'Comment',
    ]);
    // One grade choice 1 to 5 per topic, each named by its topic; the other tabs' panels wait.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(TOPICS.length);
    expect(
      gradesOf('Animals')
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    openTab(EVALUATION_TEXTS.capabilityTab);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(GENERAL_CAPABILITIES.length);
    expect(screen.getByRole('radiogroup', { name: 'Information and Communication Technology (ICT)' })).toBeTruthy();
  });

  it('keeps Submit Edit disabled, saying "Please add all the evaluations", until the last topic has a grade', async () => {
    await opened({ AddEvaluationPage: () => evaluationPage() });
    expect(submitEdit().disabled).toBe(true);
    expect(panel().getByText(RESULT_SPEC_TEXTS.addAllEvaluations)).toBeTruthy();
    const [last, ...others] = [...TOPICS].reverse();
    for (const { name } of others) choose(name, 4);
    expect(submitEdit().disabled).toBe(true);
    expect(panel().getByText(RESULT_SPEC_TEXTS.addAllEvaluations)).toBeTruthy();
    choose(last?.name ?? '', 2);
    expect(submitEdit().disabled).toBe(false);
    expect(panel().queryByText(RESULT_SPEC_TEXTS.addAllEvaluations)).toBeNull();
  });

  it('creates the topic grades when the student has none, then updates them on the next submit', async () => {
    const creates: EvaluationInput[] = [];
    const updates: EvaluationInput[] = [];
    const { calls } = await opened({
      AddEvaluationPage: () => evaluationPage(),
      CreateGrades: ({ input, type }) => {
        creates.push(input);
        expect(type).toBe('TOPIC');
        return { data: { createGrades: student(input) } };
      },
      UpdateGrades: ({ input }) => {
        updates.push(input);
        return { data: { updateGrades: student(input) } };
      },
    });
    TOPICS.forEach(({ name }, index) => choose(name, (index % 5) + 1));
    // A first evaluation submits; there is nothing to edit yet (issue 35).
    expect(submitEdit().textContent).toBe(EVALUATION_TEXTS.submitGrades);
    await act(async () => fireEvent.click(submitEdit()));

    expect(await screen.findByText(RESULT_SPEC_TEXTS.topicGradesUpdated)).toBeTruthy();
    expect(submitEdit().textContent).toBe(EVALUATION_TEXTS.submitEdit);
    expect(creates).toEqual([
      {
        studentId: 'u1',
        gradeType: 'TOPIC',
        grades: TOPICS.map(({ id }, index) => ({ itemId: id, grade: (index % 5) + 1 })),
      },
    ]);

    choose('Animals', 5);
    await act(async () => fireEvent.click(submitEdit()));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.grades).toContainEqual({ itemId: TOPICS.find(({ name }) => name === 'Animals')?.id, grade: 5 });
    expect(updates[0]?.grades).toHaveLength(TOPICS.length);
    expect(sent(calls)).toEqual(['AddEvaluationPage', 'CreateGrades', 'UpdateGrades']);
  });

  it('starts from the saved capability grades and updates them, saying "Updated student\'s general capability grades successfully!"', async () => {
    const updates: EvaluationInput[] = [];
    const { calls } = await opened({
      AddEvaluationPage: () => evaluationPage({ capabilityGrades: allGraded(GENERAL_CAPABILITIES, 3) }),
      UpdateGrades: ({ input, type }) => {
        updates.push(input);
        expect(type).toBe('CAPABILITY');
        return { data: { updateGrades: student(input) } };
      },
    });
    openTab(EVALUATION_TEXTS.capabilityTab);
    expect(chosen('Numeracy')).toEqual(['3']);
    expect(submitEdit().disabled).toBe(false);
    choose('Numeracy', 5);
    await act(async () => fireEvent.click(submitEdit()));

    expect(await screen.findByText(RESULT_SPEC_TEXTS.capabilityGradesUpdated)).toBeTruthy();
    expect(updates).toEqual([
      {
        studentId: 'u1',
        gradeType: 'CAPABILITY',
        grades: GENERAL_CAPABILITIES.map(({ id, name }) => ({ itemId: id, grade: name === 'Numeracy' ? 5 : 3 })),
      },
    ]);
    expect(sent(calls)).not.toContain('CreateGrades');
  });

  it('shows the generic error when grades cannot be saved, and keeps every grade chosen', async () => {
    await opened({
      AddEvaluationPage: () => evaluationPage(),
      CreateGrades: () => failure('INTERNAL_SERVER_ERROR'),
    });
    for (const { name } of TOPICS) choose(name, 2);
    choose('Space', 4);
    fireEvent.click(submitEdit());

    expect(await screen.findByText(MESSAGES.generalFailure)).toBeTruthy();
    expect(chosen('Space')).toEqual(['4']);
    expect(chosen('Animals')).toEqual(['2']);
    expect(submitEdit().disabled).toBe(false);
    expect(screen.queryByText(RESULT_SPEC_TEXTS.topicGradesUpdated)).toBeNull();
  });

  it('updates on the next try when someone else created the grades meanwhile (CONFLICT)', async () => {
    const { calls } = await opened({
      AddEvaluationPage: () => evaluationPage(),
      CreateGrades: () => failure('CONFLICT', 'These grades already exist: update them instead'),
      UpdateGrades: ({ input }) => ({ data: { updateGrades: student(input) } }),
    });
    for (const { name } of TOPICS) choose(name, 1);
    fireEvent.click(submitEdit());
    expect(await screen.findByText(MESSAGES.generalFailure)).toBeTruthy();
    await act(async () => fireEvent.click(submitEdit()));
    expect(await screen.findByText(RESULT_SPEC_TEXTS.topicGradesUpdated)).toBeTruthy();
    expect(sent(calls)).toEqual(['AddEvaluationPage', 'CreateGrades', 'UpdateGrades']);
  });

  it('takes a comment of several lines in a 4-row field, adds it, says "Your comment was added." and clears it', async () => {
    const inputs: CommentInput[] = [];
    await opened({
      AddEvaluationPage: () => evaluationPage(),
      AddComment: ({ input }) => {
        inputs.push(input);
        return {
          data: {
            addComment: {
              __typename: 'CommentPayload',
              comment: { __typename: 'Comment', commentId: 'c1' },
            },
          },
        };
      },
    });
    openTab(EVALUATION_TEXTS.commentTab);
    expect(commentField().tagName).toBe('TEXTAREA');
    expect(commentField().getAttribute('rows')).toBe('4');
    expect(addComment().disabled).toBe(true);
    fireEvent.change(commentField(), { target: { value: '   \n ' } });
    expect(addComment().disabled).toBe(true);

    fireEvent.change(commentField(), { target: { value: '  Great work on fossils.\nKeep reading!  ' } });
    expect(addComment().disabled).toBe(false);
    await act(async () => fireEvent.click(addComment()));

    expect(await screen.findByText(RESULT_SPEC_TEXTS.commentAdded)).toBeTruthy();
    expect(inputs).toEqual([{ studentId: 'u1', comment: 'Great work on fossils.\nKeep reading!' }]);
    expect(commentField().value).toBe('');
  });

  it('refuses a comment holding a control character other than a line break, as the server does', async () => {
    const { calls } = await opened({ AddEvaluationPage: () => evaluationPage() });
    openTab(EVALUATION_TEXTS.commentTab);
    fireEvent.change(commentField(), { target: { value: 'Tab\there' } });
    expect(screen.getByText(REQUEST_FAILURES.controlCharacters)).toBeTruthy();
    expect(commentField().getAttribute('aria-invalid')).toBe('true');
    expect(addComment().disabled).toBe(true);
    fireEvent.submit(commentField().closest('form') as HTMLFormElement);
    expect(sent(calls)).toEqual(['AddEvaluationPage']);
  });

  it('shows the generic error when a comment cannot be added, and keeps its text', async () => {
    await opened({ AddEvaluationPage: () => evaluationPage(), AddComment: () => failure('INTERNAL_SERVER_ERROR') });
    openTab(EVALUATION_TEXTS.commentTab);
    fireEvent.change(commentField(), { target: { value: 'Line one\nLine two' } });
    fireEvent.click(addComment());
    expect(await screen.findByText(MESSAGES.generalFailure)).toBeTruthy();
    expect(commentField().value).toBe('Line one\nLine two');
    expect(screen.queryByText(RESULT_SPEC_TEXTS.commentAdded)).toBeNull();
  });

  it('says the user could not be loaded, with the generic error and the way back, when the student is not found', async () => {
    open({ AddEvaluationPage: () => failure('NOT_FOUND', 'User not found') });
    expect(await screen.findByText(MESSAGES.profileLoadFailed)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.generalFailure)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: EVALUATION_TEXTS.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: EVALUATION_TEXTS.goBack })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers no evaluation of someone who is not a student, as the server refuses it', async () => {
    await opened({ AddEvaluationPage: () => evaluationPage({ roles: ['TEACHER'] }) });
    expect(screen.getByText(EVALUATION_TEXTS.notAStudent)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
