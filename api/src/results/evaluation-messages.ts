import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';

/** What the grade and comment calls answer when they refuse (the spec words only the first). */
export const EVALUATION_MESSAGES = {
  /** Spec 2 §5: a new evaluation must grade every topic, or every capability. */
  addAllEvaluations: RESULT_SPEC_TEXTS.addAllEvaluations,
  notAStudent: 'Only a student can be evaluated',
  unknownItem: (type: 'topic' | 'capability') =>
    type === 'topic' ? 'Not one of the topics' : 'Not one of the general capabilities',
  repeatedItem: 'Each item is graded once',
  gradesExist: 'These grades already exist: update them instead',
  notYourStaffId: 'A comment is signed by its author: staffId must be your own id',
} as const;
