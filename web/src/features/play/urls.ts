import { generatePath } from 'react-router-dom';

/** A student plays one activity of an assignment here, and the attempt is recorded. */
export const playActivityPath = '/assignments/view/:assignmentId/play/:questId';

/** Where the assignment's page links each of its activities to (for students). */
export const playActivityUrl = (assignmentId: string, questId: string) =>
  generatePath(playActivityPath, { assignmentId, questId });
