import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIT_MESSAGES } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditKind, AuditLogTable_EventFragment } from '../../generated/graphql';
import {
  renderApp,
  renderWithGateway,
  signedInAs,
  type Answer,
  type FakeGateway,
  type OnTheWire,
} from '../../testing/fakeGateway';
import { AuditLogPage } from './AuditLogPage';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type WireEntry = OnTheWire<AuditLogTable_EventFragment>;

const person = (id: string, firstName: string, lastName: string) => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@hill.school`,
});
const TESS = person('u-tess', 'Tess', 'Teacher');
const SAM = person('u-sam', 'Sam', 'Student');

const entry = (index: number, kind: AuditKind, detail: string): WireEntry => ({
  __typename: 'AuditEvent',
  at: `2026-11-${String(27 - (index % 20)).padStart(2, '0')}T08:00:00.000Z`,
  kind,
  detail,
  address: '10.0.0.7',
  actorId: TESS.id,
  subjectId: SAM.id,
  actor: TESS,
  subject: SAM,
});

/** A gateway holding `count` entries, newest first, filtered and paged as the API does (cursor: offset). */
function logGateway(count = 7) {
  const entries = Array.from({ length: count }, (_, index) =>
    index === 0
      ? entry(index, 'PASSWORD_RESET', 'Password reset')
      : entry(index, 'GROUP_MEMBERSHIP', `Added to group "Year ${index}"`),
  );
  const pageOf = (variables: { kind?: AuditKind | null; first: number; after?: string | null }) => {
    const matching = entries.filter((one) => !variables.kind || one.kind === variables.kind);
    const offset = typeof variables.after === 'string' ? Number(variables.after) + 1 : 0;
    const page = matching.slice(offset, offset + variables.first);
    return {
      __typename: 'AuditEventConnection',
      totalCount: matching.length,
      pageInfo: {
        __typename: 'PageInfo',
        endCursor: String(offset + page.length - 1),
        hasNextPage: offset + page.length < matching.length,
      },
      edges: page.map((node, index) => ({ __typename: 'AuditEventEdge', cursor: String(offset + index), node })),
    };
  };
  const gateway: FakeGateway = {
    AuditLogPage: (variables): Answer<'AuditLogPage'> => ({ data: { auditLog: pageOf(variables) } }),
    AuditLogExport: (variables): Answer<'AuditLogExport'> => {
      const { totalCount: _total, ...page } = pageOf(variables);
      return { data: { auditLog: { ...page, edges: page.edges.map(({ cursor: _cursor, ...edge }) => edge) } } };
    },
    AuditPersonPicker: (): Answer<'AuditPersonPicker'> => ({
      data: {
        people: {
          __typename: 'UserConnection',
          edges: [TESS, SAM].map((node) => ({ __typename: 'UserEdge', node })),
        },
      },
    }),
  };
  return { gateway, entries };
}

const table = () => screen.getByRole('table', { name: AUDIT_MESSAGES.pageTitle });

/** jsdom's Blob has no text(). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    if (blob) reader.readAsText(blob);
  });
}

describe('Audit log (admin)', { timeout: 20_000 }, () => {
  it('opens at /audit-log for an admin, titled Audit Log', async () => {
    renderApp('/audit-log', { ...logGateway().gateway, AuthState: signedInAs('ADMIN', 'TEACHER') });
    expect(await screen.findByRole('heading', { level: 1, name: AUDIT_MESSAGES.pageTitle })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Science Portal - Audit Log'));
  });

  it('lists the newest entries first: when, kind, by whom, of whom, what, from where', async () => {
    const { calls } = renderWithGateway(<AuditLogPage />, logGateway().gateway);
    await screen.findAllByText('Password reset', { selector: 'td' });
    expect(calls.find((call) => call.operationName === 'AuditLogPage')?.variables).toEqual({ first: 5 });
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Tess Teacher')).toBeTruthy();
    expect(first.getByText('Sam Student')).toBeTruthy();
    expect(first.getByText('10.0.0.7')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Group membership')).toBeTruthy();
  });

  it('filters by kind: the server is asked again, from the first page', async () => {
    const { calls } = renderWithGateway(<AuditLogPage />, logGateway().gateway);
    await screen.findAllByText('Password reset', { selector: 'td' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Password reset' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.operationName === 'AuditLogPage').at(-1)?.variables).toEqual({
        kind: 'PASSWORD_RESET',
        first: 5,
      }),
    );
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
  });

  it('filters by a person picked from the school', async () => {
    const { calls } = renderWithGateway(<AuditLogPage />, logGateway().gateway);
    await screen.findAllByText('Password reset', { selector: 'td' });
    const picker = screen.getByRole('combobox', { name: 'Person' });
    fireEvent.change(picker, { target: { value: 'Sa' } });
    fireEvent.click(await screen.findByRole('option', { name: /Sam Student/ }));
    await waitFor(() =>
      expect(calls.filter((call) => call.operationName === 'AuditLogPage').at(-1)?.variables).toEqual({
        personId: SAM.id,
        first: 5,
      }),
    );
  });

  it('exports every page of the filtered log as CSV, not only the one on screen', async () => {
    const { gateway } = logGateway(230);
    const { calls } = renderWithGateway(<AuditLogPage />, gateway);
    await screen.findAllByText('Password reset', { selector: 'td' });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:audit'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: AUDIT_MESSAGES.exportCsv }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const exports = calls.filter((call) => call.operationName === 'AuditLogExport');
    expect(exports.map((call) => call.variables.after ?? null)).toEqual([null, '99', '199']);
    const lines = (await textOf(blobs[0])).trim().split('\r\n');
    expect(lines[0]?.replace(/^\uFEFF/, '')).toBe('at,kind,by,byEmail,of,ofEmail,detail,address');
    expect(lines).toHaveLength(231);
    expect(lines[1]).toContain('Password reset,Tess Teacher,tess@hill.school,Sam Student,sam@hill.school');
  });
});
