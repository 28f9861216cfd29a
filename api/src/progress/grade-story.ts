import type { StoredStory } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { gradeQuestions } from './grade-questions.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/** What a student moves through in a story: a book's pages, an animation's scenes, a song's verses (each with its chorus). */
export function storyParts(story: StoredStory): number {
  switch (story.kind) {
    case 'book':
      return story.pages.length;
    case 'animation':
      return story.scenes.length;
    case 'song':
      return story.verses.length;
  }
}

/**
 * Grades an attempt at a book, an animation or a song: its check's answers
 * as a quiz's, and `reached`, the pages, scenes or verses the student got to
 * from the first (more than the story has is 400). It is finished only when
 * every part was reached and every question of the check answered: an
 * attempt that reached the end without the check's answers is refused (400,
 * field responses), so a completion is never stored without them. An
 * attempt that stopped earlier is stored as not finished, with any answers.
 */
export function gradeStory(
  story: StoredStory,
  responses: readonly { itemId: string; answer: string }[],
  reached: number,
) {
  const parts = storyParts(story);
  if (reached > parts) {
    throw new ApiError(400, PROGRESS_MESSAGES.beyondTheEnd[story.kind](parts), { field: 'reached' });
  }
  const graded = gradeQuestions(story.check, responses);
  const end = reached === parts;
  if (end && graded.answered < story.check.length) {
    throw new ApiError(400, PROGRESS_MESSAGES.checkUnanswered(graded.answered, story.check.length), {
      field: 'responses',
    });
  }
  return { ...graded, completed: end };
}
