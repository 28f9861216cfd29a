import { homePath } from '../../features/home/urls';
import { registerPath, signInPath } from '../../features/auth/urls';

/** The sign-in page's query parameter naming the page to return to once signed in. */
export const RETURN_PARAMETER = 'next';

/** Any origin will do: a path resolved against it must stay on it. */
const HERE = 'https://portal.invalid';

/**
 * The page a `next` parameter names, if it is a path of this portal (issue
 * 9): `/people/create?x=1#y` is; `//evil.example`, `/\evil.example`,
 * `https://evil.example` and `javascript:…` resolve elsewhere and are not, so
 * the parameter can never send anyone to another site. The sign-in and
 * register pages are not either: returning there would only loop.
 */
export function safeReturnPath(next: string | null): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return undefined;
  }
  if (url.origin !== HERE) return undefined;
  const path = url.pathname.toLowerCase();
  if (path === signInPath || path.startsWith(`${signInPath}/`) || path === registerPath) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, set to return to `location` afterwards. */
export function signInReturningTo(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams({ [RETURN_PARAMETER]: `${location.pathname}${location.search}${location.hash}` });
  return `${signInPath}?${params.toString()}`;
}

/** Where a sign-in from a page with `search` as its query leads: the page it names, or home. */
export function afterSignIn(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAMETER)) ?? homePath;
}
