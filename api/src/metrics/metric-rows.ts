/*
 * What the metrics' SQL answers, per subject (a student, a group, or a
 * school) and month ("yyyy-mm-01"): the sums metrics-documents.ts turns into
 * a document. Every number is summed by the database, cast to int.
 */

/** One realm's month of a subject. */
export type AreaRow = {
  subject_id: string;
  month: string;
  realm: string;
  /** (student, activity of an assignment) pairs with an attempt that month */
  activities: number;
  /** summed over those pairs' best attempt of the month */
  correct: number;
  answered: number;
  /** pairs whose best of the month achieved the activity, and the sum of those activities' year levels */
  achieved: number;
  achieved_levels: number;
};

/**
 * How a subject's completion changes in one month: the sums of the
 * assignments that open that month (their start's), less those of the ones
 * that stopped being open (the month after their due date's). Added up month
 * by month they give each month's pairs over the assignments open in it.
 */
export type CompletionRow = {
  subject_id: string;
  month: string;
  /** (student, activity) pairs finished at least once */
  finished: number;
  /** (student, activity) pairs assigned */
  assigned: number;
};

export interface SubjectRows {
  areas: AreaRow[];
  completion: CompletionRow[];
}

/**
 * The months asked for: from `first` (null: from the first month with work)
 * to `last`, months of the school's time zone `zone`; `now` ends the current one.
 */
export interface MetricsWindow {
  first: string | null;
  last: string;
  now: Date;
  zone: string;
}
