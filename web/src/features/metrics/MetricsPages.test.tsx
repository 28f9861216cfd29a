import { METRICS_SPEC_TEXTS } from '@portal/domain/metrics-texts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchoolMetricsPageQueryVariables } from '../../generated/graphql';
import { connection, failure, renderApp, signedInAs, type FakeGateway } from '../../testing/fakeGateway';
import { CHILD_STORAGE_KEY } from '../../shared/children/rememberedChild';
import { CHART_TITLES } from './charts';
import { METRICS_TEXTS } from './metricsTexts';
import { groupAnswer, ownAnswer, schoolAnswer, studentAnswer } from '../../testing/metricsAnswers';

beforeEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const EVERY_CHART = Object.values(CHART_TITLES);
const chart = (title: string) => screen.getByRole('region', { name: title });

/** The school's page, answering each request as the gateway would, and keeping the variables asked. */
function schoolGateway(role: 'ADMIN' | 'TEACHER' = 'ADMIN') {
  const asked: SchoolMetricsPageQueryVariables[] = [];
  const gateway: FakeGateway = {
    AuthState: signedInAs(role),
    SchoolMetricsPage: (variables) => {
      asked.push(variables);
      return schoolAnswer(variables);
    },
  };
  return { gateway, asked };
}

/** The numbers of the Activities Count table. */
function activityCounts(): string[] {
  const card = chart(CHART_TITLES.activitiesCount);
  fireEvent.click(within(card).getByRole('button', { name: `${CHART_TITLES.activitiesCount} Table` }));
  const cells = within(within(card).getByRole('table'))
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
  fireEvent.click(within(card).getByRole('button', { name: `${CHART_TITLES.activitiesCount} Table` }));
  return cells;
}

describe('the metrics entry', () => {
  it.each(['ADMIN', 'TEACHER'] as const)('sends %s on to School Metrics', async (role) => {
    renderApp('/metrics', schoolGateway(role).gateway);
    await waitFor(() => expect(window.location.pathname).toBe('/metrics/school'));
    expect(await screen.findByRole('tab', { name: 'School Metrics', selected: true })).toBeTruthy();
  });

  it('sends root on to the GROUP LIST, with no buttons to pages root may not open', async () => {
    const groups = [{ __typename: 'Group', id: 'g1', name: 'Seeds', studentCount: 3 }];
    renderApp('/metrics', {
      AuthState: signedInAs('ROOT'),
      ResultGroupsPage: () => ({
        data: {
          groups: {
            ...connection('Group', groups),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      }),
    });
    expect(await screen.findByText('Seeds')).toBeTruthy();
    expect(window.location.pathname).toBe('/metrics/groups');
    const tabs = within(screen.getByRole('tablist', { name: 'Metrics areas' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['GROUP LIST', 'Registered Users']);
    expect(screen.queryByRole('link', { name: 'VIEW METRICS' })).toBeNull();
  });

  it('shows a student their own metrics, every chart but the school’s year levels, from one request', async () => {
    const calls = renderApp('/metrics', { AuthState: signedInAs('STUDENT'), OwnMetricsPage: ownAnswer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam - Metrics' })).toBeTruthy();
    for (const title of EVERY_CHART.filter((title) => title !== CHART_TITLES.yearLevelDistribution))
      expect(chart(title)).toBeTruthy();
    expect(screen.queryByRole('region', { name: CHART_TITLES.yearLevelDistribution })).toBeNull();
    expect(calls).toEqual(['AuthState', 'SchoolClock', 'OwnMetricsPage']);
  });

  it('shows a parent the child chosen on the result pages (spec 2 §4: one remembered choice)', async () => {
    window.sessionStorage.setItem(CHILD_STORAGE_KEY, 'c2');
    renderApp('/metrics', {
      AuthState: signedInAs('PARENT'),
      ParentChildren: () => ({
        data: {
          me: {
            __typename: 'User',
            id: 'p1',
            children: connection('User', [
              { __typename: 'User', id: 'c1', firstName: 'Ada', progress: { totalCount: 0 } },
              { __typename: 'User', id: 'c2', firstName: 'Ben', progress: { totalCount: 0 } },
            ]),
          },
        },
      }),
      StudentMetricsPage: (variables) => studentAnswer(variables, variables.id === 'c1' ? 'Ada' : 'Ben'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben - Metrics' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Child' });
    select.focus();
    fireEvent.change(select, { target: { value: 'c1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada - Metrics' })).toBeTruthy();
    // The same selector, still focused: a keyboard user steps on through the children.
    expect(document.activeElement).toBe(select);
    expect(window.sessionStorage.getItem(CHILD_STORAGE_KEY)).toBe('c1');
  });
});

describe('School Metrics', () => {
  it('draws every chart from one request, and Teacher Metrics shows the own groups’ without asking again', async () => {
    const { gateway, asked } = schoolGateway();
    renderApp('/metrics/school', gateway);
    await screen.findByRole('region', { name: CHART_TITLES.activitiesCount });
    for (const title of EVERY_CHART) expect(chart(title)).toBeTruthy();
    // Three months of 3 activities an area, the first area 4: the school's.
    expect(activityCounts().slice(0, 3)).toEqual(['Sept 2026', '4', '3']);

    fireEvent.click(screen.getByRole('button', { name: METRICS_SPEC_TEXTS.teacherMetrics }));
    await waitFor(() => expect(window.location.search).toBe('?view=teacher'));
    expect(screen.queryByRole('region', { name: CHART_TITLES.yearLevelDistribution })).toBeNull();
    expect(activityCounts().slice(0, 3)).toEqual(['Sept 2026', '2', '1']);
    expect(asked).toHaveLength(1);
  });

  it('asks again for another period, names the areas by topic without asking, and keeps both for the next visit', async () => {
    const { gateway, asked } = schoolGateway();
    renderApp('/metrics/school', gateway);
    await screen.findByRole('region', { name: CHART_TITLES.activitiesCount });
    expect(asked).toEqual([{ period: 'ALL' }]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '1' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ period: 'ONE_MONTH' }));
    fireEvent.click(screen.getByRole('button', { name: 'Topic' }));
    expect(await screen.findByRole('button', { name: 'Animals' })).toBeTruthy();
    expect(asked).toHaveLength(2);

    cleanup();
    const again = schoolGateway();
    renderApp('/metrics/school', again.gateway);
    await screen.findByRole('region', { name: CHART_TITLES.activitiesCount });
    expect(again.asked).toEqual([{ period: 'ONE_MONTH' }]);
    expect(screen.getByRole('button', { name: 'Topic' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the learning areas chosen in the tags only, and keeps the choice by topic (spec 2 §4)', async () => {
    renderApp('/metrics/school', schoolGateway().gateway);
    await screen.findByRole('region', { name: CHART_TITLES.activitiesCount });
    const headers = () =>
      within(chart(CHART_TITLES.activitiesCount))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    const tableButton = () =>
      within(chart(CHART_TITLES.activitiesCount)).getByRole('button', {
        name: `${CHART_TITLES.activitiesCount} Table`,
      });

    fireEvent.click(screen.getByRole('button', { name: 'Green Acres' }));
    expect(screen.getByRole('button', { name: 'Green Acres' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(tableButton());
    expect(headers()).toEqual(expect.arrayContaining(['Month', 'Habiterra']));
    expect(headers()).not.toContain('Green Acres');

    fireEvent.click(screen.getByRole('button', { name: 'Topic' }));
    expect(await screen.findByRole('button', { name: 'Animals' })).toBeTruthy();
    await waitFor(() => expect(headers()).toContain('Animals'));
    expect(headers()).not.toContain('Environment & Nature');
    expect(screen.getByRole('button', { name: 'Environment & Nature' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for an area on the area charts when the tags choose none', async () => {
    window.sessionStorage.setItem('portal.metrics.school', JSON.stringify({ period: 'all', by: 'realm', realms: [] }));
    renderApp('/metrics/school', schoolGateway().gateway);
    await screen.findByRole('region', { name: CHART_TITLES.activitiesCount });
    for (const title of [CHART_TITLES.activitiesCount, CHART_TITLES.enrollmentDistribution, CHART_TITLES.attainment])
      expect(within(chart(title)).getByText(METRICS_TEXTS.noAreaChosen)).toBeTruthy();
    // The charts of every area still draw.
    expect(within(chart(CHART_TITLES.completionRate)).queryByText(METRICS_TEXTS.noAreaChosen)).toBeNull();
  });

  it('fails silently, as spec 2 §8 says, but logs the failure and offers to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    renderApp('/metrics/school', {
      AuthState: signedInAs('ADMIN'),
      SchoolMetricsPage: (variables) => (fail ? failure('INTERNAL', 'down') : schoolAnswer(variables)),
    });
    expect(await screen.findByText(METRICS_TEXTS.notLoaded)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalled();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: METRICS_TEXTS.retry }));
    expect(await screen.findByRole('region', { name: CHART_TITLES.activitiesCount })).toBeTruthy();
  });
});

describe('a group’s metrics and the lists', () => {
  it('leads from the GROUP LIST to a group’s metrics, with no checkboxes: the metrics lists download nothing', async () => {
    const groups = [{ __typename: 'Group', id: 'g1', name: 'Seeds', studentCount: 3 }];
    renderApp('/metrics/groups', {
      AuthState: signedInAs('TEACHER'),
      ResultGroupsPage: () => ({
        data: {
          groups: {
            ...connection('Group', groups),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      }),
      GroupMetricsPage: groupAnswer,
    });
    const row = (await screen.findByText('Seeds')).closest('tr');
    if (!row) throw new Error('no row for Seeds');
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).getByRole('link', { name: 'STUDENT LIST' }).getAttribute('href')).toBe('/metrics/students/g1');
    fireEvent.click(within(row).getByRole('link', { name: 'VIEW METRICS' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seeds - Metrics' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: CHART_TITLES.completionRate })).toBeTruthy();
    expect(screen.queryByRole('region', { name: CHART_TITLES.yearLevelDistribution })).toBeNull();
  });

  it('says a group’s metrics cannot be shown when the gateway answers null for it', async () => {
    renderApp('/metrics/groups/gx', {
      AuthState: signedInAs('TEACHER'),
      GroupMetricsPage: () => ({ data: { group: null } }),
    });
    expect(await screen.findByText(METRICS_TEXTS.notShown)).toBeTruthy();
    expect(screen.queryByRole('region', { name: CHART_TITLES.activitiesCount })).toBeNull();
  });
});
