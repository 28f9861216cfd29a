// @vitest-environment node
import { mayOpenRoute, type Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from './appRoute';
import { matchTarget } from './matching';
import { appRoutes } from './routeTable';

/*
 * Who may open every route, written from the specs (spec 1 §2.1 and §6; spec
 * 2 §2 and §6 for result and metrics), not read from the table: a row of the
 * table with the wrong rule fails here. Each row is an address a user would
 * type, so the match from address to route is checked too.
 *
 * Columns: visitor, admin, teacher, student, parent, root, then users holding
 * several roles: teacher and parent (M), student and parent (N); any of their
 * roles opens a page. A letter: the page opens. A dash: the user is sent home.
 */
const EXPECTED = [
  'V A T S P R M N  /',
  'V - - - - - - -  /sign-in',
  'V - - - - - - -  /sign-in/sso',
  'V A T S P R M N  /sign-in/card',
  'V - - - - - - -  /register',
  'V A T S P R M N  /confirm-email',
  '- A T - - - M -  /people',
  '- A T S P R M N  /people/me',
  '- A T S P R M N  /people/me/change-password',
  '- A T S P R M N  /people/me/change-email',
  '- A T S P R M N  /people/me/change-name',
  '- A T S P R M N  /people/me/update-child',
  '- A - - - - - -  /people/create',
  '- A T - P - M N  /people/view/u7',
  '- A T - P - M N  /people/view/u7/reset-password',
  '- A T - - - M -  /people/view/u7/change-email',
  '- A T - - - M -  /people/view/u7/change-Name',
  '- A T - P - M N  /people/view/u7/update-child',
  '- A T S P R M N  /groups',
  '- A T - - - M -  /groups/create',
  '- A T - - - M -  /groups/edit/g3',
  '- A T S P R M N  /groups/view/g3',
  '- A T S P R M N  /groups/view/g3/leader',
  '- A T S P R M N  /assignments',
  '- A T - - - M -  /assignments/create',
  '- A T - - - M -  /assignments/edit/a9',
  '- A T - - - M -  /assignments/a9/edit',
  '- A T S P R M N  /assignments/view/a9',
  '- A T S P R M N  /assignments/a9',
  '- A T S P R M N  /assignments/view/a9/play/q-env-001',
  '- A T - - - M -  /track-and-report',
  '- A T - - - M -  /track-and-report/groups/g3',
  '- A T S P R M N  /metrics',
  '- A T - - R M -  /metrics/groups',
  '- A T - - - M -  /metrics/groups/g3',
  '- A T - - - M -  /metrics/students',
  '- A T - - - M -  /metrics/students/g3',
  '- A T - - - M -  /metrics/view/u7',
  '- A T - - - M -  /metrics/school',
  '- - - - - R - -  /metrics/registered-users',
  '- A T S P R M N  /result',
  '- A T - - R M -  /result/groups',
  '- A T - - - M -  /result/groups/g3',
  '- A T - - - M -  /result/students',
  '- A T - - - M -  /result/students/g3',
  '- A T - - - M -  /result/view/u7',
  '- A T - - - M -  /result/evaluate/u7',
  '- A - - - - - -  /school/settings',
  '- A - - - - - -  /api-tokens',
  '- A - - - - - -  /audit-log',
];

const WHO: readonly (readonly Role[] | undefined)[] = [
  undefined,
  ['admin'],
  ['teacher'],
  ['student'],
  ['parent'],
  ['root'],
  ['teacher', 'parent'],
  ['student', 'parent'],
];
const who = (roles: readonly Role[] | undefined) => roles?.join('+') ?? 'visitor';

const rows = EXPECTED.map((line) => {
  const [flags = '', address = ''] = line.split(/ {2,}/);
  return { address, mayOpen: flags.split(' ').map((flag) => flag !== '-') };
});

function routeAt(address: string): AppRoute {
  const target = matchTarget(address);
  if (target?.kind !== 'page') throw new Error(`${address} opens no page`);
  return target.route;
}

describe('the route table', () => {
  it('has one row per path', () => {
    const paths = appRoutes.map(({ path }) => path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is covered by the expected matrix, row for row', () => {
    expect(new Set(rows.map(({ address }) => routeAt(address)))).toEqual(new Set(appRoutes));
  });

  it.each(rows)('lets exactly the expected users open $address', ({ address, mayOpen }) => {
    const route = routeAt(address);
    const actual = Object.fromEntries(WHO.map((roles) => [who(roles), mayOpenRoute(route.access, roles)]));
    const expected = Object.fromEntries(WHO.map((roles, column) => [who(roles), mayOpen[column]]));
    expect(actual).toEqual(expected);
  });
});
