import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegisteredUsersPageQuery } from '../../../generated/graphql';
import { MESSAGES } from '@portal/domain';
import { REGISTERED_USERS_TEXTS } from '@portal/domain/metrics-texts';
import {
  failure,
  renderWithGateway,
  type Answer,
  type OnTheWire,
  type VariablesOfOperation,
} from '../../../testing/fakeGateway';
import { registrationDay } from './registrationDay';
import { NO_USERS_THOSE_DAYS, NO_USERS_YET, RegisteredUsersPanel } from './RegisteredUsersPanel';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

type WireUser = OnTheWire<RegisteredUsersPageQuery['registeredUsers']['edges'][number]['node']>;

const USERS: WireUser[] = Array.from({ length: 25 }, (_, i) => ({
  __typename: 'User',
  id: `user-${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  roles: i === 0 ? ['ADMIN', 'TEACHER'] : ['STUDENT'],
  email: `user${i}@hill.school`,
  school: { __typename: 'School', id: 'school-1', name: 'Hill School' },
  createdAt: '2024-05-01T03:00:00.000Z',
}));

function answer(
  variables: VariablesOfOperation<'RegisteredUsersPage'>,
  users: readonly WireUser[] = USERS,
): Answer<'RegisteredUsersPage'> {
  const offset = typeof variables.after === 'string' ? Number(variables.after) + 1 : 0;
  const page = users.slice(offset, offset + Number(variables.first));
  return {
    data: {
      registeredUsers: {
        __typename: 'RegisteredUserConnection',
        totalCount: users.length,
        pageInfo: { __typename: 'PageInfo', endCursor: String(offset + page.length - 1) },
        edges: page.map((node) => ({ __typename: 'RegisteredUserEdge', node })),
      },
    },
  };
}

/** A native date field, which holds its day as yyyy-mm-dd. */
function dateInput(label: string): HTMLInputElement {
  const input = screen.getByLabelText(label);
  if (!(input instanceof HTMLInputElement) || input.type !== 'date') throw new Error(`no ${label} date field`);
  return input;
}

describe('Registered users (root)', { timeout: 20_000 }, () => {
  it('lists ten users a page with their role, e-mail and school', async () => {
    const { calls } = renderWithGateway(<RegisteredUsersPanel />, { RegisteredUsersPage: answer });
    expect(await screen.findByText('user0@hill.school')).toBeTruthy();
    expect(screen.getAllByText('Hill School')).toHaveLength(10);
    expect(screen.queryByText('user10@hill.school')).toBeNull();
    expect(calls[0]?.variables).toEqual({ first: 10 });
  });

  it('keeps the user id out of the way until "Show user ids" is ticked', async () => {
    renderWithGateway(<RegisteredUsersPanel />, { RegisteredUsersPage: answer });
    await screen.findByText('user0@hill.school');
    expect(screen.queryByText('user-0')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show user ids' }));
    expect(await screen.findByText('user-0')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'User Id' })).toBeTruthy();
  });

  it('says that no one has registered', async () => {
    renderWithGateway(<RegisteredUsersPanel />, { RegisteredUsersPage: () => answer({ first: 10 }, []) });
    expect(await screen.findByText(NO_USERS_YET)).toBeTruthy();
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('says that no one registered on the days chosen once From or To is set', async () => {
    renderWithGateway(<RegisteredUsersPanel />, { RegisteredUsersPage: (variables) => answer(variables, []) });
    await screen.findByText(NO_USERS_YET);
    fireEvent.change(dateInput('From'), { target: { value: '2024-05-01' } });
    expect(await screen.findByText(NO_USERS_THOSE_DAYS)).toBeTruthy();
  });

  it('pages through the server', async () => {
    const { calls } = renderWithGateway(<RegisteredUsersPanel />, { RegisteredUsersPage: answer });
    await screen.findByText('user0@hill.school');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('user10@hill.school')).toBeTruthy();
    expect(calls.at(-1)?.variables).toEqual({ first: 10, after: '9' });
  });

  it('filters by the days picked in From and To', async () => {
    const { calls } = renderWithGateway(<RegisteredUsersPanel />, { RegisteredUsersPage: answer });
    await screen.findByText('user0@hill.school');
    fireEvent.change(dateInput('From'), { target: { value: '2024-05-01' } });
    await waitFor(() => expect(calls.at(-1)?.variables).toMatchObject({ dateFrom: '2024-05-01T00:00:00.000Z' }));
    fireEvent.change(dateInput('To'), { target: { value: '2024-05-31' } });
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toEqual({
        first: 10,
        dateFrom: '2024-05-01T00:00:00.000Z',
        dateTo: '2024-05-31T00:00:00.000Z',
      }),
    );
  });
});

describe('a reversed range (issue 35)', { timeout: 20_000 }, () => {
  it("is refused by the form in the API's words, and never asked for", async () => {
    const { calls } = renderWithGateway(<RegisteredUsersPanel />, { RegisteredUsersPage: answer });
    await screen.findByText('user0@hill.school');
    fireEvent.change(dateInput('From'), { target: { value: '2024-05-10' } });
    fireEvent.change(dateInput('To'), { target: { value: '2024-05-01' } });
    expect(await screen.findByText(REGISTERED_USERS_TEXTS.reversedRange)).toBeTruthy();
    expect(dateInput('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('user0@hill.school')).toBeNull();
    expect(calls.some(({ variables }) => variables.dateTo === '2024-05-01T00:00:00.000Z')).toBe(false);
    // Put right, the list is asked for again.
    fireEvent.change(dateInput('To'), { target: { value: '2024-05-31' } });
    expect(await screen.findByText('user0@hill.school')).toBeTruthy();
    expect(screen.queryByText(REGISTERED_USERS_TEXTS.reversedRange)).toBeNull();
  });

  it('shows the server\'s reason when it refuses the days, not "Operation failed"', async () => {
    renderWithGateway(<RegisteredUsersPanel />, {
      RegisteredUsersPage: (variables) =>
        variables.dateFrom ? failure('BAD_USER_INPUT', REGISTERED_USERS_TEXTS.reversedRange) : answer(variables),
    });
    await screen.findByText('user0@hill.school');
    fireEvent.change(dateInput('From'), { target: { value: '2024-05-10' } });
    expect(await screen.findByText(REGISTERED_USERS_TEXTS.reversedRange)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.generalFailure)).toBeNull();
  });
});

describe('the days sent to the gateway', () => {
  it('are the picked calendar days at midnight UTC, whatever the time zone; a day half typed is none', () => {
    expect(registrationDay('2024-05-01')).toBe('2024-05-01T00:00:00.000Z');
    expect(registrationDay('2024-12-31')).toBe('2024-12-31T00:00:00.000Z');
    expect(registrationDay('')).toBeUndefined();
    expect(registrationDay('2024-02-30')).toBeUndefined();
    expect(registrationDay('0024-5-1')).toBeUndefined();
  });
});
