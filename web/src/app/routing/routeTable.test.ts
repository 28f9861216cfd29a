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
 * Columns: visitor, admin, teacher, student, parent, root. A letter: the page
 * opens. A dash: the user is sent home.
 */
const EXPECTED = [
  'V A T S P R  /',
  'V - - - - -  /sign-in',
  'V - - - - -  /register',
  '- A T - - -  /people',
  '- A T S P R  /people/me',
  '- A T S P R  /people/me/change-password',
  '- A T S P R  /people/me/change-email',
  '- A T S P R  /people/me/change-name',
  '- A T S P R  /people/me/update-child',
  '- A - - - -  /people/create',
  '- A T - P -  /people/view/u7',
  '- A T - P -  /people/view/u7/reset-password',
  '- A T - - -  /people/view/u7/change-email',
  '- A T - - -  /people/view/u7/change-Name',
  '- A T - P -  /people/view/u7/update-child',
  '- A T S P R  /groups',
  '- A T - - -  /groups/create',
  '- A T - - -  /groups/edit/g3',
  '- A T S P R  /groups/view/g3',
  '- A T S P R  /groups/view/g3/leader',
  '- A T S P R  /assignments',
  '- A T - - -  /assignments/create',
  '- A T - - -  /assignments/edit/a9',
  '- A T - - -  /assignments/a9/edit',
  '- A T S P R  /assignments/view/a9',
  '- A T S P R  /assignments/a9',
  '- A T - - -  /track-and-report',
  '- A T - - -  /track-and-report/groups/g3',
  '- A T S P R  /metrics',
  '- A T - - R  /metrics/groups',
  '- A T - - -  /metrics/groups/g3',
  '- A T - - -  /metrics/students',
  '- A T - - -  /metrics/students/u7',
  '- A T - - -  /metrics/school',
  '- - - - - R  /metrics/registered-users',
  '- A T S P R  /result',
  '- A T - - R  /result/groups',
  '- A T - - -  /result/groups/g3',
  '- A T - - -  /result/students',
  '- A T - - -  /result/students/g3',
  '- A T - - -  /result/view/u7',
  '- A T - - -  /result/evaluate/u7',
];

const WHO: readonly (Role | undefined)[] = [undefined, 'admin', 'teacher', 'student', 'parent', 'root'];
const who = (role: Role | undefined) => role ?? 'visitor';

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
    const actual = Object.fromEntries(WHO.map((role) => [who(role), mayOpenRoute(route.access, role)]));
    const expected = Object.fromEntries(WHO.map((role, column) => [who(role), mayOpen[column]]));
    expect(actual).toEqual(expected);
  });
});
