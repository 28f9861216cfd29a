// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterSignIn, safeReturnPath, signInReturningTo } from './returnPath';

describe('the page a sign-in returns to', () => {
  it('is any path of the portal, with its query and fragment', () => {
    expect(safeReturnPath('/people/create')).toBe('/people/create');
    expect(safeReturnPath('/people?role=student#top')).toBe('/people?role=student#top');
    expect(safeReturnPath('/groups/view/g%203')).toBe('/groups/view/g%203');
  });

  it.each([
    ['another host, scheme-relative', '//evil.example/people'],
    ['another host behind a backslash', '/\\evil.example/people'],
    ['another host behind tabs and newlines the URL parser drops', '/\t/evil.example'],
    ['an absolute URL', 'https://evil.example/people'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'people/create'],
    ['nothing', ''],
  ])('is never %s', (_, next) => {
    expect(safeReturnPath(next)).toBeUndefined();
    expect(afterSignIn(`?next=${encodeURIComponent(next)}`)).toBe('/');
  });

  it('is not the sign-in or register page, which would only loop', () => {
    expect(safeReturnPath('/sign-in')).toBeUndefined();
    expect(safeReturnPath('/Register?x=1')).toBeUndefined();
  });

  it('travels in the sign-in address and comes back whole', () => {
    const address = signInReturningTo({ pathname: '/people/create', search: '?x=1&y=2', hash: '#new' });
    expect(address.startsWith('/sign-in?next=')).toBe(true);
    expect(afterSignIn(address.slice(address.indexOf('?')))).toBe('/people/create?x=1&y=2#new');
    expect(afterSignIn('')).toBe('/');
  });
});
