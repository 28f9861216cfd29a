/**
 * The metrics area (spec 2 §2). Spec 2 names only the /metrics root; the rest
 * follows its tabs: GROUP LIST, STUDENT LIST, School Metrics and Registered Users.
 */
export const metricsPath = '/metrics';
export const metricsGroupsPath = '/metrics/groups';
export const groupMetricsPath = '/metrics/groups/:groupId';
export const metricsStudentsPath = '/metrics/students';
export const studentMetricsPath = '/metrics/students/:userId';
export const schoolMetricsPath = '/metrics/school';
export const registeredUsersPath = '/metrics/registered-users';
