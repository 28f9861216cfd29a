/**
 * What each person does in `npm run bench -- load`, in the web client's own
 * operations and order: a student signs in, opens home and the assignment,
 * then plays its quizzes one after another, recording each attempt; a
 * teacher keeps the track-group page and the leaderboard open, each with its
 * live subscription, patching what it shows from each event as the pages do; the admin
 * imports accounts in the web's batches.
 */
import { STREAM_SETTLE_MS } from '../web/src/shared/live/liveMode.js';
import { attemptKey, openLivePage, type AttemptEvent, type LiveLatency } from './load-live.js';
import { Session } from './load-session.js';
import { IMPORT_BATCH, newAccounts, type Account, type Class, type World } from './load-setup.js';
import type { Recorder } from './load-stats.js';

export interface Scenario {
  origin: string;
  world: World;
  recorder: Recorder;
  latency: LiveLatency;
  /** performance.now() after which nobody starts anything new. */
  deadline: number;
  random: () => number;
}

export interface StudentPlan {
  /** Seconds from the scenario's start to this student's sign-in. */
  signInAt: number;
  /** Seconds a quiz takes to play, on average (each varies ±50%). */
  playSeconds: number;
  /** Seconds between pages, on average (each varies ±50%). */
  thinkSeconds: number;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Waits about `seconds` (±50%); false when the deadline comes first. */
async function pause(scenario: Scenario, seconds: number): Promise<boolean> {
  const ms = seconds * 1000 * (0.5 + scenario.random());
  if (performance.now() + ms > scenario.deadline) return false;
  await sleep(ms);
  return true;
}

interface QuizQuestion {
  itemId: string;
  choices: { choiceId: string }[];
}

interface PlayData {
  activity: { questions: QuizQuestion[] | null } | null;
}

interface RecordData {
  recordAttempt: { attemptId: string; recordedAt: string };
}

/** A person and the class they are in. */
export interface Member {
  account: Account;
  class: Class;
}

/** One student's morning, in their own browser session. */
export async function student(scenario: Scenario, { account, class: group }: Member, plan: StudentPlan): Promise<void> {
  const { origin, recorder, world } = scenario;
  const browser = new Session({ origin, recorder });
  try {
    if (performance.now() + plan.signInAt * 1000 > scenario.deadline) return;
    await sleep(plan.signInAt * 1000);
    await browser.run('AuthState');
    const signedIn = await browser.run<{ signIn: { user: { id: string } } }>('SignIn', {
      input: { email: account.email, password: account.password },
    });
    if (!signedIn) return;
    await browser.run('StudentHomePage');
    if (!(await pause(scenario, plan.thinkSeconds))) return;
    await browser.run('ViewAssignmentPage', { id: group.assignmentId });
    for (const questId of world.questIds) {
      if (!(await pause(scenario, plan.thinkSeconds))) return;
      const opened = performance.now();
      const play = await browser.run<PlayData>('PlayActivityPage', { assignmentId: group.assignmentId, questId });
      const questions = play?.activity?.questions ?? [];
      if (!(await pause(scenario, plan.playSeconds))) return;
      // What the player sends: a choice per question, never a score (the API grades, issue 31).
      const responses = questions.map(({ itemId, choices }) => ({
        itemId,
        answer: choices[Math.floor(scenario.random() * choices.length)]?.choiceId ?? '',
      }));
      const recorded = await browser.run<RecordData>('RecordAttempt', {
        input: {
          assignmentId: group.assignmentId,
          questId,
          responses,
          seconds: Math.round((performance.now() - opened) / 1000),
        },
      });
      if (recorded) {
        const key = attemptKey(signedIn.signIn.user.id, questId, recorded.recordAttempt.recordedAt);
        scenario.latency.answered(key, performance.now(), group.groupId);
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * A page the web keeps current, as useLiveAttempts keeps it: fetched on open,
 * again once a moment after its socket opens (and on the teacher's own
 * reloads), never two at once; each event carries what it changed (the
 * student's row, the leaderboard entries it moved), which the web writes to
 * its cache: the attempt shows when its event arrives, if it carries what the
 * page shows.
 */
class LivePage {
  private running = false;
  private wanted = false;
  private stopped = false;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly shown: (keys: readonly string[], at: number) => void,
    /** Whether the event carries what the page shows of the attempt (else it is let pass). */
    private readonly carries: (event: AttemptEvent) => boolean = () => true,
  ) {}

  /** Fetches now, or once more after the fetch in flight (whose answer may predate the request). */
  async fetch(): Promise<void> {
    this.wanted = true;
    while (this.wanted && !this.running && !this.stopped) {
      this.wanted = false;
      this.running = true;
      try {
        await this.load();
      } finally {
        this.running = false;
      }
    }
  }

  /** An attempt's event: shown at once when it carries what the page shows (answers whether it did). */
  heard(key: string, event: AttemptEvent): boolean {
    if (!this.carries(event)) return false;
    this.shown([key], performance.now());
    return true;
  }

  reload(): void {
    void this.fetch();
  }

  stop(): void {
    this.stopped = true;
  }
}

const TRACK = 'track-group page';
const BOARD = 'leaderboard';

export interface TeacherPlan {
  /** Seconds from the scenario's start to this teacher's sign-in. */
  signInAt: number;
  /** Seconds between the teacher's own reloads of both pages (0: only on events). */
  reloadSeconds: number;
}

/**
 * One teacher: signs in, opens the track-group page and the leaderboard (two
 * tabs, a socket each), keeps them current until `until` resolves.
 */
export async function teacher(
  scenario: Scenario,
  { account, class: group }: Member,
  plan: TeacherPlan,
  until: Promise<void>,
): Promise<void> {
  const { origin, recorder } = scenario;
  // Two tabs, each with its own requests in flight.
  const browser = new Session({ origin, recorder, connections: 2 });
  const pages: { close(): Promise<void> }[] = [];
  const livePages: { stop(): void }[] = [];
  let reload: NodeJS.Timeout | undefined;
  let settle: NodeJS.Timeout | undefined;
  try {
    await sleep(plan.signInAt * 1000);
    await browser.run('AuthState');
    if (!(await browser.run('SignIn', { input: { email: account.email, password: account.password } }))) return;
    // From when each page's socket listens (LiveLatency.listening); until then nothing is expected of it.
    const listening = { [TRACK]: Infinity, [BOARD]: Infinity };
    const shown = (kind: typeof TRACK | typeof BOARD) => (keys: readonly string[], at: number) => {
      for (const key of keys) scenario.latency.reached('shown', `live shown: ${kind}`, key, at, listening[kind]);
    };
    const track = new LivePage(
      () => browser.run('TrackGroupPage', { id: group.groupId }),
      shown(TRACK),
      // The teacher reads their students' rows: an event without one would leave the page behind.
      (event) => {
        if (event.row === null) recorder.fail('live update', 'NO_ROW');
        return event.row !== null;
      },
    );
    const board = new LivePage(
      () => browser.run('AssignmentBoard', { assignmentId: group.assignmentId }),
      shown(BOARD),
    );
    livePages.push(track, board);
    await Promise.all([
      track.fetch(),
      browser.run('LeaderboardPage', { groupId: group.groupId }).then(() => board.fetch()),
    ]);
    const live = { origin, cookie: browser.cookie, recorder, latency: scenario.latency, groupId: group.groupId };
    const trackPage = await openLivePage({
      ...live,
      kind: TRACK,
      variables: { groupId: group.groupId },
      onEvent: (key, event) => track.heard(key, event),
    });
    pages.push(trackPage);
    listening[TRACK] = trackPage.since;
    const boardPage = await openLivePage({
      ...live,
      kind: BOARD,
      variables: { assignmentId: group.assignmentId },
      onEvent: (key, event) => board.heard(key, event),
    });
    pages.push(boardPage);
    listening[BOARD] = boardPage.since;
    // As useLiveAttempts: once more a moment after the socket opens, for what came while the stream opened.
    settle = setTimeout(() => {
      track.reload();
      board.reload();
    }, STREAM_SETTLE_MS);
    if (plan.reloadSeconds > 0) {
      reload = setInterval(() => {
        track.reload();
        board.reload();
      }, plan.reloadSeconds * 1000);
    }
    await until;
  } catch (error) {
    recorder.fail('live socket', error instanceof Error ? error.message.slice(0, 60) : 'OPEN_FAILED');
  } finally {
    clearInterval(reload);
    clearTimeout(settle);
    for (const page of livePages) page.stop();
    await Promise.all(pages.map((page) => page.close()));
    await browser.close();
  }
}

/** The admin's import of `count` accounts meanwhile, as the web sends it: createAccounts, IMPORT_BATCH rows a call, one after another. */
export async function importAccounts(scenario: Scenario, count: number): Promise<number> {
  // The web's import sends names, e-mail and roles (useAccountCreation.ts), no year level.
  const rows = newAccounts('imported', count, 'STUDENT').map(({ yearLevel: _year, ...row }) => row);
  let created = 0;
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    const data = await scenario.world.admin.run<{ createAccounts: { created: unknown[] } }>(
      'CreateAccounts',
      { input: { accounts: rows.slice(start, start + IMPORT_BATCH) } },
      `CreateAccounts (import, ≤${IMPORT_BATCH} rows)`,
    );
    // As createInBatches: a failed call stops the import (the rest stay pending in the page).
    if (!data) break;
    created += data.createAccounts.created.length;
  }
  return created;
}
