import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { Role } from '@portal/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TrailBreadcrumbs } from './TrailBreadcrumbs';

const DEEP = '/people/view/u7/reset-password';
const STAFF: Role[] = ['admin', 'teacher'];

function renderTrail(path: string, roles: readonly Role[] = STAFF) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TrailBreadcrumbs roles={roles} />
    </MemoryRouter>,
  );
}

const trail = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
const crumbs = () =>
  trail()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function resizeWindow(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  cleanup();
  resizeWindow(1024);
});

describe('the breadcrumb trail', () => {
  it('shows every crumb on a wide window, linking those the user may open', () => {
    resizeWindow(1280);
    renderTrail(DEEP);
    expect(crumbs()).toEqual(['Home', 'People', 'User Profile', 'Reset Password']);
    expect(trail().getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/people');
    expect(trail().getByText('Reset Password').getAttribute('aria-current')).toBe('page');
  });

  it('shows only the way up and the current page on a phone, each name whole', () => {
    resizeWindow(390);
    renderTrail(DEEP);
    expect(crumbs()).toEqual(['User Profile', 'Reset Password']);
    expect(trail().getByRole('link', { name: 'User Profile' }).getAttribute('href')).toBe('/people/view/u7');
    expect(trail().queryByRole('button')).toBeNull();
  });

  it("goes up past a crumb the user may not open on a phone: a parent's way up from a profile is home", () => {
    resizeWindow(390);
    renderTrail('/people/view/u7', ['parent']);
    expect(crumbs()).toEqual(['Home', 'User Profile']);
    expect(trail().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('leaves the trail out of the home page on a phone, where there is no way up', () => {
    resizeWindow(390);
    renderTrail('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('follows the window as it narrows and widens', () => {
    resizeWindow(1280);
    renderTrail(DEEP);
    resizeWindow(600);
    expect(crumbs()).toEqual(['User Profile', 'Reset Password']);
    resizeWindow(1000);
    expect(crumbs()).toEqual(['Home', 'People', 'User Profile', 'Reset Password']);
  });
});
