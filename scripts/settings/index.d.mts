/** Types of scripts/settings/index.mjs. */

export interface Setting {
  /** The variable's name. */
  name: string;
  /** Its default, in Markdown (`unset` when there is none). */
  default: string;
  /** The pieces that read it: api, gateway, start (npm start), tests. */
  usedBy: string;
  /** What it does, in Markdown. */
  meaning: string;
}

/** Every environment variable the portal reads. */
export const SETTINGS: readonly Setting[];
