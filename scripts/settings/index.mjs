// Every environment variable the portal reads: its name, its default, which pieces read it and what it does.
// The one list of them: `npm run docs` prints it as the table of docs/configuration.md, and
// tests/repo/documented-settings.test.ts fails when the code reads a variable missing here, or when this
// lists one that nothing reads. A new setting: add its entry to one of the two files below, then `npm run docs`.

import { SETTINGS as MAIL_SIGN_IN_AND_PROCESS } from './mail-sign-in-and-process.mjs';
import { SETTINGS as SERVING } from './serving.mjs';

/**
 * @typedef {object} Setting
 * @property {string} name the variable's name
 * @property {string} default its default, in Markdown (`unset` when there is none)
 * @property {string} usedBy the pieces that read it: api, gateway, start (npm start), tests
 * @property {string} meaning what it does, in Markdown
 */

/** @type {readonly Setting[]} */
export const SETTINGS = [...SERVING, ...MAIL_SIGN_IN_AND_PROCESS];
