import { generatePath } from 'react-router-dom';

/** The groups area's paths (spec 1 §2.1). */
export const groupsPath = '/groups';
export const createGroupPath = '/groups/create';
export const editGroupPath = '/groups/edit/:groupId';
export const viewGroupPath = '/groups/view/:groupId';
export const leaderboardPath = '/groups/view/:groupId/leader';

export const viewGroupUrl = (groupId: string) => generatePath(viewGroupPath, { groupId });
