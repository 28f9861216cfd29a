import type { StoredStory } from '../db/schema.js';
import { questionOf } from './quiz-question.js';
import type { ActivityContent } from './content/content-types.js';

/** How long an animation's scene plays where its content names no time, in seconds. */
export const SCENE_SECONDS = 6;

/** The question a song's check asks: its line with the gap, and which word fills it. */
export function songCheckPrompt(line: string): string {
  return `Which word fills the gap? “${line}”`;
}

/**
 * A book's, an animation's or a song's content as stored: its pages, scenes
 * or lyrics, and its check as quiz questions (ids `<questId>.<n>`, choices
 * placed as a quiz's), so the portal grades it as it grades a quiz. Null for
 * an activity written without any.
 */
export function storyOf(content: ActivityContent): StoredStory | null {
  const check = (questions: Parameters<typeof questionOf>[2][]) =>
    questions.map((question, index) => questionOf(content.questId, index, question));
  if (content.type === 'book' && content.book) {
    const { pages } = content.book;
    return {
      kind: 'book',
      pages: pages.map(({ text, picture }) => ({ text, picture })),
      check: check([...content.book.check]),
    };
  }
  if (content.type === 'animation' && content.animation) {
    return {
      kind: 'animation',
      scenes: content.animation.scenes.map(({ caption, picture, seconds }) => ({
        caption,
        picture,
        seconds: seconds ?? SCENE_SECONDS,
      })),
      check: check([...content.animation.check]),
    };
  }
  if (content.type === 'song' && content.song) {
    const { tune, tempo, verses, chorus, check: gap } = content.song;
    return {
      kind: 'song',
      tune,
      tempo,
      verses: verses.map((verse) => [...verse]),
      chorus: [...chorus],
      check: check([{ ...gap, prompt: songCheckPrompt(gap.line) }]),
    };
  }
  return null;
}
