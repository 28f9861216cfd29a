import { generatePath } from 'react-router-dom';
import { leaderboardPath } from '../groups/urls';

/** The chosen tab is in the address (?assignment=…), so a reload or a shared link keeps it. */
export const ASSIGNMENT_PARAM = 'assignment';

/** A group's leaderboard, opening on one assignment's tab when given (the page the viewer came from). */
export function leaderboardUrl(groupId: string, assignmentId?: string): string {
  const path = generatePath(leaderboardPath, { groupId });
  return assignmentId ? `${path}?${new URLSearchParams({ [ASSIGNMENT_PARAM]: assignmentId }).toString()}` : path;
}
