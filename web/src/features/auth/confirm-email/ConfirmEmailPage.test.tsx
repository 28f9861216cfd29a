import { cleanup, configure, screen } from '@testing-library/react';
import { EMAIL_CHANGE_TEXTS } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, renderWithGateway, type FakeGateway } from '../../../testing/fakeGateway';
import { ConfirmEmailPage } from './ConfirmEmailPage';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const open = (search: string, gateway: FakeGateway) =>
  renderWithGateway(<ConfirmEmailPage />, gateway, { path: `/confirm-email${search}`, route: '/confirm-email' });

describe('the confirmation link of a new address', { timeout: 15_000 }, () => {
  it('confirms the address once, with the token of the link, and says so', async () => {
    const sent: unknown[] = [];
    const { calls } = open('?token=t0k3n', {
      ConfirmEmail: ({ input }) => (
        sent.push(input),
        { data: { confirmEmail: { __typename: 'ConfirmEmailPayload', email: 'ada.new@hill.school' } } }
      ),
    });
    expect(await screen.findByText(`${EMAIL_CHANGE_TEXTS.confirmed} (ada.new@hill.school)`)).toBeTruthy();
    expect(sent).toEqual([{ token: 't0k3n' }]);
    expect(calls.filter((call) => call.operationName === 'ConfirmEmail')).toHaveLength(1);
  });

  it('says when the link has expired, or no longer works', async () => {
    open('?token=old', { ConfirmEmail: () => failure('BAD_USER_INPUT', 'expired') });
    expect(await screen.findByText(EMAIL_CHANGE_TEXTS.expired)).toBeTruthy();
    cleanup();
    open('?token=used', { ConfirmEmail: () => failure('NOT_FOUND', 'unknown') });
    expect(await screen.findByText(EMAIL_CHANGE_TEXTS.invalid)).toBeTruthy();
  });

  it('asks for the link when the page is opened without its token', async () => {
    const { calls } = open('', {});
    expect(await screen.findByText(EMAIL_CHANGE_TEXTS.missingToken)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
