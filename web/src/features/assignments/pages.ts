import { lazyPage as page } from '../../app/routing/lazyPage';

/*
 * The assignments area's pages (spec 1 §2.8), in one chunk, as the groups
 * area's are (see groups/pages.ts): each lazily loaded chunk adds its name
 * to the entry's preload map, which the sign-in page downloads too (issue 9:
 * 200 kB). The shell's route table says where each one lives and who may
 * open it.
 */

const assignmentPages = () => import('./AssignmentPages');

export const AssignmentsPage = page(() => assignmentPages().then((m) => m.AssignmentsPage));
export const CreateAssignmentPage = page(() => assignmentPages().then((m) => m.CreateAssignmentPage));
export const EditAssignmentPage = page(() => assignmentPages().then((m) => m.EditAssignmentPage));
export const ViewAssignmentPage = page(() => assignmentPages().then((m) => m.ViewAssignmentPage));
