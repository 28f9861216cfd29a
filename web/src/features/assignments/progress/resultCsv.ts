import { MESSAGES } from '@portal/domain';
import { saveFile } from '../../../shared/files/saveFile';

/** The file name of a Content-Disposition header: the UTF-8 one (RFC 6266), else the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads an assignment's result CSV (GET /api/v1/assignments/result/{id}),
 * named as the server names it (after the assignment). Any failure, and the
 * 404 before any attempt, is "No result for this assignment" (spec 1 §8).
 */
export async function downloadResultCsv(assignmentId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/assignments/result/${encodeURIComponent(assignmentId)}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(MESSAGES.noResultForAssignment);
  }
  if (!response.ok) throw new Error(MESSAGES.noResultForAssignment);
  const name = fileNameOf(response.headers.get('content-disposition'), 'assignment.csv');
  saveFile(await response.blob(), name);
}
