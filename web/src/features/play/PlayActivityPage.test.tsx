import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { SEND_AGAIN } from '../../shared/graphql/sendAgain';
import type { AttemptInput } from '../../generated/graphql';
import { failure, renderWithGateway, signedInAs, type Answer, type FakeGateway } from '../../testing/fakeGateway';
import { PREVIEW_NOTE } from './ActivityPreview';
import { CHECK_ANSWERS } from './game/GamePlayer';
import { SOLUTION_HEADING } from './game/GameSolution';
import { SORT_GAME } from './game/testGames';
import { GO_TO_THE_CHECK, NEXT } from './story/storyTexts';
import { CHECK_HEADING } from './story/StoryPlayer';
import { PlayActivityPage, SAVING_AGAIN } from './PlayActivityPage';
import { REVIEW_HEADING } from './ReviewFrame';
import { playActivityPath, playActivityUrl } from './urls';

afterEach(cleanup);

const QUESTIONS = [
  {
    prompt: 'Which seed flies on the wind?',
    right: 'A dandelion seed',
    wrong: ['A coconut', 'An acorn'],
    why: 'Its fluffy parachute catches the breeze.',
  },
  {
    prompt: 'How do burrs travel?',
    right: 'On animal fur',
    wrong: ['Down rivers', 'Underground'],
    why: 'Their tiny hooks grip fur and socks.',
  },
  {
    prompt: 'How can a coconut reach an island?',
    right: 'It floats',
    wrong: ['A bird carries it', 'It rolls'],
    why: 'Its husk is full of air, so it floats on the sea.',
  },
];
const choiceId = (text: string) => `c-${text.toLowerCase().replaceAll(' ', '-')}`;

function activity(type: 'QUIZ' | 'BOOK', { answers = false }: { answers?: boolean } = {}): Answer<'PlayActivityPage'> {
  return {
    data: {
      assignment: { __typename: 'Assignment', id: 'a1', name: 'Seeds week' },
      activity: {
        __typename: 'Activity',
        questId: type === 'QUIZ' ? 'q-env-001' : 'b-env-001',
        name: type === 'QUIZ' ? 'How Seeds Travel' : 'The Secret Life of Soil',
        activityType: type,
        realm: 'Green Acres',
        description: 'Dig down through the layers of the ground.',
        bannerUrl: '/images/b-env-001/banner.png',
        questions:
          type === 'QUIZ'
            ? QUESTIONS.map(({ prompt, right, wrong, why }, index) => ({
                __typename: 'QuizQuestion',
                itemId: `q-env-001.${index + 1}`,
                prompt,
                choices: [right, ...wrong].map((text) => ({
                  __typename: 'QuizChoice',
                  choiceId: choiceId(text),
                  text,
                })),
                answerChoiceId: answers ? choiceId(right) : null,
                explanation: answers ? why : null,
              }))
            : null,
        game: null,
        book:
          type === 'BOOK'
            ? {
                __typename: 'Book',
                pages: BOOK_PAGES.map((text, index) => ({
                  __typename: 'BookPage',
                  text,
                  illustrationUrl: `/api/v1/activities/b-env-001/pictures/${index + 1}.svg`,
                })),
              }
            : null,
        animation: null,
        song: null,
        check: type === 'BOOK' ? [checkQuestion(answers)] : null,
      },
    },
  };
}

const BOOK_PAGES = ['Soil is full of life.', 'Worms mix the soil as they dig.'];

/** The book's check: one question, the first of the quiz's (so the fake grading knows it). */
function checkQuestion(answers: boolean) {
  const { prompt, right, wrong, why } = QUESTIONS[0] ?? { prompt: '', right: '', wrong: [], why: '' };
  return {
    __typename: 'QuizQuestion' as const,
    itemId: 'b-env-001.1',
    prompt,
    choices: [right, ...wrong].map((text) => ({ __typename: 'QuizChoice' as const, choiceId: choiceId(text), text })),
    answerChoiceId: answers ? choiceId(right) : null,
    explanation: answers ? why : null,
  };
}

/** A sort game as the page reads it: with its solution for staff (`answers`), without for a student. */
function gameActivity(answers: boolean): Answer<'PlayActivityPage'> {
  const base = activity('BOOK');
  const game = answers ? SORT_GAME : { ...SORT_GAME, solution: null };
  return {
    data: {
      assignment: base.data?.assignment ?? null,
      activity: base.data?.activity
        ? { ...base.data.activity, questId: 'g-inv-001', activityType: 'GAME', game: { __typename: 'Game', ...game } }
        : null,
    },
  };
}

/** The portal's grading of the responses sent, as the gateway answers it. */
function graded(input: AttemptInput): Answer<'RecordAttempt'> {
  const responses = Array.isArray(input.responses) ? input.responses : input.responses ? [input.responses] : [];
  const feedback = responses.map((response) => {
    const [itemId, answer] = [String(response.itemId), String(response.answer)];
    const question = QUESTIONS[Number(itemId.split('.')[1]) - 1];
    const expected = choiceId(question?.right ?? '');
    return {
      __typename: 'ItemFeedback' as const,
      itemId,
      correct: answer === expected,
      answer,
      expected,
      explanation: question?.why ?? '',
    };
  });
  return {
    data: {
      recordAttempt: {
        __typename: 'AttemptPayload',
        attemptId: 'at1',
        recordedAt: '2030-01-01T00:00:00Z',
        answered: feedback.length,
        correct: feedback.filter((item) => item.correct).length,
        completed: String(input.questId).startsWith('q-')
          ? feedback.length === QUESTIONS.length
          : input.reached === BOOK_PAGES.length && feedback.length === 1,
        feedback,
      },
    },
  };
}
const recorded = graded({ assignmentId: 'a1', questId: 'b-env-001', responses: [], seconds: 0 });

function play(questId: string, gateway: FakeGateway, role: 'STUDENT' | 'TEACHER' | 'PARENT' = 'STUDENT') {
  const attempts: AttemptInput[] = [];
  const view = renderWithGateway(
    <PlayActivityPage />,
    {
      AuthState: signedInAs(role),
      RecordAttempt: ({ input }) => {
        attempts.push(input);
        return graded(input);
      },
      ...gateway,
    },
    { path: playActivityUrl('a1', questId), route: playActivityPath },
  );
  return { ...view, attempts };
}

const answer = async (choice: string, button: 'Next' | 'Finish') => {
  fireEvent.click(await screen.findByRole('radio', { name: choice }));
  fireEvent.click(screen.getByRole('button', { name: button }));
};

/** Reads the book's two pages, then answers its check right. */
const finishBook = async () => {
  fireEvent.click(await screen.findByRole('button', { name: NEXT }));
  fireEvent.click(await screen.findByRole('button', { name: GO_TO_THE_CHECK }));
  await answer('A dandelion seed', 'Finish');
};

describe('playing an activity', { timeout: 20_000 }, () => {
  it('builds the address the assignment page links to', () => {
    expect(playActivityUrl('a1', 'q-env-001')).toBe('/assignments/view/a1/play/q-env-001');
  });

  it('plays a quiz one question at a time, sends the answers, and reviews them with the right answer and why', async () => {
    const { attempts, location } = play('q-env-001', { PlayActivityPage: () => activity('QUIZ') });
    expect(await screen.findByRole('heading', { level: 1, name: 'How Seeds Travel' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.queryByText('How do burrs travel?')).toBeNull();
    // Next waits for an answer.
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await answer('A dandelion seed', 'Next');
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    await answer('Down rivers', 'Next');
    await answer('It floats', 'Finish');

    // The score and the review come from the portal's answer.
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your attempt has been recorded. You scored 2 out of 3.',
    );
    expect(attempts).toEqual([
      expect.objectContaining({
        assignmentId: 'a1',
        questId: 'q-env-001',
        responses: [
          { itemId: 'q-env-001.1', answer: 'c-a-dandelion-seed' },
          { itemId: 'q-env-001.2', answer: 'c-down-rivers' },
          { itemId: 'q-env-001.3', answer: 'c-it-floats' },
        ],
      }),
    ]);
    expect(attempts[0]?.seconds).toBeGreaterThanOrEqual(0);
    const review = screen.getAllByRole('listitem');
    expect(review.map((item) => item.textContent)).toEqual([
      '1. Which seed flies on the wind?Right: you chose “A dandelion seed”Its fluffy parachute catches the breeze.',
      '2. How do burrs travel?Wrong: you chose “Down rivers”Right answer: On animal furTheir tiny hooks grip fur and socks.',
      '3. How can a coconut reach an island?Right: you chose “It floats”Its husk is full of air, so it floats on the sea.',
    ]);
    // Focus moves to the review's heading once it has rendered (an effect: on a busy machine, a moment after).
    await waitFor(() => expect(document.activeElement?.textContent).toBe(REVIEW_HEADING));
    fireEvent.click(screen.getByRole('link', { name: 'Back to the assignment' }));
    expect(location.pathname).toBe('/assignments/view/a1');
  });

  it('starts a new attempt, with a new key, on Try again', async () => {
    const { attempts } = play('q-env-001', { PlayActivityPage: () => activity('QUIZ') });
    for (const pick of ['A coconut', 'Down rivers']) await answer(pick, 'Next');
    await answer('It rolls', 'Finish');
    expect(await screen.findByText('You scored 0 out of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    for (const pick of ['A dandelion seed', 'On animal fur']) await answer(pick, 'Next');
    await answer('It floats', 'Finish');
    expect(await screen.findByText('You scored 3 out of 3')).toBeTruthy();
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.idempotencyKey).not.toBe(attempts[0]?.idempotencyKey);
  });

  it('reads a book page by page, then its check, and sends the answers with every page reached', async () => {
    const { attempts } = play('b-env-001', { PlayActivityPage: () => activity('BOOK') });
    expect(await screen.findByText(BOOK_PAGES[0] ?? '')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await finishBook();
    expect(await screen.findByText('You scored 1 out of 1')).toBeTruthy();
    expect(screen.getByText('Its fluffy parachute catches the breeze.')).toBeTruthy();
    expect(attempts).toEqual([
      expect.objectContaining({
        questId: 'b-env-001',
        reached: 2,
        responses: [{ itemId: 'b-env-001.1', answer: choiceId('A dandelion seed') }],
      }),
    ]);
  });

  it("shows staff a book's pages and its check with the right answer, recording nothing", async () => {
    const { attempts } = play('b-env-001', { PlayActivityPage: () => activity('BOOK', { answers: true }) }, 'TEACHER');
    expect(await screen.findByText(PREVIEW_NOTE)).toBeTruthy();
    expect(screen.getByText(BOOK_PAGES[0] ?? '')).toBeTruthy();
    expect(screen.getByRole('heading', { name: CHECK_HEADING })).toBeTruthy();
    expect(screen.getByText('(right answer)').parentElement?.textContent).toBe('A dandelion seed (right answer)');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(attempts).toEqual([]);
  });

  it("opens a game on its board for a student, and its solution in a teacher's preview", async () => {
    play('g-inv-001', { PlayActivityPage: () => gameActivity(false) });
    expect(await screen.findByText(SORT_GAME.prompt)).toBeTruthy();
    expect(screen.getByRole('button', { name: CHECK_ANSWERS }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('heading', { name: SOLUTION_HEADING })).toBeNull();
    cleanup();
    play('g-inv-001', { PlayActivityPage: () => gameActivity(true) }, 'TEACHER');
    expect(await screen.findByRole('heading', { name: SOLUTION_HEADING })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHECK_ANSWERS })).toBeNull();
  });

  it('shows staff a preview with each right answer and why, and nothing that records an attempt', async () => {
    play('q-env-001', { PlayActivityPage: () => activity('QUIZ', { answers: true }) }, 'TEACHER');
    expect(await screen.findByText(PREVIEW_NOTE)).toBeTruthy();
    expect(screen.getAllByText('(right answer)').map((mark) => mark.parentElement?.textContent)).toEqual([
      'A dandelion seed (right answer)',
      'On animal fur (right answer)',
      'It floats (right answer)',
    ]);
    expect(screen.getByText('Its husk is full of air, so it floats on the sea.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows a parent the questions without answers, and nothing that records an attempt', async () => {
    play('q-env-001', { PlayActivityPage: () => activity('QUIZ') }, 'PARENT');
    expect(await screen.findByText('2. How do burrs travel?')).toBeTruthy();
    expect(screen.queryByText('(right answer)')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's reason when the attempt is refused, and lets the student try again", async () => {
    let refuse = true;
    play('b-env-001', {
      PlayActivityPage: () => activity('BOOK'),
      RecordAttempt: () => (refuse ? failure('CONFLICT', 'This assignment has not started yet.') : recorded),
    });
    await finishBook();
    expect(await screen.findByText('This assignment has not started yet.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Your attempt has been recorded.')).toBeTruthy();
  });

  it('says how many attempts a minute the portal takes when the student goes past them', async () => {
    const limit = 'At most 20 attempts a minute: take a breath, then try again';
    play('b-env-001', {
      PlayActivityPage: () => activity('BOOK'),
      RecordAttempt: () => failure('TOO_MANY_REQUESTS', limit),
    });
    await finishBook();
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
  });

  it('sends the attempt again, with the same key, while the portal is briefly unavailable', async () => {
    const sent: AttemptInput[] = [];
    play('b-env-001', {
      PlayActivityPage: () => activity('BOOK'),
      RecordAttempt: ({ input }) => {
        sent.push(input);
        return sent.length === 1 ? failure('UNAVAILABLE', 'The portal is briefly unavailable.') : recorded;
      },
    });
    await finishBook();
    expect(await screen.findByText(SAVING_AGAIN)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Your attempt has been recorded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(screen.queryByText('The portal is briefly unavailable.')).toBeNull();
    expect(screen.queryByText(SAVING_AGAIN)).toBeNull();
  });

  it('sends the same attempt, with its key, on the next click when the portal stayed away longer than the retries', async () => {
    const delays = SEND_AGAIN.delaysMs;
    SEND_AGAIN.delaysMs = [10];
    onTestFinished(() => {
      SEND_AGAIN.delaysMs = delays;
    });
    let away = true;
    const sent: AttemptInput[] = [];
    play('b-env-001', {
      PlayActivityPage: () => activity('BOOK'),
      RecordAttempt: ({ input }) => {
        sent.push(input);
        return away ? failure('UNAVAILABLE', 'The portal is briefly unavailable.') : recorded;
      },
    });
    await finishBook();
    expect(await screen.findByText('Operation failed, please try again!')).toBeTruthy();
    away = false;
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Your attempt has been recorded.')).toBeTruthy();
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sent.map((input) => input.idempotencyKey)).size).toBe(1);
  });

  it('makes a new key for each attempt', async () => {
    let refuse = true;
    const sent: AttemptInput[] = [];
    play('b-env-001', {
      PlayActivityPage: () => activity('BOOK'),
      RecordAttempt: ({ input }) => {
        sent.push(input);
        return refuse ? failure('CONFLICT', 'This assignment has not started yet.') : recorded;
      },
    });
    await finishBook();
    expect(await screen.findByText('This assignment has not started yet.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Your attempt has been recorded.')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('says so when no activity has that id', async () => {
    play('q-none-999', { PlayActivityPage: () => ({ data: { assignment: null, activity: null } }) });
    expect(await screen.findByText('This activity could not be found.')).toBeTruthy();
  });
});
