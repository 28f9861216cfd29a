/** The API's own answers about groups (the spec's texts, such as the empty name, are domain MESSAGES). */
export const GROUP_MESSAGES = {
  notFound: 'Group not found',
  onlyStudentsOfSchool: 'Only students of your school can be added',
  onlyStaffOwners: 'Only teachers and admins of your school can own a group',
  hasAssignments: 'This group still has assignments: delete or move them first',
  notAnOwner: 'Not an owner of this group',
  lastOwner: 'A group keeps at least one owner',
} as const;
