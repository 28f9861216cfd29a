/**
 * The homes' own texts (issue 35: every home opens on what matters now), a
 * subpath of their own (`@portal/domain/home-texts`) so a visitor's first
 * page does not carry them.
 */
export const HOME_TEXTS = {
  /** The student's to-do list: what is in progress, by due date, then what is coming. */
  toDoTitle: 'To do',
  nothingToDo: 'Nothing to do right now.',
  play: 'Play',
  /** An activity of the to-do the student has finished (the server says so). */
  done: 'Done',
  /** An activity without questions opened but not finished yet. */
  started: 'Started',
  recentResultsTitle: 'Recent results',
  noResultsYet: 'No results yet.',
  childrenTitle: 'Your children',
  noChildrenYet: 'No child is linked to your account yet.',
  nothingDue: 'Nothing due right now.',
  noScoresYet: 'No scores yet.',
  dueTitle: 'Due',
  latestScoresTitle: 'Latest scores',
  noGroupsYet: 'In no group yet',
  linkRequestsTitle: 'Link requests',
  /** A pending request's chip: it gives the parent nothing yet. */
  pending: 'Pending',
} as const;

/** "12 of 25 started": how many of an assignment's students have started it. */
export function startedText(started: number, students: number): string {
  return `${started} of ${students} started`;
}

/** A score as the homes write it: "7 of 10 correct". */
export function scoreText(correct: number, answered: number): string {
  return `${correct} of ${answered} correct`;
}

/** An assignment of the to-do: due on a day, or starting on one. */
export function dueText(day: string): string {
  return `Due ${day}`;
}
export function startsText(day: string): string {
  return `Starts ${day}`;
}
