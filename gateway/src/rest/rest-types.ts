import type { components } from './generated/api.js';

type Schemas = components['schemas'];

/**
 * The API's answers the features map to GraphQL types, named after the
 * OpenAPI components the API's zod schemas declare (`npm run openapi`).
 */
export type RestUser = Schemas['User'];
export type RestPersonPermissions = Schemas['PersonPermissions'];
export type RestSchool = Schemas['School'];
export type RestAuthStatus = Schemas['AuthStatus'];
export type RestGroup = Schemas['Group'];
export type RestAssignment = Schemas['Assignment'];
export type RestLinkStatus = Schemas['ParentLinkStatus'];
export type RestParentLink = Schemas['ParentLink'];
/** One group of a person's, as the batch read of people's groups answers it. */
export type RestUserGroup = Schemas['UserGroups']['groups'][number];
export type RestRegisteredUser = Schemas['RegisteredUser'];
export type RestPresentAccount = Schemas['PresentAccount'];
export type RestNewAccount = Schemas['NewAccount'];
/** An activity of the library; `questions` only on one activity's read and the batch read by ids. */
export type RestActivity = Schemas['Activity'];
export type RestGame = Schemas['Game'];
/** A row of an assignment's progress report: a student's flag and detail per activity. */
export type RestProgressRow = Schemas['ProgressReportRow'];
export type RestActivityProgress = Schemas['ActivityProgress'];
export type RestLeaderboardEntry = Schemas['LeaderboardEntry'];
/** The data of one `attempt` event of the API's live stream: which attempt, and what it changed. */
export type RestAttemptStreamEvent = Schemas['AttemptStreamEvent'];
/** How many of an assignment's students have started it. */
export type RestStartedCount = Schemas['AssignmentStartedCount'];
export type RestAttempt = Schemas['Attempt'];
export type RestStudentProgress = Schemas['StudentProgress'];
export type RestGrade = Schemas['Grade'];
export type RestComment = Schemas['Comment'];
export type RestGradedItem = Schemas['GradedItem'];
export type RestCurriculum = Schemas['Curriculum'];
export type RestCurriculumResult = Schemas['CurriculumResult'];
export type RestAssignmentResult = Schemas['AssignmentResult'];
export type RestIndividualResult = Schemas['IndividualResult'];
export type RestGroupResult = Schemas['GroupResult'];
export type RestIndividualMetrics = Schemas['IndividualMetrics'];
export type RestGroupMetrics = Schemas['GroupMetrics'];
/** Any of the three metrics documents: what they share (period, grouping, months). */
export type RestMetricsDocument = Pick<RestIndividualMetrics, 'period' | 'by' | 'MetricsList'>;
export type RestMetricsMonth = Schemas['MetricsMonth'];
export type RestMetricsArea = Schemas['MetricsLearningArea'];
export type RestGroupAccuracy = Schemas['GroupAccuracy'];
export type RestYearLevelCount = Schemas['YearLevelCount'];
/** One change of a student's grades or comments, as the audit trail keeps it. */
export type RestAuditEntry = Schemas['EvaluationAuditEntry'];
