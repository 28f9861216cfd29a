import { createHash } from 'node:crypto';
import type { QuizQuestion } from '../db/schema.js';
import type { QuestionContent } from './content/content-types.js';

/**
 * A short id made from these parts, the same on every load: a choice's or a
 * game item's id says nothing of whether it is right or where it belongs.
 */
export function idOf(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 10);
}

/**
 * A question as stored: its itemId (`<questId>.<place>`), its choices each
 * with an id from its text, and where the correct answer sits among them:
 * from a hash of the questId and the question's place, so it differs between
 * questions yet stays the same on every load (and so every install shows the
 * same quiz).
 */
export function questionOf(questId: string, index: number, question: QuestionContent): QuizQuestion {
  const choice = (text: string) => ({ choiceId: idOf(questId, index, text), text });
  const wrong = question.wrong.map(choice);
  const right = choice(question.correct);
  const at = createHash('sha256').update(`${questId}:${index}`).digest().readUInt32BE(0) % (wrong.length + 1);
  return {
    itemId: `${questId}.${index + 1}`,
    prompt: question.prompt,
    choices: [...wrong.slice(0, at), right, ...wrong.slice(at)],
    answerChoiceId: right.choiceId,
    explanation: question.explanation,
  };
}
