import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_TOKEN_MESSAGES, REQUEST_FAILURES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiTokensTable_TokenFragment } from '../../generated/graphql';
import {
  failure,
  renderApp,
  renderWithGateway,
  signedInAs,
  type Answer,
  type FakeGateway,
  type OnTheWire,
  type Role,
} from '../../testing/fakeGateway';
import { ApiTokensPage } from './ApiTokensPage';
import { API_TOKEN_TEXTS, CLOSE_UNCOPIED } from './apiTokenTexts';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
});

type WireToken = OnTheWire<ApiTokensTable_TokenFragment>;

const ADA = { __typename: 'User', id: 'u-ada', firstName: 'Ada', lastName: 'Okafor' };
const NEW_TOKEN = `sp_teacher_${'x'.repeat(43)}`;

const token = (id: string, name: string, fields: Partial<WireToken> = {}): WireToken => ({
  __typename: 'ApiToken',
  id,
  name,
  role: 'TEACHER',
  expiresAt: '2999-01-01T00:00:00.000Z',
  lastUsedAt: null,
  createdBy: ADA,
  ...fields,
});

/**
 * A gateway holding the school's tokens: a token made joins them, a revoked
 * one leaves, as the API does; the admin holds `roles`.
 */
function tokenGateway(roles: Role[] = ['ADMIN', 'TEACHER'], extra: FakeGateway = {}) {
  const tokens: WireToken[] = [
    token('t-1', 'Timetable sync', { role: 'ADMIN', lastUsedAt: '2026-03-04T05:06:00.000Z' }),
    token('t-2', 'Old library feed', { expiresAt: '2020-01-01T00:00:00.000Z' }),
  ];
  const gateway: FakeGateway = {
    ApiTokensPage: ({ first, after }): Answer<'ApiTokensPage'> => {
      const offset = typeof after === 'string' ? Number(after) + 1 : 0;
      const page = tokens.slice(offset, offset + first);
      return {
        data: {
          me: { __typename: 'User', id: ADA.id, roles },
          apiTokens: {
            __typename: 'ApiTokenConnection',
            totalCount: tokens.length,
            pageInfo: { __typename: 'PageInfo', endCursor: String(offset + page.length - 1) },
            edges: page.map((node) => ({ __typename: 'ApiTokenEdge', node })),
          },
        },
      };
    },
    CreateApiToken: ({ input }) => {
      const made = token(`t-${tokens.length + 1}`, input.name, { role: input.role });
      tokens.push(made);
      return { data: { createApiToken: { __typename: 'CreatedApiToken', token: NEW_TOKEN, apiToken: made } } };
    },
    RevokeApiToken: ({ id }) => {
      tokens.splice(
        tokens.findIndex((held) => held.id === id),
        1,
      );
      return { data: { revokeApiToken: { __typename: 'RevokeApiTokenPayload', id: String(id) } } };
    },
    ...extra,
  };
  return { gateway, tokens };
}

// Hidden too: behind an open dialog, the page is hidden from assistive technology.
const table = () => screen.getByRole('table', { name: API_TOKEN_TEXTS.tableLabel, hidden: true });
const rowOf = (id: string) => {
  const row = table().querySelector<HTMLElement>(`tr[data-id="${id}"]`);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};
const shownIds = () => [...table().querySelectorAll('tr[data-id]')].map((row) => row.getAttribute('data-id'));
const dialog = () => screen.getByRole('dialog', { name: /API token/ });

async function openCreate() {
  await screen.findByText('Timetable sync');
  fireEvent.click(screen.getByRole('button', { name: API_TOKEN_TEXTS.createToken }));
  return screen.findByRole('dialog', { name: 'Create API token' });
}

function fillName(name: string) {
  fireEvent.change(within(dialog()).getByLabelText(/^Name/), { target: { value: name } });
}

describe('API Tokens (admin)', { timeout: 20_000 }, () => {
  it('opens at /api-tokens for an admin, titled API Tokens', async () => {
    const { gateway } = tokenGateway();
    renderApp('/api-tokens', { ...gateway, AuthState: signedInAs('ADMIN', 'TEACHER') });
    expect(await screen.findByRole('heading', { level: 1, name: 'API Tokens' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Science Portal - API Tokens'));
  });

  it("lists the school's tokens: name, role, expiry or Expired, last use or Never, and who made each", async () => {
    const { gateway } = tokenGateway();
    const { calls } = renderWithGateway(<ApiTokensPage />, gateway);
    await screen.findByText('Timetable sync');
    expect(calls[0]?.variables).toEqual({ first: 5 });
    const live = within(rowOf('t-1'));
    expect(live.getByText('Admin')).toBeTruthy();
    expect(live.getByText(/2999/)).toBeTruthy();
    expect(live.getByText(/2026/)).toBeTruthy();
    expect(live.getByText('Ada Okafor')).toBeTruthy();
    const old = within(rowOf('t-2'));
    expect(old.getByText('Teacher')).toBeTruthy();
    expect(old.getByText(API_TOKEN_TEXTS.expired)).toBeTruthy();
    expect(old.getByText(API_TOKEN_TEXTS.neverUsed)).toBeTruthy();
  });

  it('says when the school has no token', async () => {
    const { gateway, tokens } = tokenGateway();
    tokens.length = 0;
    renderWithGateway(<ApiTokensPage />, gateway);
    expect(await screen.findByText(API_TOKEN_TEXTS.noTokens)).toBeTruthy();
  });

  it('offers only the roles the admin holds', async () => {
    renderWithGateway(<ApiTokensPage />, tokenGateway(['ADMIN', 'TEACHER']).gateway);
    let form = within(await openCreate());
    expect(form.getAllByRole('radio', { name: /Admin|Teacher/ }).map((radio) => radio.getAttribute('value'))).toEqual([
      'admin',
      'teacher',
    ]);
    // The least the admin may give is chosen first.
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Teacher' }).checked).toBe(true);
    cleanup();

    renderWithGateway(<ApiTokensPage />, tokenGateway(['ADMIN']).gateway);
    form = within(await openCreate());
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Admin' }).checked).toBe(true);
    expect(form.queryByRole('radio', { name: 'Teacher' })).toBeNull();
  });

  it('makes a token and shows it once, with the curl line to try it, until the dialog is closed', async () => {
    const { gateway } = tokenGateway();
    const { calls } = renderWithGateway(<ApiTokensPage />, gateway);
    await openCreate();
    fillName('  Roster export  ');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Admin' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: '90 days' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'New API token' });
    expect(within(shown).getByLabelText<HTMLInputElement>('Token').value).toBe(NEW_TOKEN);
    expect(within(shown).getByText(API_TOKEN_MESSAGES.shownOnce)).toBeTruthy();
    expect(within(shown).getByText(new RegExp(`curl -H "Authorization: Bearer ${NEW_TOKEN}".*/graphql$`))).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'CreateApiToken')?.variables).toEqual({
      input: { name: 'Roster export', role: 'ADMIN', lifetimeDays: 90 },
    });
    // The list reads its page afresh, with the new token in it (never its text).
    expect(await screen.findByText('Roster export')).toBeTruthy();
    expect(table().textContent).not.toContain(NEW_TOKEN);

    // Closing before Copy asks first; staying keeps the token on screen.
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    const ask = await screen.findByRole('dialog', { name: CLOSE_UNCOPIED.title });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CLOSE_UNCOPIED.title })).toBeNull());
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Token').value).toBe(NEW_TOKEN);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: CLOSE_UNCOPIED.title })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(NEW_TOKEN)).toBeNull();

    // Opened again, the dialog is a new, empty form.
    const form = within(await openCreate());
    expect(form.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
  });

  it('copies the token, after which the dialog closes without asking', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    renderWithGateway(<ApiTokensPage />, tokenGateway().gateway);
    await openCreate();
    fillName('Roster export');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'New API token' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(API_TOKEN_TEXTS.copied)).toBeTruthy();
    expect(copied).toEqual([NEW_TOKEN]);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a blank name or a control character before sending anything', async () => {
    const { gateway } = tokenGateway();
    const { calls } = renderWithGateway(<ApiTokensPage />, gateway);
    await openCreate();
    fillName('   ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText(API_TOKEN_MESSAGES.nameRequired)).toBeTruthy();
    fillName('Bell\u0007');
    expect(await within(dialog()).findByText(REQUEST_FAILURES.controlCharacters)).toBeTruthy();
    expect(calls.map((call) => call.operationName)).not.toContain('CreateApiToken');
  });

  it("shows the server's refusal and keeps everything typed for another try", async () => {
    const { gateway } = tokenGateway(['ADMIN', 'TEACHER'], {
      CreateApiToken: () => failure('FORBIDDEN', API_TOKEN_MESSAGES.roleNotHeld),
    });
    renderWithGateway(<ApiTokensPage />, gateway);
    await openCreate();
    fillName('Roster export');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Admin' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: '7 days' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(API_TOKEN_MESSAGES.roleNotHeld)).toBeTruthy();
    const form = within(screen.getByRole('dialog', { name: 'Create API token' }));
    expect(form.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Roster export');
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Admin' }).checked).toBe(true);
    expect(form.getByRole<HTMLInputElement>('radio', { name: '7 days' }).checked).toBe(true);
    expect(screen.queryByLabelText('Token')).toBeNull();
  });

  it('revokes a token after asking, and the row leaves the list', async () => {
    const { gateway } = tokenGateway();
    const { calls } = renderWithGateway(<ApiTokensPage />, gateway);
    await screen.findByText('Timetable sync');
    fireEvent.click(within(rowOf('t-1')).getByRole('button', { name: 'Revoke Timetable sync' }));
    const ask = await screen.findByRole('dialog', { name: 'Revoke API token' });
    expect(within(ask).getByText(/"Timetable sync" stops working at once/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(API_TOKEN_TEXTS.revoked)).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual(['t-2']));
    expect(calls.find((call) => call.operationName === 'RevokeApiToken')?.variables).toEqual({ id: 't-1' });
  });

  it('keeps the row when the server refuses to revoke it', async () => {
    const { gateway } = tokenGateway(['ADMIN', 'TEACHER'], {
      RevokeApiToken: () => failure('NOT_FOUND', API_TOKEN_MESSAGES.notFound),
    });
    renderWithGateway(<ApiTokensPage />, gateway);
    await screen.findByText('Timetable sync');
    fireEvent.click(within(rowOf('t-1')).getByRole('button', { name: 'Revoke Timetable sync' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke API token' })).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText(API_TOKEN_MESSAGES.notFound)).toBeTruthy();
    expect(shownIds()).toEqual(['t-1', 't-2']);
  });
});
