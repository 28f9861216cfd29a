import type { HttpMethod, PathWith } from '../rest/rest-paths.js';

/*
 * REST and GraphQL parity (issue 16): what the portal can do through the REST
 * contract (api/openapi.json) it can do through GraphQL, with the same
 * permissions. A row per REST operation names the GraphQL fields that do what
 * it does. tests/repo/rest-parity.test.ts reads this table, the OpenAPI
 * document, schema.graphql and the resolvers' source, and fails when an
 * operation has neither a row nor a reason in docs/integrators.md ("REST and GraphQL
 * parity"), when a row is stale, when a field is not in the schema, or when a
 * field's resolver never makes the REST call the row says serves it.
 */

/** A REST operation as "METHOD /api/v1/path/{param}", one the generated `paths` declare. */
export type RestOperation = { [M in HttpMethod]: `${Uppercase<M>} ${PathWith<M>}` }[HttpMethod];

export interface RestCounterpart {
  /** The GraphQL fields ("Type.field") that serve it; each one's resolver makes the REST call (`via`, or the operation itself). */
  readonly graphql: readonly string[];
  /**
   * The REST call the fields make instead of the operation itself: the batch
   * read of the same rows (under the same rule: api/src/access/permission-matrix.test.ts
   * checks both for every role), or the one write that does the same change.
   */
  readonly via?: RestOperation;
}

export const REST_COUNTERPARTS: Partial<Record<RestOperation, RestCounterpart>> = {
  'POST /api/v1/register': { graphql: ['Mutation.register'] },
  'GET /api/v1/school': { graphql: ['Query.school', 'User.school'] },
  'PATCH /api/v1/school': { graphql: ['Mutation.updateSchool'] },
  'POST /api/v1/auth/signin': { graphql: ['Mutation.signIn'] },
  'POST /api/v1/auth/signin/card': { graphql: ['Mutation.signInWithCard'] },
  'POST /api/v1/groups/{id}/sign-in-cards': { graphql: ['Mutation.printSignInCards'] },
  'GET /api/v1/auth/status': { graphql: ['Query.authStatus', 'AuthStatus.roles'] },
  'POST /api/v1/auth/signout': { graphql: ['Mutation.signOut'] },
  'GET /api/v1/auth/sso': { graphql: ['Query.singleSignOn'] },
  'POST /api/v1/auth/sso': { graphql: ['Mutation.signInWithSso'] },
  'POST /api/v1/auth/sso/start': { graphql: ['Mutation.startSingleSignOn'] },
  'GET /api/v1/me': { graphql: ['Query.me'] },

  'GET /api/v1/users': {
    graphql: [
      'Query.people',
      'ProgressReportRow.student',
      'StudentResult.student',
      'LeaderboardEntry.student',
      'Comment.author',
      'EvaluationChange.actor',
    ],
  },
  'PATCH /api/v1/users': { graphql: ['Mutation.deleteUsers'] },
  'GET /api/v1/user/{id}': { graphql: ['Query.user'] },
  'PATCH /api/v1/user/{id}': { graphql: ['Mutation.changePassword'] },
  'PATCH /api/v1/user/{id}/update-email': { graphql: ['Mutation.changeEmail'] },
  'POST /api/v1/auth/confirm-email': { graphql: ['Mutation.confirmEmail'] },
  'PATCH /api/v1/user/{id}/update-name': { graphql: ['Mutation.changeName'] },
  'PUT /api/v1/administrator': { graphql: ['Mutation.grantAdmin'] },
  'PATCH /api/v1/administrator': { graphql: ['Mutation.revokeAdmin'] },
  'POST /api/v1/school/register-users': { graphql: ['Mutation.createAccounts'] },
  'GET /api/v1/registered-users': { graphql: ['Query.registeredUsers'] },

  'PATCH /api/v1/parent/{id}/add-child': { graphql: ['Mutation.linkChild'] },
  'GET /api/v1/parent/get-children': { graphql: ['User.children'], via: 'GET /api/v1/parents/children' },
  'GET /api/v1/parent/{id}/children': { graphql: ['User.children'], via: 'GET /api/v1/parents/children' },
  'GET /api/v1/parents/children': { graphql: ['User.children', 'User.pendingChildren'] },
  'GET /api/v1/parent-links': { graphql: ['Query.parentLinkRequests'] },
  'POST /api/v1/parent-links/{parentId}/{childId}/accept': { graphql: ['Mutation.acceptParentLink'] },
  'DELETE /api/v1/parent-links/{parentId}/{childId}': { graphql: ['Mutation.declineParentLink'] },
  'POST /api/v1/users/{id}/family-codes': { graphql: ['Mutation.createFamilyCode'] },
  'POST /api/v1/parent-links/redeem': { graphql: ['Mutation.redeemFamilyCode'] },

  'GET /api/v1/groups': { graphql: ['Query.groups', 'Query.group', 'Assignment.group', 'GroupResult.group'] },
  'POST /api/v1/groups': { graphql: ['Mutation.createGroup'] },
  'GET /api/v1/groups/{id}': { graphql: ['Query.group'], via: 'GET /api/v1/groups' },
  'PATCH /api/v1/groups/{id}': { graphql: ['Mutation.updateGroup'] },
  'DELETE /api/v1/groups/{id}': { graphql: ['Mutation.deleteGroup'] },
  'GET /api/v1/users/groups': { graphql: ['User.groups'] },
  'GET /api/v1/users/permissions': { graphql: ['User.viewerMay'] },
  'POST /api/v1/users/name-matches': { graphql: ['Query.studentsNamed'] },
  // A group's owners come with the group itself (`Group.owners`, from GET /groups).
  'GET /api/v1/groups/{id}/users': { graphql: ['Group.students'], via: 'GET /api/v1/groups/students' },
  // updateGroup adds students and co-owners and renames in one PATCH, which the API applies in one transaction.
  'PUT /api/v1/groups/{id}/users': { graphql: ['Mutation.updateGroup'], via: 'PATCH /api/v1/groups/{id}' },
  'PATCH /api/v1/groups/{id}/users': { graphql: ['Mutation.removeGroupStudents'] },
  'DELETE /api/v1/groups/{id}/owners/{userId}': { graphql: ['Mutation.removeGroupOwner'] },
  'GET /api/v1/groups/students': { graphql: ['Group.students'] },

  'GET /api/v1/assignments': { graphql: ['Query.assignments'] },
  'POST /api/v1/assignments': { graphql: ['Mutation.createAssignment'] },
  'GET /api/v1/assignments/{id}': { graphql: ['Query.assignment'] },
  'PATCH /api/v1/assignments/{id}': { graphql: ['Mutation.updateAssignment'] },
  'DELETE /api/v1/assignments/{id}': { graphql: ['Mutation.deleteAssignment'] },
  'GET /api/v1/assignments/groups/{groupId}': { graphql: ['Group.assignments'], via: 'GET /api/v1/groups/assignments' },
  'GET /api/v1/groups/assignments': { graphql: ['Group.assignments', 'Group.assignmentCounts'] },
  'POST /api/v1/assignments/{id}/finish': { graphql: ['Mutation.finishAssignment'] },
  'PUT /api/v1/assignments/{id}/activities': { graphql: ['Mutation.addAssignmentActivities'] },
  'PATCH /api/v1/assignments/{id}/activities': { graphql: ['Mutation.removeAssignmentActivities'] },

  'GET /api/v1/activities': { graphql: ['Query.activities', 'AssignmentActivity.activity'] },
  'GET /api/v1/activities/{questId}': { graphql: ['Query.activity'] },
  'GET /api/v1/activities/curriculum': { graphql: ['Query.activityCurriculum'] },

  'POST /api/v1/progress': { graphql: ['Mutation.recordAttempt'] },
  'GET /api/v1/events/attempts': { graphql: ['Subscription.attemptRecorded'] },
  'GET /api/v1/report/assignments/{id}': {
    graphql: ['Assignment.progressReport'],
    via: 'GET /api/v1/report/assignments',
  },
  'GET /api/v1/report/assignments': { graphql: ['Assignment.progressReport'] },
  'GET /api/v1/report/assignments/{id}/leaderboard': {
    graphql: ['Assignment.leaderboard'],
    via: 'GET /api/v1/report/leaderboards',
  },
  'GET /api/v1/report/leaderboards': { graphql: ['Assignment.leaderboard', 'Assignment.myRank'] },
  'GET /api/v1/users/progress': { graphql: ['User.progress'] },
  'GET /api/v1/assignments/current': { graphql: ['Query.currentAssignments'] },
  'GET /api/v1/report/assignments/started': { graphql: ['Assignment.started'] },
  'GET /api/v1/report/students/count': { graphql: ['Query.ownStudentCount'] },

  'GET /api/v1/result/curriculum': { graphql: ['Query.curriculum'] },
  'GET /api/v1/result/{userId}': { graphql: ['User.result'], via: 'POST /api/v1/result' },
  'POST /api/v1/result': { graphql: ['User.result', 'Query.results'] },
  'GET /api/v1/result/groups/{groupId}': { graphql: ['Group.result'], via: 'POST /api/v1/result/groups' },
  'POST /api/v1/result/groups': { graphql: ['Group.result', 'Query.groupResults'] },
  'GET /api/v1/result/topics': { graphql: ['Query.topics'] },
  'GET /api/v1/result/capabilities': { graphql: ['Query.generalCapabilities'] },
  'GET /api/v1/result/grades/{studentId}/{gradeType}': { graphql: ['User.grades'], via: 'GET /api/v1/result/grades' },
  'GET /api/v1/result/grades': { graphql: ['User.grades'] },
  'POST /api/v1/result/grades': { graphql: ['Mutation.createGrades'] },
  'PATCH /api/v1/result/grades': { graphql: ['Mutation.updateGrades'] },
  'POST /api/v1/result/comments': { graphql: ['Mutation.addComment'] },
  'GET /api/v1/result/comments': { graphql: ['User.comments'] },
  'GET /api/v1/result/audit/{studentId}': { graphql: ['Query.evaluationAudit'] },

  'GET /api/v1/metrics/Individual/{userId}': { graphql: ['User.metrics'], via: 'POST /api/v1/metrics/Individual' },
  'POST /api/v1/metrics/Individual': { graphql: ['User.metrics'] },
  'GET /api/v1/metrics/Group/{groupId}': { graphql: ['Group.metrics'], via: 'POST /api/v1/metrics/Group' },
  'POST /api/v1/metrics/Group': { graphql: ['Group.metrics'] },
  'GET /api/v1/metrics/School/{schoolId}': { graphql: ['School.metrics'] },
  'GET /api/v1/metrics/viewSchool/{schoolId}': { graphql: ['School.taughtMetrics'] },
  'GET /api/v1/metrics/GroupAccuracy/{schoolId}': { graphql: ['School.groupAccuracies', 'School.groupAccuracy'] },
  'GET /api/v1/metrics/YearLevel/{schoolId}': { graphql: ['School.yearLevelDistribution'] },

  'GET /api/v1/api-tokens': { graphql: ['Query.apiTokens'] },
  'GET /api/v1/audit': { graphql: ['Query.auditLog'] },
  'POST /api/v1/api-tokens': { graphql: ['Mutation.createApiToken'] },
  'DELETE /api/v1/api-tokens/{id}': { graphql: ['Mutation.revokeApiToken'] },
};
