import { personIdsFor, reachesOnlySelf, type Viewer } from '../access/permissions.js';
import { assignmentJsonOf } from '../assignments/assignment-reads.js';
import type { Db } from '../db/database.js';
import type { AttemptEvent } from './attempt-events.js';
import type { LeaderboardEntryJson, ProgressRowJson } from './progress-json.js';
import { leaderboards, progressRowsOf } from './progress-reads.js';

/** What an attempt changed, as it is now: read once per API process, whoever listens. */
export interface AttemptChanges {
  /** The student's row of the assignment's progress report; undefined once the assignment or student is gone. */
  row: ProgressRowJson | undefined;
  /** The leaderboard's entries the attempt moved: the student's and those whose rank it changed. */
  leaderboard: LeaderboardEntryJson[];
}

/** How long an attempt's changes are kept for the streams still to send them (they are all sent within moments). */
const KEPT_MS = 10_000;

const NOTHING: AttemptChanges = { row: undefined, leaderboard: [] };

/**
 * Reads what each attempt changed once, however many live streams of this
 * process send it: a class's attempt reaches its teacher's pages and every
 * classmate watching the leaderboard, and each would otherwise read the same
 * row and board again.
 */
export class AttemptChangeReader {
  private readonly read = new Map<string, Promise<AttemptChanges>>();

  constructor(private readonly db: Db) {}

  changesOf(event: AttemptEvent): Promise<AttemptChanges> {
    const key = `${event.assignmentId} ${event.studentId} ${event.recordedAt}`;
    let changes = this.read.get(key);
    if (!changes) {
      changes = readChanges(this.db, event).catch(() => NOTHING);
      this.read.set(key, changes);
      setTimeout(() => this.read.delete(key), KEPT_MS).unref();
    }
    return changes;
  }
}

/**
 * The student's row now, and the leaderboard entries the attempt moved. A
 * student's score only rises with an attempt, from `previousScore` to
 * `score`: it passed exactly the classmates scoring at least the first and
 * less than the second (each now a rank lower). The entries are read after
 * the attempt committed, so they are as they are now, later attempts
 * included: a page that patches them in any order ends up right.
 */
async function readChanges(db: Db, event: AttemptEvent): Promise<AttemptChanges> {
  const assignment = await assignmentJsonOf(db, event.assignmentId);
  const moved = event.score !== event.previousScore;
  const [rows, boards] = await Promise.all([
    progressRowsOf(db, assignment, [event.studentId]),
    moved ? leaderboards(db, [assignment]) : undefined,
  ]);
  const board = boards?.get(assignment.assignmentId)?.entries ?? [];
  return {
    row: rows[0],
    leaderboard: board.filter(
      (entry) => entry.userId === event.studentId || (entry.score >= event.previousScore && entry.score < event.score),
    ),
  };
}

/**
 * Whose progress rows one live stream's reader may see (PERSON_RULES.readProgress),
 * asked of the database once per student and forgotten at each keep-alive,
 * so a link or a group changed since is heard within one. A reader who
 * reads only their own (a student) is never asked about.
 */
export class ProgressReadable {
  private readonly known = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {}

  has(studentId: string): Promise<boolean> {
    if (reachesOnlySelf(this.viewer, 'readProgress')) return Promise.resolve(studentId === this.viewer.id);
    let answer = this.known.get(studentId);
    if (!answer) {
      answer = personIdsFor(this.db, this.viewer, 'readProgress', [studentId]).then(
        (ids) => ids.has(studentId),
        () => {
          // Not known (the database did not answer): withheld this time, asked again next time.
          this.known.delete(studentId);
          return false;
        },
      );
      this.known.set(studentId, answer);
    }
    return answer;
  }

  forget(): void {
    this.known.clear();
  }
}
