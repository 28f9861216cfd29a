import type { GradedResponse, QuizQuestion } from '../db/schema.js';
import { storyParts } from '../progress/grade-story.js';
import { gradeAttempt, type AttemptResponse } from '../progress/grade-attempt.js';
import type { DemoActivity, PlannedAssignment } from './demo-assignments.js';
import { gameAnswersOf } from './demo-game-answers.js';
import { clamp, randomFrom, type Random } from './demo-random.js';

/** One row of `attempts`, but for the ids the database gives the school and the assignment. */
export interface PlannedAttempt {
  assignmentKey: string;
  studentId: string;
  questId: string;
  answered: number;
  correct: number;
  seconds: number;
  reached: number | null;
  completed: boolean;
  responses: GradedResponse[] | null;
  recordedAt: Date;
}

/**
 * A student's lasting traits: `ability` the chance of a right answer early
 * in the year, `diligence` how much of the work they take on and finish, and
 * how early they start it.
 */
export interface StudentProfile {
  ability: number;
  diligence: number;
}

/**
 * The kinds of student a class of eight holds, by place in the group's
 * roster: strong and steady, average, bright but rarely finishing,
 * struggling but trying, struggling and rarely finishing, top of the class.
 */
const ARCHETYPES: readonly StudentProfile[] = [
  { ability: 0.8, diligence: 0.85 },
  { ability: 0.55, diligence: 0.8 },
  { ability: 0.88, diligence: 0.3 },
  { ability: 0.65, diligence: 0.7 },
  { ability: 0.42, diligence: 0.85 },
  { ability: 0.7, diligence: 0.55 },
  { ability: 0.45, diligence: 0.25 },
  { ability: 0.92, diligence: 0.95 },
];

/** The traits of the `index`th student of a group (`key` shades them a little), the same on every install. */
export function studentProfile(key: string, index: number): StudentProfile {
  const random = randomFrom(`demo-student:${key}`);
  const archetype = ARCHETYPES[index % ARCHETYPES.length] as StudentProfile;
  return {
    ability: clamp(archetype.ability + random.between(-0.05, 0.05), 0.3, 0.95),
    diligence: clamp(archetype.diligence + random.between(-0.05, 0.05), 0.15, 1),
  };
}

const MINUTE_S = 60;

/** Plausible time on an activity run to its end, in seconds. */
function fullSeconds(random: Random, activity: DemoActivity, ability: number): number {
  switch (activity.activityType) {
    case 'quiz':
      // 15 to 45 s a question, the stronger a little quicker.
      return Math.round((activity.questions?.length ?? 0) * random.between(15, 45) * (1.25 - 0.4 * ability));
    case 'book':
      return random.int(4 * MINUTE_S, 10 * MINUTE_S);
    case 'song':
      return random.int(100, 220);
    case 'animation':
      return random.int(150, 330);
    case 'game':
      return random.int(4 * MINUTE_S, 12 * MINUTE_S);
  }
}

interface Try {
  activity: DemoActivity;
  skill: number;
  diligence: number;
  ability: number;
}

/**
 * The student's answers to a quiz (or a story's check): each question right
 * with the chance `skill`, else one of its wrong choices.
 */
function answersOf(random: Random, questions: readonly QuizQuestion[], skill: number): AttemptResponse[] {
  const chance = clamp(skill + random.between(-0.08, 0.08), 0.05, 0.98);
  return questions.map((question) => {
    const wrong = question.choices.filter((choice) => choice.choiceId !== question.answerChoiceId);
    const pick = random.chance(chance) ? undefined : wrong[random.int(0, wrong.length - 1)];
    return { itemId: question.itemId, answer: pick?.choiceId ?? question.answerChoiceId };
  });
}

/**
 * One try of an activity, graded as the API grades an attempt
 * (grade-attempt.ts): a quiz always runs to its last question; other types
 * are sometimes left early, a game with some of its items placed, a book,
 * an animation or a song part of the way (its check unanswered); played to
 * the end, a story's check is answered.
 */
function oneTry(random: Random, { activity, skill, diligence, ability }: Try) {
  const quiz = activity.activityType === 'quiz';
  const stayed = quiz || random.chance(0.4 + 0.6 * diligence);
  const { game, story } = activity;
  const items = game?.items.length ?? 0;
  const chance = clamp(skill + random.between(-0.08, 0.08), 0.05, 0.98);
  const parts = story ? storyParts(story) : 0;
  const reached = story ? (stayed ? parts : random.int(0, parts - 1)) : undefined;
  const responses = quiz
    ? answersOf(random, activity.questions ?? [], skill)
    : game
      ? gameAnswersOf(random, game, chance, stayed ? items : random.int(0, items - 1))
      : story && stayed
        ? answersOf(random, story.check, skill)
        : [];
  const full = fullSeconds(random, activity, ability);
  const seconds = stayed ? full : Math.round(full * random.between(0.15, 0.6));
  const { answered, correct, completed, responses: graded } = gradeAttempt(activity, responses, reached);
  return { answered, correct, seconds, reached: reached ?? null, completed, responses: graded };
}

/**
 * What one student did on one assignment, up to `now`: whether they took it
 * on (most do, the diligent nearly always), how far down its activities they
 * got, when (the diligent early in the window, others nearer the due date),
 * how well (their ability, a little better as the year goes on), and a retry
 * of a quiz that went badly or a game they liked. Nothing before the start,
 * nothing after the due date or `now`. An assignment under way has fewer.
 */
function attemptsOf(
  assignment: PlannedAssignment,
  student: { id: string; key: string },
  { ability, diligence }: StudentProfile,
  now: Date,
): PlannedAttempt[] {
  const from = assignment.startDate.getTime();
  const to = Math.min(assignment.endDate.getTime(), now.getTime());
  if (to <= from) return [];
  const random = randomFrom(`demo-attempts:${assignment.key}:${student.key}`);
  const underWay = (to - from) / (assignment.endDate.getTime() - from);
  if (!random.chance((0.45 + 0.55 * diligence) * Math.min(1, 0.25 + underWay))) return [];
  const reach = Math.max(1, Math.ceil(assignment.activities.length * Math.min(1, 0.2 + underWay * 1.2)));
  const skill = ability + 0.2 * assignment.yearProgress - 0.1;
  let at = from + (to - from) * random.next() ** (0.6 + 1.6 * diligence);
  const rows: PlannedAttempt[] = [];
  const record = (activity: DemoActivity, done: ReturnType<typeof oneTry>, when: number) => {
    rows.push({
      assignmentKey: assignment.key,
      studentId: student.id,
      questId: activity.questId,
      ...done,
      recordedAt: new Date(Math.floor(Math.min(when, to) / 1000) * 1000),
    });
  };
  for (const [index, activity] of assignment.activities.entries()) {
    if (index >= reach || (index > 0 && !random.chance(0.6 + 0.4 * diligence))) break;
    const done = oneTry(random, { activity, skill, diligence, ability });
    at += (done.seconds + random.int(20, 240)) * 1000;
    record(activity, done, at);
    const badQuiz = activity.activityType === 'quiz' && done.correct < done.answered * 0.7;
    const likedGame = activity.activityType === 'game' && done.completed && random.chance(0.12);
    if ((badQuiz && random.chance(0.15 + 0.45 * diligence)) || likedGame) {
      // Tried again later (an hour to two days), a little better for it.
      const again = oneTry(random, { activity, skill: skill + 0.1, diligence, ability });
      record(activity, again, at + random.int(1, 48) * 3_600_000);
    }
  }
  return rows;
}

/** Every attempt of the demo history: each student of each assignment's group, up to `now`. */
export function planAttempts(assignments: readonly PlannedAssignment[], now: Date): PlannedAttempt[] {
  return assignments.flatMap((assignment) =>
    assignment.group.students.flatMap((student, index) =>
      attemptsOf(assignment, student, studentProfile(student.key, index), now),
    ),
  );
}
