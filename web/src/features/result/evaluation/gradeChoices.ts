import { GRADE_MAX, GRADE_MIN } from '@portal/domain';
import type { GradeInput } from '../../../generated/graphql';

/** Spec 2 §3: the grades a teacher chooses from, 1 to 5. */
export const GRADE_SCALE: readonly number[] = Array.from(
  { length: GRADE_MAX - GRADE_MIN + 1 },
  (_, index) => GRADE_MIN + index,
);

/** A topic or a general capability to grade. */
export interface GradedItem {
  id: string;
  name: string;
}

/** A grade as saved: its item's id and its value. */
export interface SavedGrade {
  itemId: string;
  grade: number;
}

/** The grade chosen for each item, by the item's id; an item without one has none yet. */
export type GradeChoices = Readonly<Partial<Record<string, number>>>;

/** The choices a form starts from: the grades already saved. */
export function choicesFrom(saved: readonly SavedGrade[]): GradeChoices {
  return Object.fromEntries(saved.map(({ itemId, grade }) => [itemId, grade]));
}

/** Spec 2 §5: the form may be submitted once every item has a grade. */
export function everyItemGraded(items: readonly GradedItem[], choices: GradeChoices): boolean {
  return items.every(({ id }) => choices[id] !== undefined);
}

/** The grades to send, every item in the items' order (an update may send them all: unchanged ones change nothing). */
export function gradeInputs(items: readonly GradedItem[], choices: GradeChoices): GradeInput[] {
  return items.flatMap(({ id }) => {
    const grade = choices[id];
    return grade === undefined ? [] : [{ itemId: id, grade }];
  });
}
