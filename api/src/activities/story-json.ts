import { z } from 'zod';
import type { StoredStory } from '../db/schema.js';
import { quizQuestionJson, shownQuestion, type QuestionsShown } from './quiz-json.js';

/** A book page's or an animation scene's picture (SVG), a path under /api/v1; `?animated=1` sets a scene in motion. */
export function pictureUrl(questId: string, index: number): string {
  return `/api/v1/activities/${encodeURIComponent(questId)}/pictures/${index + 1}.svg`;
}

export const storyFields = {
  book: z
    .object({
      pages: z.array(
        z
          .object({
            text: z.string().describe('The page, written for the year level'),
            illustrationUrl: z.string().describe("The page's picture (SVG), a path under /api/v1"),
          })
          .meta({ id: 'BookPage' }),
      ),
    })
    .meta({ id: 'Book' })
    .optional()
    .describe("A book's pages (5 to 10), in one activity's read and the batch read by ids"),
  animation: z
    .object({
      scenes: z.array(
        z
          .object({
            caption: z.string().describe('What the scene shows, written for the year level and read aloud on request'),
            pictureUrl: z
              .string()
              .describe('The scene (SVG), a path under /api/v1: a still, or with `?animated=1` set in motion by CSS'),
            seconds: z.number().int().describe('How long the scene plays'),
          })
          .meta({ id: 'AnimationScene' }),
      ),
    })
    .meta({ id: 'Animation' })
    .optional()
    .describe("An animation's scenes (4 to 8), in one activity's read and the batch read by ids"),
  song: z
    .object({
      tune: z.string().describe("The library's melody it is sung to (march, lullaby, skip, chant, shanty, waltz)"),
      tempo: z.number().int().describe('Beats a minute'),
      verses: z.array(z.object({ lines: z.array(z.string()) }).meta({ id: 'SongVerse' })),
      chorus: z.array(z.string()).describe('Sung after each verse'),
    })
    .meta({ id: 'Song' })
    .optional()
    .describe("A song's lyrics and tune, in one activity's read and the batch read by ids"),
  check: z
    .array(quizQuestionJson)
    .optional()
    .describe(
      "The check at the end of a book, animation or song (a song's: its line with a word missing), as a quiz's questions: staff also get each answer and why",
    ),
};

export const storyJson = z.object(storyFields);
type StoryJson = z.infer<typeof storyJson>;

/** A book's, an animation's or a song's fields of an activity's JSON, with as much of its check as `shown` says. */
export function toStoryJson(questId: string, story: StoredStory, shown: Exclude<QuestionsShown, 'none'>): StoryJson {
  const check = story.check.map((question) => shownQuestion(question, shown));
  switch (story.kind) {
    case 'book':
      return {
        book: { pages: story.pages.map(({ text }, index) => ({ text, illustrationUrl: pictureUrl(questId, index) })) },
        check,
      };
    case 'animation':
      return {
        animation: {
          scenes: story.scenes.map(({ caption, seconds }, index) => ({
            caption,
            pictureUrl: pictureUrl(questId, index),
            seconds,
          })),
        },
        check,
      };
    case 'song':
      return {
        song: {
          tune: story.tune,
          tempo: story.tempo,
          verses: story.verses.map((lines) => ({ lines })),
          chorus: story.chorus,
        },
        check,
      };
  }
}
