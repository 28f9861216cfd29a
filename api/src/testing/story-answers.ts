import { shippedActivities } from '../activities/activity-library.js';
import type { StoredStory } from '../db/schema.js';

/** A shipped book, animation or song as the library stores it, with its check's answers. */
export function storedStory(questId: string): StoredStory {
  const story = shippedActivities().find((activity) => activity.questId === questId)?.story;
  if (!story) throw new Error(`${questId} is no book, animation or song of the shipped library`);
  return story;
}

/** Answers to a shipped story's check as a student's player sends them: each right but the first `wrong`. */
export function checkResponses(questId: string, wrong = 0) {
  return storedStory(questId).check.map((question, index) => {
    const other = question.choices.find((choice) => choice.choiceId !== question.answerChoiceId);
    const answer = index < wrong && other ? other.choiceId : question.answerChoiceId;
    return { itemId: question.itemId, answer };
  });
}
