import { generatePath } from 'react-router-dom';

/**
 * The assignments area's paths (spec 1 §2.1). Both readings of view and edit
 * open: /assignments/view/{id} and /assignments/{id}, /assignments/edit/{id}
 * and /assignments/{id}/edit. Links use the first.
 */
export const assignmentsPath = '/assignments';
export const createAssignmentPath = '/assignments/create';
export const editAssignmentPath = '/assignments/edit/:assignmentId';
export const editAssignmentAltPath = '/assignments/:assignmentId/edit';
export const viewAssignmentPath = '/assignments/view/:assignmentId';
export const viewAssignmentAltPath = '/assignments/:assignmentId';

export const viewAssignmentUrl = (assignmentId: string) => generatePath(viewAssignmentPath, { assignmentId });
export const editAssignmentUrl = (assignmentId: string) => generatePath(editAssignmentPath, { assignmentId });
