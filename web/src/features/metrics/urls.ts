import { generatePath } from 'react-router-dom';

/**
 * The metrics area (spec 2 §2). Spec 2 names only the /metrics root; the rest
 * follows its tabs (GROUP LIST, STUDENT LIST, School Metrics, Registered
 * Users) and mirrors the result area's lists: a group's metrics, a group's
 * students, one student's metrics.
 */
export const metricsPath = '/metrics';
export const metricsGroupsPath = '/metrics/groups';
export const groupMetricsPath = '/metrics/groups/:groupId';
export const metricsStudentsPath = '/metrics/students';
export const groupStudentsMetricsPath = '/metrics/students/:groupId';
export const studentMetricsPath = '/metrics/view/:userId';
export const schoolMetricsPath = '/metrics/school';
export const registeredUsersPath = '/metrics/registered-users';

/* Typed builders for the paths with an id: the lists' buttons lead to these. */
export const groupMetricsUrl = (groupId: string) => generatePath(groupMetricsPath, { groupId });
export const groupStudentsMetricsUrl = (groupId: string) => generatePath(groupStudentsMetricsPath, { groupId });
export const studentMetricsUrl = (userId: string) => generatePath(studentMetricsPath, { userId });
