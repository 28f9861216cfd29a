import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { SIGN_IN_CARD_TEXTS as TEXTS } from '@portal/domain/sign-in-card-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchSavedFiles } from '../../../testing/downloadTesting';
import { renderWithGateway, type Answer, type FakeGateway } from '../../../testing/fakeGateway';
import { PrintSignInCardsButton } from './PrintSignInCardsButton';

/* Issue 36: the group page's "Print sign-in cards": offered while the school has cards on, asks, then downloads. */

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** jsdom's Blob has no text(). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    if (blob) reader.readAsText(blob);
  });
}

const school = (enabled: boolean): Answer<'SignInCardSchool'> => ({
  data: { school: { __typename: 'School', id: 'school1', name: 'Hill School', signInCardsEnabled: enabled } },
});

const card = (id: string, firstName: string, lastName: string) => ({
  __typename: 'SignInCard' as const,
  userId: id,
  code: 'ABCDEFGHJK',
  url: `/sign-in/card#q3mZ0lB5pXw8yT1aKc9dR${id}`,
  student: { __typename: 'User' as const, id, firstName, lastName },
});

function gateway(enabled: boolean, printed: string[]): FakeGateway {
  return {
    SignInCardSchool: () => school(enabled),
    PrintSignInCards: ({ groupId }) => {
      printed.push(String(groupId));
      return {
        data: {
          printSignInCards: {
            __typename: 'PrintSignInCardsPayload',
            cards: [card('s1', 'Zoë', 'Harris'), card('s2', 'Liam', 'Chen')],
          },
        },
      };
    },
  };
}

describe('Print sign-in cards', { timeout: 30_000 }, () => {
  it('asks first, saying the old cards stop working, then makes new cards and downloads their PDF', async () => {
    const saved = catchSavedFiles();
    const printed: string[] = [];
    renderWithGateway(<PrintSignInCardsButton groupId="g1" groupName="Year 5 Blue" />, gateway(true, printed));
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.print }));
    expect(await screen.findByText(TEXTS.confirmText('Year 5 Blue'))).toBeTruthy();
    expect(printed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.confirm }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(printed).toEqual(['g1']);
    expect(saved[0]?.name).toBe('sign-in-cards-year-5-blue.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    const pdf = await textOf(saved[0]?.blob);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // One QR code a card, each an image of the PDF.
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(2);
  });

  it('is not offered while the school has cards turned off', async () => {
    const printed: string[] = [];
    const { calls } = renderWithGateway(
      <PrintSignInCardsButton groupId="g1" groupName="Blue" />,
      gateway(false, printed),
    );
    await waitFor(() => expect(calls.map((call) => call.operationName)).toContain('SignInCardSchool'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: TEXTS.print })).toBeNull();
  });
});
