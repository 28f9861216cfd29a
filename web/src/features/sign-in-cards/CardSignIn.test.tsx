import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SIGN_IN_CARD_TEXTS as TEXTS } from '@portal/domain/sign-in-card-texts';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInWithCardMutationVariables } from '../../generated/graphql';
import { studentHome } from '../../testing/dashboardAnswers';
import { failure, renderApp, visitor, type Answer } from '../../testing/fakeGateway';

/* Issue 36: "Sign in with my card" from the sign-in page, typed, and from a card's QR link. */

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const zoe: Answer<'SignInWithCard'> = {
  data: {
    signInWithCard: {
      __typename: 'SignInPayload',
      role: 'STUDENT',
      user: { __typename: 'User', id: 's1', firstName: 'Zoë', lastName: 'Harris', role: 'STUDENT', roles: ['STUDENT'] },
    },
  },
};

function cardGateway(answer: () => Answer<'SignInWithCard'> = () => zoe) {
  const sent: SignInWithCardMutationVariables[] = [];
  return {
    sent,
    gateway: {
      AuthState: visitor,
      SignInWithCard: (variables: SignInWithCardMutationVariables) => {
        sent.push(variables);
        return answer();
      },
      StudentHomePage: () => studentHome('Zoë'),
    },
  };
}

describe('Sign in with my card', { timeout: 20_000 }, () => {
  it('is offered on the sign-in page, and signs a student in with the code they type', async () => {
    const { gateway, sent } = cardGateway();
    renderApp('/sign-in', gateway);
    fireEvent.click(await screen.findByRole('link', { name: TEXTS.signInWithCard }));
    const code = await screen.findByLabelText(TEXTS.codeLabel);
    expect(window.location.pathname).toBe('/sign-in/card');
    fireEvent.change(code, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.signIn }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sent).toEqual([{ input: { code: 'abcde-fghjk' } }]);
  });

  it('says why the server refused the code, at the field, and asks for nothing when the field is empty', async () => {
    const { gateway, sent } = cardGateway(() => failure('UNAUTHENTICATED', TEXTS.codeRefused));
    renderApp('/sign-in/card', gateway);
    const code = await screen.findByLabelText(TEXTS.codeLabel);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.signIn }));
    expect(within(await screen.findByRole('alert')).getByText(TEXTS.codeRefused)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(code, { target: { value: 'ABCDE-FGHJK' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.signIn }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(within(await screen.findByRole('alert')).getByText(TEXTS.codeRefused)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(window.location.pathname).toBe('/sign-in/card');
  });

  it("sends a card link's token at once, and takes it out of the address bar", async () => {
    const { gateway, sent } = cardGateway();
    renderApp('/sign-in/card#q3mZ0lB5pXw8yT1aKc9dRe', gateway);
    await waitFor(() => expect(sent).toEqual([{ input: { code: 'q3mZ0lB5pXw8yT1aKc9dRe' } }]));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.hash).toBe('');
  });

  it('offers no scanning where the device has no camera', async () => {
    renderApp('/sign-in/card', cardGateway().gateway);
    await screen.findByLabelText(TEXTS.codeLabel);
    expect(screen.queryByRole('button', { name: TEXTS.scan })).toBeNull();
  });
});
