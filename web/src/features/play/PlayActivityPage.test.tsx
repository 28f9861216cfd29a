import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { SEND_AGAIN } from '../../shared/graphql/sendAgain';
import type { AttemptInput } from '../../generated/graphql';
import { failure, renderWithGateway, type Answer, type FakeGateway } from '../../testing/fakeGateway';
import { PlayActivityPage, SAVING_AGAIN } from './PlayActivityPage';
import { playActivityPath, playActivityUrl } from './urls';

afterEach(cleanup);

const QUESTIONS = [
  { prompt: 'Which seed flies on the wind?', right: 'A dandelion seed', wrong: ['A coconut', 'An acorn'] },
  { prompt: 'How do burrs travel?', right: 'On animal fur', wrong: ['Down rivers', 'Underground'] },
  { prompt: 'How can a coconut reach an island?', right: 'It floats', wrong: ['A bird carries it', 'It rolls'] },
];

function activity(type: 'QUIZ' | 'BOOK'): Answer<'PlayActivityPage'> {
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
            ? QUESTIONS.map(({ prompt, right, wrong }) => ({
                __typename: 'QuizQuestion',
                prompt,
                choices: [right, ...wrong].map((text) => ({ __typename: 'QuizChoice', text, correct: text === right })),
              }))
            : null,
      },
    },
  };
}

const recorded: Answer<'RecordAttempt'> = {
  data: {
    recordAttempt: { __typename: 'AttemptPayload', attemptId: 'at1', recordedAt: '2030-01-01T00:00:00Z' },
  },
};

function play(questId: string, gateway: FakeGateway) {
  const attempts: AttemptInput[] = [];
  const view = renderWithGateway(
    <PlayActivityPage />,
    {
      RecordAttempt: ({ input }) => {
        attempts.push(input);
        return recorded;
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

describe('playing an activity', { timeout: 20_000 }, () => {
  it('builds the address the assignment page links to', () => {
    expect(playActivityUrl('a1', 'q-env-001')).toBe('/assignments/view/a1/play/q-env-001');
  });

  it('plays a quiz one question at a time, then records the answers and shows the score', async () => {
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

    expect(await screen.findByText('You scored 2 out of 3')).toBeTruthy();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      assignmentId: 'a1',
      questId: 'q-env-001',
      answered: 3,
      correct: 2,
      completed: true,
    });
    expect(attempts[0]?.seconds).toBeGreaterThanOrEqual(0);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Seeds week' }));
    expect(location.pathname).toBe('/assignments/view/a1');
  });

  it("opens a book's content and records it as finished, with nothing answered", async () => {
    const { attempts } = play('b-env-001', { PlayActivityPage: () => activity('BOOK') });
    expect(await screen.findByRole('img', { name: 'The Secret Life of Soil banner' })).toBeTruthy();
    expect(screen.getByText('Dig down through the layers of the ground.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finished' }));
    expect(await screen.findByText('Your attempt has been recorded.')).toBeTruthy();
    expect(attempts).toEqual([
      expect.objectContaining({ questId: 'b-env-001', answered: 0, correct: 0, completed: true }),
    ]);
  });

  it("shows the server's reason when the attempt is refused, and lets the student try again", async () => {
    let refuse = true;
    play('b-env-001', {
      PlayActivityPage: () => activity('BOOK'),
      RecordAttempt: () => (refuse ? failure('CONFLICT', 'This assignment has not started yet.') : recorded),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Finished' }));
    expect(await screen.findByText('This assignment has not started yet.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Finished' }));
    expect(await screen.findByText('Your attempt has been recorded.')).toBeTruthy();
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
    fireEvent.click(await screen.findByRole('button', { name: 'Finished' }));
    expect(await screen.findByText(SAVING_AGAIN)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finished' }).hasAttribute('disabled')).toBe(true);
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
    fireEvent.click(await screen.findByRole('button', { name: 'Finished' }));
    expect(await screen.findByText('Operation failed, please try again!')).toBeTruthy();
    away = false;
    fireEvent.click(screen.getByRole('button', { name: 'Finished' }));
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
    fireEvent.click(await screen.findByRole('button', { name: 'Finished' }));
    expect(await screen.findByText('This assignment has not started yet.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Finished' }));
    expect(await screen.findByText('Your attempt has been recorded.')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('says so when no activity has that id', async () => {
    play('q-none-999', { PlayActivityPage: () => ({ data: { assignment: null, activity: null } }) });
    expect(await screen.findByText('This activity could not be found.')).toBeTruthy();
  });
});
