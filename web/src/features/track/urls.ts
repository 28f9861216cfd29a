import { generatePath } from 'react-router-dom';

/** Track and report (spec 1 §2.1, §2.9). */
export const trackAndReportPath = '/track-and-report';
export const trackGroupPath = '/track-and-report/groups/:groupId';

export const trackGroupUrl = (groupId: string) => generatePath(trackGroupPath, { groupId });
