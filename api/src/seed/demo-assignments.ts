import type { ActivityType, RealmName } from '@portal/domain';
import type { LibraryActivity } from '../activities/activity-library.js';
import type { GradableActivity } from '../progress/grade-attempt.js';
import { randomFrom, type Random } from './demo-random.js';
import { assignmentName, DEMO_TOPICS, type DemoTopic } from './demo-topics.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Assignments open at 08:00 UTC and are due at 16:00 UTC (a school day, near enough). */
const OPENS_AT = 8 * HOUR_MS;
const DUE_AT = 16 * HOUR_MS;
/** How far back the history goes. */
const HISTORY_DAYS = 365;

/** An activity of the library as the plan needs it: what picks it, and what grades an attempt at it. */
export interface DemoActivity extends GradableActivity {
  questId: string;
  realm: RealmName;
  activityType: ActivityType;
  yearLevels: readonly number[];
}

export function demoActivities(library: readonly LibraryActivity[]): DemoActivity[] {
  return library.map((activity) => ({
    questId: activity.questId,
    realm: activity.realm,
    activityType: activity.activityType,
    yearLevels: activity.yearLevels,
    questions: activity.questions,
    game: activity.game,
    story: activity.story,
  }));
}

/** A demo group as the plan needs it: `key` (its name) seeds its randomness. */
export interface HistoryGroup {
  id: string;
  key: string;
  yearLevel: number;
  students: readonly { id: string; key: string }[];
}

export interface PlannedAssignment {
  /** `<group key>#<index>`: what seeds the attempts at it. */
  key: string;
  group: HistoryGroup;
  name: string;
  startDate: Date;
  endDate: Date;
  /** 0 at the start of the history, 1 now: how far into the year (students improve). */
  yearProgress: number;
  activities: DemoActivity[];
}

interface Slot {
  startDay: number;
  endDay: number;
}

/**
 * Days (from today, UTC) each assignment of a group opens and is due: every
 * 9 to 16 days over the last year, each running 5 to 14 days and due by
 * yesterday; then 2 or 3 under way (opened before today, due after it) and 2
 * opening in the coming weeks.
 */
function slotsOf(random: Random): Slot[] {
  const slots: Slot[] = [];
  for (let startDay = -HISTORY_DAYS + random.int(1, 4); ; startDay += random.int(9, 16)) {
    const endDay = startDay + random.int(5, 14);
    if (endDay > -2) break;
    slots.push({ startDay, endDay });
  }
  slots.push({ startDay: -random.int(9, 13), endDay: random.int(2, 6) });
  if (random.chance(0.5)) slots.push({ startDay: -random.int(4, 6), endDay: random.int(7, 11) });
  slots.push({ startDay: -1, endDay: random.int(5, 8) });
  const firstScheduled = random.int(3, 6);
  slots.push({ startDay: firstScheduled, endDay: firstScheduled + random.int(7, 12) });
  const secondScheduled = firstScheduled + random.int(8, 12);
  slots.push({ startDay: secondScheduled, endDay: secondScheduled + random.int(7, 12) });
  return slots;
}

/** The week of the term a date falls in, as a teacher would number it (1 to 10). */
function weekOfTerm(date: Date): number {
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS);
  return (Math.floor(dayOfYear / 7) % 10) + 1;
}

const TYPE_ORDER: readonly ActivityType[] = ['book', 'animation', 'song', 'game', 'quiz'];

/**
 * 2 to 5 activities of the topic's realm for the group's years (other years
 * of that realm when it has too few), the least used so far first, usually
 * one quiz (always for a unit's last assignment), in a teacher's order:
 * reading and watching first, the quiz last.
 */
function chooseActivities(
  random: Random,
  library: readonly DemoActivity[],
  topic: DemoTopic,
  years: readonly number[],
  uses: Map<string, number>,
  wantQuiz: boolean,
): DemoActivity[] {
  const count = random.int(2, 5);
  const ofRealm = library.filter((activity) => activity.realm === topic.realm);
  const forYears = ofRealm.filter((activity) => activity.yearLevels.some((year) => years.includes(year)));
  const pool = forYears.length >= count + 2 ? forYears : ofRealm;
  const ranked = random.shuffled(pool).sort((a, b) => (uses.get(a.questId) ?? 0) - (uses.get(b.questId) ?? 0));
  const quiz = wantQuiz ? ranked.find((activity) => activity.activityType === 'quiz') : undefined;
  const chosen = quiz ? [quiz] : [];
  for (const activity of ranked) {
    if (chosen.length >= count) break;
    if (!chosen.includes(activity)) chosen.push(activity);
  }
  for (const activity of chosen) uses.set(activity.questId, (uses.get(activity.questId) ?? 0) + 1);
  return chosen.sort((a, b) => TYPE_ORDER.indexOf(a.activityType) - TYPE_ORDER.indexOf(b.activityType));
}

/**
 * A group's year of assignments, unit by unit (2 to 4 assignments on one
 * topic, named as a teacher would), with their activities. Depends only on
 * the group's key and year level, the library and `now`.
 */
export function planAssignments(group: HistoryGroup, library: readonly DemoActivity[], now: Date): PlannedAssignment[] {
  const random = randomFrom(`demo-assignments:${group.key}`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const upper = group.yearLevel >= 5;
  const years = upper ? [5, 6] : [3, 4];
  const topics = random.shuffled(DEMO_TOPICS.filter((topic) => topic.years.includes(upper ? 'upper' : 'lower')));
  const uses = new Map<string, number>();
  const planned: PlannedAssignment[] = [];
  let unit = 0;
  let step = 0;
  let unitSize = random.int(2, 4);
  for (const slot of slotsOf(random)) {
    if (step === unitSize) {
      unit += 1;
      step = 0;
      unitSize = random.int(2, 4);
    }
    const topic = topics[unit % topics.length] as DemoTopic;
    const startDate = new Date(today + slot.startDay * DAY_MS + OPENS_AT);
    const round = Math.floor(unit / topics.length);
    const title = round === 0 ? topic.title : `${topic.title} ${round + 1}`;
    planned.push({
      key: `${group.key}#${planned.length}`,
      group,
      name: assignmentName(title, step, unitSize, weekOfTerm(startDate)),
      startDate,
      endDate: new Date(today + slot.endDay * DAY_MS + DUE_AT),
      yearProgress: Math.min(1, Math.max(0, (slot.startDay + HISTORY_DAYS) / HISTORY_DAYS)),
      activities: chooseActivities(random, library, topic, years, uses, step === unitSize - 1 || random.chance(0.7)),
    });
    step += 1;
  }
  return planned;
}
