import type { Row } from './permission-matrix.endpoints.js';
import { managingRows } from './permission-matrix.row-kinds.js';

/**
 * Printing a group's sign-in cards (printSignInCards): admin any group of the
 * school, teacher the groups they own; another's group, another school's and
 * an id nobody has 404; student, parent and root 403; a visitor 401.
 */
export const SIGN_IN_CARD_RULES: Row[] = managingRows('POST /groups/{id}/sign-in-cards', 200);
