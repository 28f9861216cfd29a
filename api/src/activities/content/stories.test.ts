import readability from 'text-readability';
import { STORY_PARTS_MAX } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { ActivityContent, QuestionContent } from './content-types.js';
import { LIBRARY } from './library.js';
import { PICTURE_HEIGHT, PICTURE_MOTIONS, PICTURE_PARTS, PICTURE_WIDTH, type Picture } from './picture-types.js';
import { SONG_TUNES } from './story-types.js';

/*
 * The library's books, animations and songs as a reviewer checks them (issue
 * 33): pages, scenes and lyrics within the sizes a child reads on a phone,
 * every picture drawn from parts the kit has and placed inside its scene, a
 * check with one right answer and an explanation, and each book's text
 * readable at its year level (Flesch–Kincaid grade within two of it).
 */

const activities: ActivityContent[] = LIBRARY.flatMap((realm) => [...realm.activities]);
const BACKGROUNDS = new Set(['sky', 'night-sky', 'ground', 'sea', 'space', 'soil-layers', 'room']);

function pictureProblems(picture: Picture, animated: boolean): string[] {
  const problems: string[] = [];
  if (picture.alt.trim().length < 10) problems.push('no alt text');
  if (picture.parts.length === 0) problems.push('no parts');
  for (const part of picture.parts) {
    if (!(part.part in PICTURE_PARTS)) problems.push(`unknown part ${part.part}`);
    if (BACKGROUNDS.has(part.part)) continue;
    const { x = -1, y = -1, size = 60 } = part;
    if (x < 0 || x > PICTURE_WIDTH || y < 0 || y > PICTURE_HEIGHT) problems.push(`${part.part} off the scene`);
    if (size < 10 || size > PICTURE_WIDTH) problems.push(`${part.part} of size ${size}`);
    if (part.tint !== undefined && !/^#[0-9a-f]{6}$/i.test(part.tint)) problems.push(`tint ${part.tint}`);
    if (part.label !== undefined && (part.label.length > 24 || !part.label.trim()))
      problems.push(`label ${part.label}`);
    if (part.motion !== undefined && (!animated || !(part.motion in PICTURE_MOTIONS))) {
      problems.push(`motion ${part.motion}`);
    }
  }
  return problems;
}

function checkProblems(check: readonly QuestionContent[]): string[] {
  const problems: string[] = [];
  if (check.length < 2 || check.length > 3) problems.push(`${check.length} check questions`);
  for (const question of check) {
    if (question.wrong.length < 2) problems.push(`"${question.prompt}" has ${question.wrong.length} wrong answers`);
    const choices = [question.correct, ...question.wrong].map((text) => text.trim().toLowerCase());
    if (new Set(choices).size !== choices.length) problems.push(`"${question.prompt}" repeats a choice`);
    if (question.explanation.trim().length < 20) problems.push(`"${question.prompt}" explains nothing`);
  }
  return problems;
}

const plain = (text: string) => !/[\p{Cc}<>]/u.test(text) && text.trim() === text && text.length > 0;

describe("the library's books", () => {
  const books = activities.filter((activity) => activity.book);

  it('gives only books pages', () => {
    for (const activity of activities.filter((one) => one.book)) expect(activity.type, activity.questId).toBe('book');
  });

  it.each(books.map((book) => [book.questId, book] as const))(
    '%s: 5 to 10 pages, each with a picture, and a check',
    (questId, { book }) => {
      if (!book) throw new Error(`${questId} has no pages`);
      expect(book.pages.length).toBeGreaterThanOrEqual(5);
      expect(book.pages.length).toBeLessThanOrEqual(STORY_PARTS_MAX);
      for (const page of book.pages) {
        expect(plain(page.text), page.text).toBe(true);
        expect(page.text.length, page.text).toBeGreaterThanOrEqual(60);
        expect(page.text.length, page.text).toBeLessThanOrEqual(420);
        expect(pictureProblems(page.picture, false), page.text).toEqual([]);
      }
      expect(checkProblems(book.check)).toEqual([]);
    },
  );

  it.each(books.map((book) => [book.questId, book] as const))(
    '%s: reads at its year level, within two',
    (questId, activity) => {
      const text = (activity.book?.pages ?? []).map((page) => page.text).join(' ');
      const grade = readability.fleschKincaidGrade(text);
      expect(grade, questId).toBeGreaterThanOrEqual(Math.min(...activity.yearLevels) - 2);
      expect(grade, questId).toBeLessThanOrEqual(Math.max(...activity.yearLevels) + 2);
    },
  );
});

describe("the library's animations", () => {
  const animations = activities.filter((activity) => activity.animation);

  it('gives only animations scenes', () => {
    for (const activity of animations) expect(activity.type, activity.questId).toBe('animation');
  });

  it.each(animations.map((one) => [one.questId, one] as const))(
    '%s: 4 to 8 scenes that move, each captioned, and a check',
    (questId, { animation }) => {
      if (!animation) throw new Error(`${questId} has no scenes`);
      expect(animation.scenes.length).toBeGreaterThanOrEqual(4);
      expect(animation.scenes.length).toBeLessThanOrEqual(8);
      for (const scene of animation.scenes) {
        expect(plain(scene.caption), scene.caption).toBe(true);
        expect(scene.caption.length, scene.caption).toBeGreaterThanOrEqual(30);
        expect(scene.caption.length, scene.caption).toBeLessThanOrEqual(240);
        expect(pictureProblems(scene.picture, true), scene.caption).toEqual([]);
        // A scene of an animation moves: at least one part has a motion.
        expect(
          scene.picture.parts.some((part) => part.motion),
          scene.caption,
        ).toBe(true);
        if (scene.seconds !== undefined) expect(scene.seconds).toBeGreaterThanOrEqual(3);
      }
      expect(checkProblems(animation.check)).toEqual([]);
    },
  );
});

describe("the library's songs", () => {
  const songs = activities.filter((activity) => activity.song);

  it('gives only songs lyrics', () => {
    for (const activity of songs) expect(activity.type, activity.questId).toBe('song');
  });

  it.each(songs.map((one) => [one.questId, one] as const))(
    '%s: 2 to 4 verses of 4 lines, a chorus, a tune and a missing word',
    (questId, { song }) => {
      if (!song) throw new Error(`${questId} has no lyrics`);
      expect(SONG_TUNES).toContain(song.tune);
      expect(song.tempo).toBeGreaterThanOrEqual(70);
      expect(song.tempo).toBeLessThanOrEqual(140);
      expect(song.verses.length).toBeGreaterThanOrEqual(2);
      expect(song.verses.length).toBeLessThanOrEqual(4);
      for (const verse of song.verses) expect(verse.length).toBe(4);
      expect(song.chorus.length).toBeGreaterThanOrEqual(2);
      expect(song.chorus.length).toBeLessThanOrEqual(4);
      for (const line of [...song.verses.flat(), ...song.chorus]) {
        expect(plain(line), line).toBe(true);
        expect(line.length, line).toBeLessThanOrEqual(60);
      }
      const { check } = song;
      expect(check.line.split('___')).toHaveLength(2);
      // The line is one of the song's with its word taken out.
      expect([...song.verses.flat(), ...song.chorus]).toContain(check.line.replace('___', check.correct));
      expect(check.wrong.length).toBeGreaterThanOrEqual(2);
      expect(new Set([check.correct, ...check.wrong].map((word) => word.toLowerCase())).size).toBe(
        check.wrong.length + 1,
      );
      expect(check.explanation.trim().length).toBeGreaterThanOrEqual(20);
    },
  );
});
