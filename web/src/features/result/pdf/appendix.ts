/** An activity of an assignment, as the PDF's appendix shows it (the schema's ResultActivity). */
export interface PdfActivity {
  questId: string;
  name: string;
  realm: string;
}

/** Spec 2 §9: the appendix shows 3 activity images per row. */
export const APPENDIX_PER_ROW = 3;

/**
 * The appendix's activities (spec 2 §9): every assignment's, in order,
 * each questId once (its first occurrence kept).
 */
export function appendixActivities(assignments: readonly { activities: readonly PdfActivity[] }[]): PdfActivity[] {
  const seen = new Set<string>();
  const kept: PdfActivity[] = [];
  for (const assignment of assignments) {
    for (const activity of assignment.activities) {
      if (seen.has(activity.questId)) continue;
      seen.add(activity.questId);
      kept.push(activity);
    }
  }
  return kept;
}

/** The appendix's activities in rows of APPENDIX_PER_ROW, the last row possibly shorter. */
export function appendixRows<T>(activities: readonly T[], perRow = APPENDIX_PER_ROW): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < activities.length; i += perRow) rows.push(activities.slice(i, i + perRow));
  return rows;
}
