import { can, type Role } from '@portal/domain';

/** The tab pages' heading, above GROUP LIST and STUDENT LIST. */
export const RESULTS_TITLE = 'Results';
/** A group's student list's heading until the group's name is known. */
export const GROUP_STUDENTS_TITLE = 'Group Students';

export const GROUP_TABLE_LABEL = 'Groups';
export const STUDENT_TABLE_LABEL = 'Students';

/**
 * The result lists' own texts, which the spec does not word (its texts are in
 * MESSAGES and @portal/domain/result-texts).
 */
export const LIST_TEXTS = {
  noGroupsMatch: 'No groups match that name',
  noStudents: 'No students yet',
  /** A teacher's STUDENT LIST holds the students of the groups they own (issue 35). */
  noStudentsOfOwnGroups: 'No students in your groups yet',
  noStudentsInGroup: 'No students in this group yet',
  noStudentsMatch: 'No students match that name',
} as const;

/** What an empty STUDENT LIST says: a teacher's holds only the students of the groups they own (issue 35). */
export const noStudentsText = (roles: readonly Role[]): string =>
  can(roles, 'actOnWholeSchool') ? LIST_TEXTS.noStudents : LIST_TEXTS.noStudentsOfOwnGroups;

/** The selection toolbar's count (spec 2 §2: "N selected"). */
export const selectedText = (count: number) => `${count} selected`;

/** Said instead of downloading when more rows are selected than one read of results answers. */
export const tooManyToDownload = (most: number) => `Download takes at most ${most} at a time: select fewer.`;
