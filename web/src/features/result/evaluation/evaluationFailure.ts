import { MESSAGES } from '@portal/domain';
import { failureToast } from '../../../shared/graphql/failureToast';

/** Spec 2 §8: a failed load, evaluation or comment shows the shared generic error (an ended session signs out instead). */
export const evaluationFailure = failureToast(MESSAGES.generalFailure);
