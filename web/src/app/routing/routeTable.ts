import { ALL, requires, SIGNED_IN, VISITORS } from '@portal/domain';
import * as apiTokenPages from '../../features/api-tokens/pages';
import { apiTokensPath } from '../../features/api-tokens/urls';
import * as auditPages from '../../features/audit/pages';
import { auditLogPath } from '../../features/audit/urls';
import * as assignmentPages from '../../features/assignments/pages';
import * as assignments from '../../features/assignments/urls';
import { cardSignInPath, confirmEmailPath, registerPath, signInPath, ssoCallbackPath } from '../../features/auth/urls';
import * as groupPages from '../../features/groups/pages';
import * as groups from '../../features/groups/urls';
import { homePath } from '../../features/home/urls';
import * as metricsPages from '../../features/metrics/pages';
import * as metrics from '../../features/metrics/urls';
import * as peoplePages from '../../features/people/pages';
import * as people from '../../features/people/urls';
import * as resultPages from '../../features/result/pages';
import * as result from '../../features/result/urls';
import * as schoolPages from '../../features/school/pages';
import { schoolSettingsPath } from '../../features/school/urls';
import * as leaderboardPages from '../../features/leaderboard/pages';
import * as playPages from '../../features/play/pages';
import * as play from '../../features/play/urls';
import * as trackPages from '../../features/track/pages';
import * as track from '../../features/track/urls';
import type { AppRedirect, AppRoute } from './appRoute';
import { CardSignInPage, ConfirmEmailPage, HomePage, RegisterPage, SignInPage, SsoCallbackPage } from './pages';

/*
 * The one route table (house style 6): the router, the sidebar (the rows with
 * `nav`, in this order), the breadcrumbs and the page titles all read it.
 * Who may open what: spec 1 §2.1 and §6, and spec 2 §2 and §6 for the result
 * and metrics trees. The UI check is cosmetic; the gateway decides what data
 * anyone gets.
 *
 * A sidebar row names its icon (app/shell/navIcons.ts draws it): the icons
 * load with the signed-in frame, which a visitor never downloads.
 */

/* Who may open what is a capability of domain/src/capabilities.ts, held through any of the user's roles. */
const PEOPLE = requires('listPeople');
const CREATE_ACCOUNTS = requires('createAccounts');
/** Spec 1 §6: viewing a profile. */
const PROFILES = requires('viewProfiles');
const RESET_PASSWORDS = requires('resetPasswords');
const OTHERS_DETAILS = requires('changeOthersEmailsOrNames');
/** Spec 1 §6: updating a child relation. */
const LINK_CHILDREN = requires('linkChildren');
const MANAGE_GROUPS = requires('manageGroups');
/** Spec 2 §6: "Load the group list" is admin, teacher and root. */
const GROUP_LISTS = requires('openGroupLists');
const TRACK = requires('trackResults');
/** Spec 2 §6: "Add evaluations and comments" is admin and teacher, the server's own rule. */
const EVALUATE = requires('evaluateStudents');
const REGISTERED_USERS = requires('readRegisteredUsers');
/** Spec 2 §2's School Metrics: the school's staff (the API's readSchoolMetrics). */
const SCHOOL_METRICS = requires('readSchoolMetrics');
/** Issue 16: a school's API tokens are its admins' to make and revoke. */
const API_TOKENS = requires('manageApiTokens');
/** Issue 29: the school's audit log is its admins' to read. */
const AUDIT_LOG = requires('readAuditLog');
/** Issue 34: the school's time zone and locale are its admins' to set. */
const SCHOOL_SETTINGS = requires('manageSchool');

export const appRoutes: readonly AppRoute[] = [
  {
    path: homePath,
    name: 'Home',
    access: ALL,
    Page: HomePage,
    nav: 'home',
  },
  { path: signInPath, name: 'Sign In', access: VISITORS, Page: SignInPage },
  // Where the identity provider sends the browser back (its registered redirect URI).
  { path: ssoCallbackPath, name: 'Single Sign-On', access: VISITORS, Page: SsoCallbackPage },
  // Issue 36: a student's sign-in card, typed or scanned; a card's QR opens it. Open signed in too: a shared
  // classroom device may still hold the last student's session, which the card's sign-in replaces.
  { path: cardSignInPath, name: 'Sign In With Card', access: ALL, Page: CardSignInPage },
  { path: registerPath, name: 'Register', access: VISITORS, Page: RegisterPage },
  // Where the link mailed to a new address leads: its owner may be signed in, or not (another browser).
  { path: confirmEmailPath, name: 'Confirm Email', access: ALL, Page: ConfirmEmailPage },

  {
    path: people.peoplePath,
    name: 'People',
    access: PEOPLE,
    Page: peoplePages.PeopleListPage,
    nav: 'people',
  },
  { path: people.ownProfilePath, name: 'Me', access: SIGNED_IN, Page: peoplePages.OwnProfilePage },
  {
    path: people.ownChangePasswordPath,
    name: 'Change Password',
    access: SIGNED_IN,
    Page: peoplePages.ChangePasswordPage,
  },
  { path: people.ownChangeEmailPath, name: 'Change Email', access: SIGNED_IN, Page: peoplePages.ChangeEmailPage },
  { path: people.ownChangeNamePath, name: 'Change Name', access: SIGNED_IN, Page: peoplePages.ChangeNamePage },
  {
    path: people.ownUpdateChildPath,
    name: 'Update Child Relation',
    access: SIGNED_IN,
    Page: peoplePages.UpdateChildPage,
  },
  {
    path: people.createAccountsPath,
    name: 'Create Accounts',
    access: CREATE_ACCOUNTS,
    Page: peoplePages.CreateAccountsPage,
  },
  { path: people.userProfilePattern, name: 'User Profile', access: PROFILES, Page: peoplePages.UserProfilePage },
  {
    path: people.resetPasswordPattern,
    name: 'Reset Password',
    access: RESET_PASSWORDS,
    Page: peoplePages.ChangePasswordPage,
  },
  { path: people.changeEmailPattern, name: 'Change Email', access: OTHERS_DETAILS, Page: peoplePages.ChangeEmailPage },
  { path: people.changeNamePattern, name: 'Change Name', access: OTHERS_DETAILS, Page: peoplePages.ChangeNamePage },
  {
    path: people.updateChildPattern,
    name: 'Update Child Relation',
    access: LINK_CHILDREN,
    Page: peoplePages.UpdateChildPage,
  },

  {
    path: groups.groupsPath,
    name: 'Groups',
    access: SIGNED_IN,
    Page: groupPages.GroupsPage,
    nav: 'groups',
  },
  { path: groups.createGroupPath, name: 'Create Group', access: MANAGE_GROUPS, Page: groupPages.CreateGroupPage },
  { path: groups.editGroupPath, name: 'Edit Group', access: MANAGE_GROUPS, Page: groupPages.EditGroupPage },
  { path: groups.viewGroupPath, name: 'View Group', access: SIGNED_IN, Page: groupPages.ViewGroupPage },
  {
    path: groups.leaderboardPath,
    name: 'Leaderboard',
    access: SIGNED_IN,
    Page: leaderboardPages.LeaderboardPage,
  },

  {
    path: assignments.assignmentsPath,
    name: 'Assignments',
    access: SIGNED_IN,
    Page: assignmentPages.AssignmentsPage,
    nav: 'assignment',
  },
  {
    path: assignments.createAssignmentPath,
    name: 'Create Assignment',
    access: MANAGE_GROUPS,
    Page: assignmentPages.CreateAssignmentPage,
  },
  {
    path: assignments.editAssignmentPath,
    name: 'Edit Assignment',
    access: MANAGE_GROUPS,
    Page: assignmentPages.EditAssignmentPage,
  },
  {
    path: assignments.editAssignmentAltPath,
    name: 'Edit Assignment',
    access: MANAGE_GROUPS,
    Page: assignmentPages.EditAssignmentPage,
  },
  {
    path: assignments.viewAssignmentPath,
    name: 'View Assignment',
    access: SIGNED_IN,
    Page: assignmentPages.ViewAssignmentPage,
  },
  {
    path: assignments.viewAssignmentAltPath,
    name: 'View Assignment',
    access: SIGNED_IN,
    Page: assignmentPages.ViewAssignmentPage,
  },
  /* Any signed-in user may open it; the gateway records attempts of students only. */
  { path: play.playActivityPath, name: 'Play Activity', access: SIGNED_IN, Page: playPages.PlayActivityPage },

  {
    path: track.trackAndReportPath,
    name: 'Track and Report',
    access: TRACK,
    Page: trackPages.TrackDashboardPage,
    nav: 'assessment',
  },
  { path: track.trackGroupPath, name: 'Track Group', access: TRACK, Page: trackPages.TrackGroupPage },

  {
    path: metrics.metricsPath,
    name: 'Metrics',
    access: SIGNED_IN,
    Page: metricsPages.MetricsEntryPage,
    nav: 'insights',
  },
  { path: metrics.metricsGroupsPath, name: 'Group List', access: GROUP_LISTS, Page: metricsPages.MetricsListPage },
  { path: metrics.groupMetricsPath, name: 'Group Metrics', access: TRACK, Page: metricsPages.GroupMetricsPage },
  { path: metrics.metricsStudentsPath, name: 'Student List', access: TRACK, Page: metricsPages.MetricsListPage },
  {
    path: metrics.groupStudentsMetricsPath,
    name: 'Group Students',
    access: TRACK,
    Page: metricsPages.MetricsListPage,
  },
  { path: metrics.studentMetricsPath, name: 'Student Metrics', access: TRACK, Page: metricsPages.StudentMetricsPage },
  {
    path: metrics.schoolMetricsPath,
    name: 'School Metrics',
    access: SCHOOL_METRICS,
    Page: metricsPages.SchoolMetricsPage,
  },
  {
    path: metrics.registeredUsersPath,
    name: 'Registered Users',
    access: REGISTERED_USERS,
    Page: metricsPages.RegisteredUsersPage,
  },

  {
    path: result.resultPath,
    name: 'Result',
    access: SIGNED_IN,
    Page: resultPages.ResultEntryPage,
    nav: 'grading',
  },
  { path: result.resultGroupsPath, name: 'Group List', access: GROUP_LISTS, Page: resultPages.ResultListPage },
  { path: result.groupResultPath, name: 'Group Result', access: TRACK, Page: resultPages.GroupResultPage },
  { path: result.resultStudentsPath, name: 'Student List', access: TRACK, Page: resultPages.ResultListPage },
  { path: result.groupStudentsResultPath, name: 'Group Students', access: TRACK, Page: resultPages.ResultListPage },
  { path: result.studentResultPath, name: 'Student Result', access: TRACK, Page: resultPages.StudentResultPage },
  { path: result.addEvaluationPath, name: 'Add Evaluation', access: EVALUATE, Page: resultPages.AddEvaluationPage },

  // Reached from People, as Create Accounts is: no admin-only page has a sidebar entry (spec 1 §1's seven).
  {
    path: schoolSettingsPath,
    name: 'School Settings',
    access: SCHOOL_SETTINGS,
    Page: schoolPages.SchoolSettingsPage,
  },
  { path: apiTokensPath, name: 'API Tokens', access: API_TOKENS, Page: apiTokenPages.ApiTokensPage },
  { path: auditLogPath, name: 'Audit Log', access: AUDIT_LOG, Page: auditPages.AuditLogPage },
];

export const appRedirects: readonly AppRedirect[] = [
  { path: '/403', to: homePath },
  { path: '/404', to: homePath },
];
