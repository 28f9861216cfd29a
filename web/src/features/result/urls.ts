import { generatePath } from 'react-router-dom';

/**
 * The result area (spec 2 §2). Spec 2 names only the /result root; the rest
 * follows its screens: the GROUP LIST and STUDENT LIST tabs, a group's result,
 * a group's students, one student's result and the evaluation page.
 */
export const resultPath = '/result';
export const resultGroupsPath = '/result/groups';
export const groupResultPath = '/result/groups/:groupId';
export const resultStudentsPath = '/result/students';
export const groupStudentsResultPath = '/result/students/:groupId';
export const studentResultPath = '/result/view/:userId';
export const addEvaluationPath = '/result/evaluate/:userId';

/* Typed builders for the paths with an id: the lists' buttons lead to these. */
export const groupResultUrl = (groupId: string) => generatePath(groupResultPath, { groupId });
export const groupStudentsResultUrl = (groupId: string) => generatePath(groupStudentsResultPath, { groupId });
export const studentResultUrl = (userId: string) => generatePath(studentResultPath, { userId });
export const addEvaluationUrl = (userId: string) => generatePath(addEvaluationPath, { userId });
