/*
 * The assignments area's pages (spec 1 §2.8), in one chunk: the dashboard,
 * the builder for create and edit with the assignment dialog, and the
 * detail. A teacher goes from one to the next, and they share the dialog,
 * the dates and the texts. The activity library is searched from here only.
 */
export { AssignmentsPage } from './dashboard/AssignmentsPage';
export { CreateAssignmentPage } from './builder/CreateAssignmentPage';
export { EditAssignmentPage } from './builder/EditAssignmentPage';
export { ViewAssignmentPage } from './detail/ViewAssignmentPage';
