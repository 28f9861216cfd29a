import { matchRoutes, useLocation } from 'react-router-dom';
import type { AppRedirect, AppRoute } from './appRoute';
import { appRedirects, appRoutes } from './routeTable';

/** What a path opens: a page of the table, an error for a missing parameter, or a redirect. */
export type RouteTarget =
  { kind: 'page'; route: AppRoute } | { kind: 'missing-parameter'; param: string } | { kind: 'redirect'; to: string };

export interface RouterEntry {
  path: string;
  target: RouteTarget;
}

/**
 * Spec 1 §2.1: a route that needs a parameter, visited without it, fails with
 * an error. For each such route the path before its first parameter
 * (/people/view, /groups/edit) opens an error, unless it is a route itself.
 * It also keeps /assignments/edit from reading "edit" as an assignment id.
 */
export function missingParameterPaths(routes: readonly AppRoute[]): { path: string; param: string }[] {
  const known = new Set(routes.map(({ path }) => path.toLowerCase()));
  const found = new Map<string, string>();
  for (const { path } of routes) {
    const segments = path.split('/');
    const at = segments.findIndex((segment) => segment.startsWith(':'));
    if (at < 0) continue;
    const prefix = segments.slice(0, at).join('/') || '/';
    if (!known.has(prefix.toLowerCase()) && !found.has(prefix)) found.set(prefix, segments[at]?.slice(1) ?? '');
  }
  return [...found].map(([path, param]) => ({ path, param }));
}

function routerEntriesOf(routes: readonly AppRoute[], redirects: readonly AppRedirect[]): RouterEntry[] {
  return [
    ...routes.map((route): RouterEntry => ({ path: route.path, target: { kind: 'page', route } })),
    ...missingParameterPaths(routes).map(({ path, param }): RouterEntry => ({
      path,
      target: { kind: 'missing-parameter', param },
    })),
    ...redirects.map(({ path, to }): RouterEntry => ({ path, target: { kind: 'redirect', to } })),
  ];
}

/** Everything the router mounts besides its catch-all, and what the breadcrumbs match against. */
export const routerEntries: readonly RouterEntry[] = routerEntriesOf(appRoutes, appRedirects);

/** The target of a path, ranked as the router ranks (a literal segment beats a parameter). */
export function matchTarget(pathname: string): RouteTarget | undefined {
  return matchRoutes([...routerEntries], pathname)?.at(-1)?.route.target;
}

/** Spec 1 §2.1: the error page is titled 404 when the path contains /404, otherwise 403. */
export function errorPageTitle(pathname: string): string {
  return pathname.includes('/404') ? '404' : '403';
}

export const MISSING_PARAMETER_TITLE = 'Error';

export interface Crumb {
  name: string;
  path: string;
  /** The table row, to tell whether the user may open it; absent on an error crumb. */
  route?: AppRoute;
}

/**
 * The trail for a path: Home, then every leading part of the path that is a
 * route of the table (/people/view/7/reset-password gives Home, People, User
 * Profile, Reset Password), and an error crumb when the path opens no page.
 */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let length = 0; length <= segments.length; length += 1) {
    const path = `/${segments.slice(0, length).join('/')}`;
    const target = matchTarget(path);
    if (target?.kind === 'page') crumbs.push({ name: target.route.name, path, route: target.route });
  }
  const target = matchTarget(pathname);
  if (target?.kind === 'missing-parameter') crumbs.push({ name: MISSING_PARAMETER_TITLE, path: pathname });
  else if (target?.kind !== 'page') crumbs.push({ name: errorPageTitle(pathname), path: pathname });
  return crumbs;
}

/** The table row the current location opens, if any. */
export function useCurrentRoute(): AppRoute | undefined {
  const target = matchTarget(useLocation().pathname);
  return target?.kind === 'page' ? target.route : undefined;
}
