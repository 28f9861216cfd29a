import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TrailBreadcrumbs } from './TrailBreadcrumbs';

const DEEP = '/people/view/u7/reset-password';

function renderTrail(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TrailBreadcrumbs roles={['admin', 'teacher']} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
}

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
  it('shows every crumb when the window has room for them', () => {
    resizeWindow(1280);
    const trail = renderTrail(DEEP);
    expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'People',
      'User Profile',
      'Reset Password',
    ]);
  });

  it('folds the middle crumbs into an ellipsis when the window narrows, keeping home and the current page', () => {
    const trail = renderTrail(DEEP);
    resizeWindow(420);
    expect(trail.queryByText('People')).toBeNull();
    expect(trail.getByText('Home')).toBeTruthy();
    expect(trail.getByText('Reset Password')).toBeTruthy();
    expect(trail.getByRole('button', { name: 'Show path' })).toBeTruthy();
  });
});
