/** Message texts quoted from spec 1 §2.7, §5 and §8 (and spec 2 §2), used by both the API and the web client. */
export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  schoolNameRequired: 'School name is required',
  passwordRequired: 'Password is required',
  confirmationRequired: 'A confirmation password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidPassword: 'Invalid password',
  accountExists: 'An account with this email has already been created.',
  passwordMismatch: 'The passwords entered do not match!',
  generalFailure: 'Operation failed, please try again!',
  accountInfoIncomplete: 'Account information is not completed or in a wrong format!',
  invalidCsvFile: 'Invalid file format, please upload a UTF-8 encoded CSV',
  rolesInvalid: "Roles must be either 'admin teacher', 'teacher', 'student', or 'parent'.",
  emailsMustBeUnique: 'Emails must be unique',
  emailAlreadyRegistered: 'The email has already been registered',
  cannotDeleteYourself: "You can't delete yourself!",
  cannotRemoveOwnAdmin: "You can't remove your own admin permissions!",
  invalidChildEmail: 'Sorry, the entered email is invalid. Please check it and try again!',
  // The people area's notifications (spec 1 §8).
  childLinked: 'You are successfully linked to your child!',
  passwordUpdated: 'The password was successfully updated!',
  passwordUpdateFailed: 'The password could not be updated. Please try again later!',
  emailUpdated: 'Email update successful',
  emailUpdateFailed: 'Email update failed',
  nameUpdated: 'Name update successful',
  nameUpdateFailed: 'Name update failed',
  profileLoadFailed: 'Error getting user data',
  profileUnavailable: 'The profile details could not be fetched. Please try again later!',
  grantAdminFailed: 'Adding admin permissions failed!',
  revokeAdminFailed: 'Removing admin permissions failed!',
  deleteAccountsWarning: 'Are you sure you want to delete the selected accounts? This action is irreversible.',
  // The groups area (spec 1 §2.7, §8; spec 2 §2).
  groupCannotBeShown: "Group can't be shown, please try again!",
  groupNameRequired: 'Please enter the group name!',
  noUsersFound: 'We could not find any users matching that name!',
  groupCreateFailed: 'Creating group failed, please try again!',
  groupEditFailed: 'Sorry something went wrong',
  groupDeleted: 'Successfully deleted group!',
  groupDeleteFailed: 'Failed to delete group.',
  // Issue 35 rewords the spec's "The user was successfully added!" (said after creating a group).
  userAdded: 'The students were added to the group.',
  deleteGroupTitle: 'Delete group confirmation',
  // Issue 35 rewords the spec's "Delete student / Do you want to delete this student?": removing from a group deletes no account.
  removeStudentTitle: 'Remove from group',
  removeStudentsTitle: 'Remove from group',
  deleteStudentQuestion: 'Remove this student from the group? Their account stays.',
  deleteStudentsQuestion: 'Remove these students from the group? Their accounts stay.',
  noOngoingAssignments: 'No ongoing assignments',
  // The assignment dialog's helper texts (spec 1 §5, worded as the spec words them), which the API answers too.
  // Issue 35 rewords the spec's "New assignments must cannot be start before today".
  newAssignmentStartBeforeToday: 'New assignments cannot start before today',
  dueDateBeforeStartDate: 'Due date must be after start date',
  // Progress, tracking and the leaderboard (spec 1 §2.8, §2.9, §8).
  noResultForAssignment: 'No result for this assignment',
  leaderboardFailed: 'Sorry, we could not load the leaderboard.',
  fetchingGroup: 'We are fetching your group',
  started: 'Started',
  noAttemptsMade: 'No attempts made',
  // Parent link requests: not in the spec, which linked at once; a link now waits for the student or an admin.
  waitingForApproval: 'Waiting for approval',
  parentLinkAccepted: 'The parent is now linked to the child.',
  parentLinkDeclined: 'The link request was declined.',
  // Confirmations and warnings the spec does not word.
  accountsDeleted: 'The selected accounts were deleted.',
  adminGranted: 'Admin permissions added.',
  adminRevoked: 'Admin permissions removed.',
  // Not worded by the spec; the groups pages' other own texts are theirs (web/src/features/groups/groupText.ts).
  noGroups: 'No groups yet',
  leaveWithoutUsersCsv:
    'The one-time passwords are shown only on this page, and users.csv has not been downloaded. Leave without them?',
} as const;

/** The delete group confirmation's text (spec 1 §2.7). */
export function deleteGroupQuestion(groupName: string): string {
  return `Are you sure you want to delete ${groupName}?`;
}

/** The CSV import's message for a malformed address (spec 1 §5). */
export function invalidEmailAddressMessage(email: string): string {
  return `"${email}" is an invalid email address`;
}

/** The CSV import's message for a role outside the four (spec 1 §5). */
export function invalidRoleMessage(role: string): string {
  return `${MESSAGES.rolesInvalid} "${role}" is not a valid role.`;
}
