import { readFileSync } from 'node:fs';
import { ACTIVITY_TYPES, GENERAL_CAPABILITIES, QUEST_ID_PATTERN, QUIZ_QUESTIONS_MAX, REALMS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { shippedActivities } from '../activity-library.js';
import { readCurriculum } from './curriculum.js';
import { LIBRARY } from './library.js';
import { REALM_CODES, TYPE_LETTERS } from '../../testing/realm-codes.js';

/*
 * The shipped library as a reviewer would check it: enough of it, in every
 * realm and type, every quiz answerable, every code a real one.
 */

const activities = shippedActivities();
const curriculum = readCurriculum();

const LITTLE_WORDS = new Set(
  'the a an of and in to on for or is it its how why what where who do does from'.split(' '),
);

/** A name's words, roughly stemmed ("Melting" and "melt", "Gases" and "gas" alike), little words left out. */
const stemsOf = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .split(/\s+/)
      .filter((word) => word && !LITTLE_WORDS.has(word))
      .map((word) => word.replace(/(ing|es|s|e)$/, '')),
  );

/** How much two names share: the stems they share over the stems either has. */
function overlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((stem) => b.has(stem)).length;
  return shared / new Set([...a, ...b]).size;
}

describe('the activity library', () => {
  it('holds at least 300 activities, each realm with every type', () => {
    expect(activities.length).toBeGreaterThanOrEqual(300);
    expect(LIBRARY.map((file) => file.realm)).toEqual(REALMS.map((entry) => entry.realm));
    for (const { realm } of REALMS) {
      const types = new Set(activities.filter((activity) => activity.realm === realm).map((a) => a.activityType));
      expect([...types].sort(), realm).toEqual([...ACTIVITY_TYPES].sort());
    }
  });

  it('gives every activity a unique questId of its type and realm', () => {
    const ids = activities.map((activity) => activity.questId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const activity of activities) {
      expect(activity.questId).toMatch(QUEST_ID_PATTERN);
      const [letter, realmCode, number] = activity.questId.split('-');
      expect(letter, activity.questId).toBe(TYPE_LETTERS[activity.activityType]);
      expect(realmCode, activity.questId).toBe(REALM_CODES[activity.realm]);
      expect(number, activity.questId).toMatch(/^\d{3}$/);
    }
  });

  it('names every activity once, as real content (no placeholders, no near-duplicates)', () => {
    const names = activities.map((activity) => activity.name);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    const stems = activities.map((activity) => ({ name: activity.name, stems: stemsOf(activity.name) }));
    const nearDuplicates = stems.flatMap((one, index) =>
      stems
        .slice(index + 1)
        .filter((other) => overlap(one.stems, other.stems) >= 0.6)
        .map((other) => `${one.name} ~ ${other.name}`),
    );
    expect(nearDuplicates).toEqual([]);
    for (const activity of activities) {
      expect(activity.name, activity.questId).not.toMatch(/\b(lorem|ipsum|todo|tbd|xxx)\b|^activity \d+/i);
      expect(activity.name.length, activity.questId).toBeLessThanOrEqual(60);
      expect(activity.description.length, activity.questId).toBeGreaterThan(20);
      expect(activity.description.length, activity.questId).toBeLessThanOrEqual(160);
      expect(activity.description, activity.questId).not.toMatch(/\b(lorem|ipsum|todo|tbd)\b/i);
    }
  });

  it('gives every quiz at least four questions with exactly one correct answer among distinct choices', () => {
    for (const activity of activities) {
      if (activity.activityType !== 'quiz') {
        expect(activity.questions, activity.questId).toBeNull();
        continue;
      }
      expect(activity.questions?.length ?? 0, activity.questId).toBeGreaterThanOrEqual(4);
      expect(activity.questions?.length ?? 0, activity.questId).toBeLessThanOrEqual(QUIZ_QUESTIONS_MAX);
      for (const [index, question] of (activity.questions ?? []).entries()) {
        const label = `${activity.questId}: ${question.prompt}`;
        expect(question.itemId, label).toBe(`${activity.questId}.${index + 1}`);
        expect(question.prompt.trim(), label).not.toBe('');
        expect(question.choices.length, label).toBeGreaterThanOrEqual(3);
        expect(
          question.choices.filter((choice) => choice.choiceId === question.answerChoiceId),
          label,
        ).toHaveLength(1);
        const texts = question.choices.map((choice) => choice.text.toLowerCase());
        expect(new Set(texts).size, label).toBe(texts.length);
        expect(new Set(question.choices.map((choice) => choice.choiceId)).size, label).toBe(texts.length);
      }
    }
  });

  it('places correct answers in varied positions', () => {
    const positions = new Set(
      activities.flatMap((activity) =>
        (activity.questions ?? []).map((question) =>
          question.choices.findIndex((choice) => choice.choiceId === question.answerChoiceId),
        ),
      ),
    );
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it('explains every answer in a sentence or two, teaching more than the answer itself', () => {
    for (const activity of activities) {
      for (const question of activity.questions ?? []) {
        const label = `${activity.questId}: ${question.prompt}`;
        const explanation = question.explanation.trim();
        const answer = question.choices.find((choice) => choice.choiceId === question.answerChoiceId)?.text ?? '';
        expect(explanation.length, label).toBeGreaterThanOrEqual(40);
        expect(explanation.length, label).toBeLessThanOrEqual(300);
        // At most two sentences: full stops, question or exclamation marks followed by more text.
        expect(explanation.split(/[.!?](?:\s+|$)/).filter(Boolean).length, label).toBeLessThanOrEqual(2);
        expect(explanation, label).toMatch(/[.!?]$/);
        // Not the answer repeated: words of its own beyond the answer's.
        const answerWords = stemsOf(answer);
        const ownWords = [...stemsOf(explanation)].filter((stem) => !answerWords.has(stem));
        expect(ownWords.length, label).toBeGreaterThanOrEqual(4);
        // It reads the same after a right or a wrong answer, and it is kind.
        expect(explanation, label).not.toMatch(/^(correct|right|wrong|incorrect|well done|good job|not quite)\b/i);
        expect(explanation, label).not.toMatch(/\b(obviously|simply|stupid|silly|lorem|todo)\b/i);
        expect(explanation, label).not.toMatch(/[\p{Cc}<>]/u);
      }
    }
  });

  it('holds in every activity what the portal grades it by: no activity is finished by time alone', () => {
    for (const activity of activities) {
      const graded = {
        quiz: Boolean(activity.questions?.length),
        game: Boolean(activity.game),
        book: activity.story?.kind === 'book',
        animation: activity.story?.kind === 'animation',
        song: activity.story?.kind === 'song',
      };
      expect(graded[activity.activityType], activity.questId).toBe(true);
    }
  });

  it('is written for years 3 to 6 and covers real curriculum codes of those years', () => {
    for (const activity of activities) {
      expect(activity.yearLevels.length, activity.questId).toBeGreaterThan(0);
      for (const year of activity.yearLevels) expect([3, 4, 5, 6], activity.questId).toContain(year);
      expect(activity.curriculumCodes.length, activity.questId).toBeGreaterThan(0);
      for (const code of activity.curriculumCodes) {
        const item = curriculum.get(code);
        expect(item, `${activity.questId}: ${code}`).toBeDefined();
        expect(activity.yearLevels, `${activity.questId}: ${code}`).toContain(item?.yearLevel);
      }
    }
  });

  it('covers each realm with codes whose topicGuess is that realm’s topic, where the data has any for years 3 to 6', () => {
    for (const { realm, topic } of REALMS) {
      const guessed = [...curriculum.values()]
        .filter((item) => item.topicGuess === topic && item.yearLevel >= 3 && item.yearLevel <= 6)
        .map((item) => item.code);
      const used = new Set(activities.filter((a) => a.realm === realm).flatMap((a) => a.curriculumCodes));
      for (const code of guessed) expect(used.has(code), `${realm} uses ${code}`).toBe(true);
    }
  });
});

describe('the curriculum data', () => {
  it('is the 114 descriptions of v9, with our short name and general capabilities for each', () => {
    expect(curriculum.size).toBe(114);
    for (const item of curriculum.values()) {
      expect(item.version).toBe('9.0');
      expect(item.name.length, item.code).toBeGreaterThan(5);
      expect(item.capabilities.length, item.code).toBeGreaterThan(0);
      for (const capability of item.capabilities)
        expect(GENERAL_CAPABILITIES.map(({ name }) => name)).toContain(capability);
    }
  });

  it('keeps its attribution beside the copy', () => {
    const readme = readFileSync(new URL('../../../content/README.md', import.meta.url), 'utf8');
    expect(readme).toContain(
      '© Australian Curriculum, Assessment and Reporting Authority (ACARA) 2010 to\npresent, unless otherwise indicated.',
    );
    expect(readme).toContain('licensed under\nCC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).');
  });
});
