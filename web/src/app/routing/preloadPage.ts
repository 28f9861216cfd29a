import { loadSignedInFrame } from '../shell/AppLayout';
import { matchTarget } from './matching';

/**
 * Starts fetching what the page at `pathname` shows before React first
 * renders (issue 37's page budget): its chunk, and for a page only a
 * signed-in user may open, the signed-in frame. Otherwise each waits for the
 * one before it (the auth status, then the frame, then the page), a round
 * trip apiece. `/` and the visitors' pages leave the frame alone: a visitor
 * never downloads it. A failed download is React.lazy's to show, when the
 * page renders.
 */
export function preloadPageAt(pathname: string): void {
  const target = matchTarget(pathname);
  if (target?.kind !== 'page') return;
  const { Page, access } = target.route;
  Page.preload?.().catch(() => undefined);
  if (access.kind === 'authenticated' || access.kind === 'capability') loadSignedInFrame().catch(() => undefined);
}
