// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, matchTarget, missingParameterPaths } from './matching';
import { appRoutes } from './routeTable';

const names = (pathname: string) => breadcrumbsFor(pathname).map(({ name }) => name);
const pageAt = (pathname: string) => {
  const target = matchTarget(pathname);
  return target?.kind === 'page' ? target.route.name : target?.kind;
};

describe('matching a path', () => {
  it('opens both readings of the assignment view and edit paths', () => {
    expect(pageAt('/assignments/view/a9')).toBe('View Assignment');
    expect(pageAt('/assignments/a9')).toBe('View Assignment');
    expect(pageAt('/assignments/edit/a9')).toBe('Edit Assignment');
    expect(pageAt('/assignments/a9/edit')).toBe('Edit Assignment');
    expect(pageAt('/assignments/create')).toBe('Create Assignment');
  });

  it("opens the other user's change-Name page however its N is written", () => {
    expect(pageAt('/people/view/u7/change-Name')).toBe('Change Name');
    expect(pageAt('/people/view/u7/change-name')).toBe('Change Name');
  });

  it('gives an error, not a page, for a route visited without its parameter', () => {
    expect(missingParameterPaths(appRoutes).map(({ path }) => path)).toEqual([
      '/people/view',
      '/groups/edit',
      '/groups/view',
      '/assignments/edit',
      '/assignments/view',
      '/track-and-report/groups',
      '/metrics/view',
      '/result/view',
      '/result/evaluate',
    ]);
    for (const path of ['/people/view/', '/groups/edit', '/assignments/edit', '/assignments/view', '/result/view'])
      expect(matchTarget(path)).toMatchObject({ kind: 'missing-parameter' });
  });

  it('redirects /403 and /404 home and knows nothing of an unknown path', () => {
    expect(matchTarget('/403')).toEqual({ kind: 'redirect', to: '/' });
    expect(matchTarget('/404')).toEqual({ kind: 'redirect', to: '/' });
    expect(matchTarget('/no/such/place')).toBeUndefined();
  });
});

describe('the breadcrumb trail', () => {
  it('starts at Home and names every route on the way down', () => {
    expect(names('/')).toEqual(['Home']);
    expect(names('/people/view/u7/reset-password')).toEqual(['Home', 'People', 'User Profile', 'Reset Password']);
    expect(names('/groups/view/g3/leader')).toEqual(['Home', 'Groups', 'View Group', 'Leaderboard']);
    expect(names('/assignments/edit/a9')).toEqual(['Home', 'Assignments', 'Edit Assignment']);
    expect(names('/assignments/a9/edit')).toEqual(['Home', 'Assignments', 'View Assignment', 'Edit Assignment']);
    expect(names('/result/groups/g3')).toEqual(['Home', 'Result', 'Group List', 'Group Result']);
  });

  it('links each crumb to its own part of the path', () => {
    expect(breadcrumbsFor('/people/view/u7/reset-password').map(({ path }) => path)).toEqual([
      '/',
      '/people',
      '/people/view/u7',
      '/people/view/u7/reset-password',
    ]);
  });

  it('ends in the error page title where no page opens', () => {
    expect(names('/no/such/place')).toEqual(['Home', '403']);
    expect(names('/lost/404/here')).toEqual(['Home', '404']);
    expect(names('/groups/edit')).toEqual(['Home', 'Groups', 'Error']);
  });
});
