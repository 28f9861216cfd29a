import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { EMAIL_CHANGE_TEXTS, confirmationSentMessage } from '@portal/domain';
import { FAMILY_TEXTS, codeLinkedText } from '@portal/domain/family-texts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileView_ChildFragment } from '../../../generated/graphql';
import {
  connection,
  failure,
  renderWithGateway,
  signedInAs,
  type Answer,
  type FakeGateway,
  type OnTheWire,
} from '../../../testing/fakeGateway';
import { ChangeEmailPage } from './ChangeEmailPage';
import { ChangeNamePage } from './ChangeNamePage';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { PasswordChangeContext } from '../../../shared/graphql/sessionExpiry';
import { ChangePasswordPage } from './ChangePasswordPage';
import { UpdateChildPage } from './UpdateChildPage';

// MUI renders slowly in jsdom, slower still on a busy machine: wait up to 5 s for what the page shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

/** A mutation's UserPayload answer under `field`; its user is u1 with the fields given. */
const payload = <Field extends string, User extends object = object>(field: Field, user?: User) => ({
  // A computed key widens to a string index; the cast names the one field it is.
  data: { [field]: { __typename: 'UserPayload', user: { __typename: 'User', id: 'u1', ...user } } } as Record<
    Field,
    { __typename: string; user: { __typename: string; id: string } & User }
  >,
});
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** A refusal naming its field, as the gateway passes on the API's. */
const refusedField = (code: string, message: string, field: string) => {
  const refusal = failure(code, message);
  for (const error of refusal.errors) Object.assign(error.extensions, { field });
  return refusal;
};
/** The text under a field (its helper), if any. */
const helperOf = (label: string) => document.getElementById(`${input(label).id}-helper-text`)?.textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The form's person: the signed-in Ada on own forms, Zoë (u7) on another's. */
const formPerson = ({ own }: { own: boolean }): Answer<'FormPerson'> => {
  const person = own
    ? { __typename: 'User', id: 'u1', firstName: 'Ada', lastName: 'Hill', email: 'ada@hill.school' }
    : { __typename: 'User', id: 'u7', firstName: 'Zoe', lastName: 'Bronte', email: 'zoe@hill.school' };
  return { data: own ? { me: person } : { user: person } };
};

/** The Update Child page's own query: the parent with their children and pending requests. */
const parentMe = (pendingChildren: OnTheWire<ProfileView_ChildFragment>[] = []) => ({
  __typename: 'User',
  id: 'u1',
  firstName: 'Pat',
  lastName: 'Brontë',
  email: 'pat@hill.school',
  pendingEmail: null,
  roles: ['PARENT' as const],
  viewerMay: {
    __typename: 'PersonPermissions',
    changePassword: true,
    changeEmail: true,
    changeName: true,
    createFamilyCode: false,
  },
  children: connection('User', []),
  pendingChildren: connection('User', pendingChildren),
  progress: connection('StudentProgress', []),
});

const parentPage =
  (pendingChildren: OnTheWire<ProfileView_ChildFragment>[] = []) =>
  (): Answer<'UpdateChildPage'> => ({
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        firstName: 'Pat',
        lastName: 'Brontë',
        email: 'pat@hill.school',
        pendingEmail: null,
        roles: ['PARENT'],
        viewerMay: {
          __typename: 'PersonPermissions',
          changePassword: true,
          changeEmail: true,
          changeName: true,
          createFamilyCode: false,
        },
        children: connection('User', []),
        pendingChildren: connection('User', pendingChildren),
        progress: connection('StudentProgress', []),
      },
    },
  });

const own = (page: React.ReactNode, gateway: FakeGateway) =>
  renderWithGateway(page, gateway, { path: '/people/me/form', route: '/people/me/form' });
const other = (page: React.ReactNode, gateway: FakeGateway) =>
  renderWithGateway(page, gateway, { path: '/people/view/u7/form', route: '/people/view/:userId/form' });

describe('Change password', { timeout: 15_000 }, () => {
  it('when the change is required, says why, offers no Cancel, and reports the change once done', async () => {
    const changed: string[] = [];
    own(
      <PasswordChangeContext value={{ required: true, refused: () => {}, changed: () => changed.push('changed') }}>
        <ChangePasswordPage />
      </PasswordChangeContext>,
      { ChangePassword: () => payload('changePassword') },
    );
    expect(screen.getByText(ACCOUNT_TEXTS.passwordChangeRequiredLead)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cancel' })).toBeNull();
    type('Current password', 'Sch00l!set');
    type('New password', 'Secret1!');
    type('Confirm new password', 'Secret1!');
    fireEvent.click(button('Update password'));
    await waitFor(() => expect(changed).toEqual(['changed']));
  });

  it('offers Cancel and no lead when nothing is required', () => {
    own(<ChangePasswordPage />, {});
    expect(screen.queryByText(ACCOUNT_TEXTS.passwordChangeRequiredLead)).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeTruthy();
  });

  it('keeps submit disabled until the current password is given and the new one is valid and confirmed', () => {
    own(<ChangePasswordPage />, {});
    expect(button('Update password').disabled).toBe(true);
    type('New password', 'Secret1!');
    type('Confirm new password', 'Secret2!');
    expect(screen.getByText('The passwords entered do not match!')).toBeTruthy();
    expect(button('Update password').disabled).toBe(true);
    type('Confirm new password', 'Secret1!');
    expect(screen.queryByText('The passwords entered do not match!')).toBeNull();
    expect(button('Update password').disabled).toBe(true);
    type('Current password', 'Old!pass1');
    expect(button('Update password').disabled).toBe(false);
  });

  it('sends the current password with your own change, and says when it is wrong', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    own(<ChangePasswordPage />, {
      ChangePassword: ({ input }) => (
        sent.push(input),
        refuse ? failure('FORBIDDEN', 'currentPassword: x') : payload('changePassword')
      ),
    });
    type('Current password', 'Old!pass1');
    type('New password', 'Secret1!');
    type('Confirm new password', 'Secret1!');
    fireEvent.click(button('Update password'));
    expect(await screen.findByText(EMAIL_CHANGE_TEXTS.currentPasswordWrong)).toBeTruthy();
    refuse = false;
    fireEvent.click(button('Update password'));
    expect(await screen.findByText('The password was successfully updated!')).toBeTruthy();
    expect(sent).toEqual([
      { userId: undefined, password: 'Secret1!', currentPassword: 'Old!pass1' },
      { userId: undefined, password: 'Secret1!', currentPassword: 'Old!pass1' },
    ]);
  });

  it("resets another user's password, says so and returns to their profile", async () => {
    const sent: unknown[] = [];
    const { location } = other(<ChangePasswordPage />, {
      FormPerson: formPerson,
      ChangePassword: ({ input }) => (sent.push(input), payload('changePassword')),
    });
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(await screen.findByText('For Zoe Bronte (zoe@hill.school)')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'Secret1!');
    type('Confirm new password', 'Secret1!');
    fireEvent.click(button('Update password'));
    expect(await screen.findByText('The password was successfully updated!')).toBeTruthy();
    expect(sent).toEqual([{ userId: 'u7', password: 'Secret1!' }]);
    await waitFor(() => expect(location.pathname).toBe('/people/view/u7'));
  });

  it('shows a new password the server refuses under that field, keeping what was typed', async () => {
    own(<ChangePasswordPage />, {
      ChangePassword: () => refusedField('BAD_USER_INPUT', 'password: Invalid password', 'password'),
    });
    type('Current password', 'Old!pass1');
    type('New password', 'Secret1!');
    type('Confirm new password', 'Secret1!');
    fireEvent.click(button('Update password'));
    await waitFor(() => expect(helperOf('New password')).toBe('Invalid password'));
    expect(input('New password').value).toBe('Secret1!');
    expect(input('Current password').value).toBe('Old!pass1');
    expect(screen.queryByText('The password could not be updated. Please try again later!')).toBeNull();
  });

  it('says the password could not be updated when the server refuses', async () => {
    own(<ChangePasswordPage />, { ChangePassword: () => failure('BAD_USER_INPUT', 'Invalid password') });
    type('Current password', 'Old!pass1');
    type('New password', 'Secret1!');
    type('Confirm new password', 'Secret1!');
    fireEvent.click(button('Update password'));
    expect(await screen.findByText('The password could not be updated. Please try again later!')).toBeTruthy();
  });
});

describe('Change email', { timeout: 15_000 }, () => {
  it('marks an invalid address and keeps submit disabled', () => {
    own(<ChangeEmailPage />, {});
    type('New email', 'ada.hill.school');
    expect(input('New email').getAttribute('aria-invalid')).toBe('true');
    expect(button('Update email').disabled).toBe(true);
  });

  it("shows whose address it is, and the address as it is now, on another's form", async () => {
    other(<ChangeEmailPage />, { FormPerson: formPerson });
    expect(await screen.findByText('For Zoe Bronte (zoe@hill.school)')).toBeTruthy();
    expect(screen.getByText('Current email: zoe@hill.school')).toBeTruthy();
  });

  it('says "Email update successful" after another\'s change and returns to their profile', async () => {
    const { location } = other(<ChangeEmailPage />, {
      FormPerson: formPerson,
      ChangeEmail: () => payload('changeEmail', { email: 'z@b.school', pendingEmail: null }),
    });
    expect(await screen.findByText('Current email: zoe@hill.school')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New email', 'z@b.school');
    fireEvent.click(button('Update email'));
    expect(await screen.findByText('Email update successful')).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/people/view/u7'));
  });

  it('asks for your current password, then says a confirmation link was sent to the new address', async () => {
    const sent: unknown[] = [];
    const { location } = own(<ChangeEmailPage />, {
      FormPerson: formPerson,
      ChangeEmail: ({ input }) => (
        sent.push(input),
        payload('changeEmail', { email: 'ada@hill.school', pendingEmail: 'a@b.school' })
      ),
    });
    expect(await screen.findByText('Current email: ada@hill.school')).toBeTruthy();
    expect(screen.queryByText(/^For /)).toBeNull();
    type('New email', 'a@b.school');
    expect(button('Update email').disabled).toBe(true);
    type('Current password', 'Old!pass1');
    fireEvent.click(button('Update email'));
    expect(await screen.findByText(confirmationSentMessage('a@b.school'))).toBeTruthy();
    expect(sent).toEqual([{ userId: undefined, email: 'a@b.school', currentPassword: 'Old!pass1' }]);
    await waitFor(() => expect(location.pathname).toBe('/people/me'));
  });

  it('shows a taken address and a wrong current password in their fields, keeping what was typed; "Email update failed" otherwise', async () => {
    let answer = failure('CONFLICT', 'The email has already been registered');
    own(<ChangeEmailPage />, { FormPerson: formPerson, ChangeEmail: () => answer });
    type('New email', 'a@b.school');
    type('Current password', 'Old!pass1');
    fireEvent.click(button('Update email'));
    await waitFor(() => expect(helperOf('New email')).toBe('The email has already been registered'));
    expect(input('New email').value).toBe('a@b.school');
    expect(input('Current password').value).toBe('Old!pass1');
    answer = refusedField('FORBIDDEN', 'currentPassword: The current password is not correct', 'currentPassword');
    fireEvent.click(button('Update email'));
    await waitFor(() => expect(helperOf('Current password')).toBe(EMAIL_CHANGE_TEXTS.currentPasswordWrong));
    // Edited again, the field's refusal no longer applies.
    type('Current password', 'Other!pass1');
    expect(helperOf('Current password')).toBeUndefined();
    answer = failure('INTERNAL_SERVER_ERROR', 'Something inside');
    fireEvent.click(button('Update email'));
    expect(await screen.findByText('Email update failed')).toBeTruthy();
  });
});

describe('Change name', { timeout: 15_000 }, () => {
  it('starts from the names as they are, and requires both', async () => {
    own(<ChangeNamePage />, { FormPerson: formPerson });
    expect((await screen.findByLabelText('First name')).getAttribute('value')).toBe('Ada');
    expect(input('Last name').value).toBe('Hill');
    expect(button('Update name').disabled).toBe(true);
    type('First name', '');
    type('Last name', '');
    fireEvent.blur(input('First name'));
    fireEvent.blur(input('Last name'));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    type('First name', 'Ada');
    expect(button('Update name').disabled).toBe(true);
  });

  it('says "Name update successful", and "Name update failed" when refused', async () => {
    let refuse = false;
    other(<ChangeNamePage />, {
      FormPerson: formPerson,
      ChangeName: ({ input }) => {
        expect(input).toEqual({ userId: 'u7', firstName: 'Zoë', lastName: 'Brontë' });
        return refuse ? failure('FORBIDDEN') : payload('changeName', { firstName: 'Zoë', lastName: 'Brontë' });
      },
    });
    expect(await screen.findByText('For Zoe Bronte (zoe@hill.school)')).toBeTruthy();
    type('First name', ' Zoë ');
    type('Last name', 'Brontë');
    refuse = true;
    fireEvent.click(button('Update name'));
    expect(await screen.findByText('Name update failed')).toBeTruthy();
    refuse = false;
    fireEvent.click(button('Update name'));
    expect(await screen.findByText('Name update successful')).toBeTruthy();
  });
});

describe('Update child', { timeout: 15_000 }, () => {
  it('needs a valid e-mail', () => {
    own(<UpdateChildPage />, { AuthState: signedInAs('PARENT'), UpdateChildPage: parentPage() });
    type("Child's email", 'zoe');
    expect(input("Child's email").getAttribute('aria-invalid')).toBe('true');
    expect(button('Link child').disabled).toBe(true);
  });

  it('asks for the child and says the school will confirm it, or says the e-mail is invalid when refused', async () => {
    let refuse = true;
    own(<UpdateChildPage />, {
      AuthState: signedInAs('PARENT'),
      UpdateChildPage: parentPage(),
      LinkChild: ({ input }) => {
        expect(input).toEqual({ childEmail: 'zoe@hill.school' });
        return refuse
          ? failure('NOT_FOUND')
          : payload('linkChild', {
              firstName: 'Pat',
              lastName: 'Brontë',
              email: 'pat@hill.school',
              pendingEmail: null,
              roles: ['PARENT' as const],
              viewerMay: {
                __typename: 'PersonPermissions',
                changePassword: true,
                changeEmail: true,
                changeName: true,
                createFamilyCode: false,
              },
              children: connection('User', []),
              pendingChildren: connection('User', []),
              progress: connection('StudentProgress', []),
            });
      },
    });
    type("Child's email", 'zoe@hill.school');
    fireEvent.click(button('Link child'));
    expect(await screen.findByText('Sorry, the entered email is invalid. Please check it and try again!')).toBeTruthy();
    refuse = false;
    fireEvent.click(button('Link child'));
    expect(await screen.findByText(FAMILY_TEXTS.requestSent)).toBeTruthy();
    expect(screen.queryByText('You are successfully linked to your child!')).toBeNull();
  });

  it("links a parent with the school's family code at once, or shows the refusal under the field", async () => {
    const zoe = { __typename: 'User', id: 's1', firstName: 'Zoë', lastName: 'Brontë', email: 'zoe@hill.school' };
    let refuse = true;
    own(<UpdateChildPage />, {
      AuthState: signedInAs('PARENT'),
      UpdateChildPage: parentPage(),
      RedeemFamilyCode: ({ input }) => {
        expect(input).toEqual({ code: 'abcde-fghjk' });
        if (refuse) return failure('BAD_USER_INPUT', FAMILY_TEXTS.codeRefused);
        const { firstName, lastName, email, pendingEmail, roles, viewerMay, pendingChildren, progress } = parentMe();
        const parent = { firstName, lastName, email, pendingEmail, roles, viewerMay, pendingChildren, progress };
        return payload('redeemFamilyCode', { ...parent, children: connection('User', [zoe]) });
      },
    });
    const field = await screen.findByLabelText(FAMILY_TEXTS.codeLabel);
    fireEvent.change(field, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(button(FAMILY_TEXTS.redeem));
    expect(await screen.findByText(FAMILY_TEXTS.codeRefused)).toBeTruthy();
    refuse = false;
    fireEvent.click(button(FAMILY_TEXTS.redeem));
    expect(await screen.findByText(codeLinkedText('Zoë'))).toBeTruthy();
  });

  it("offers no family code on another parent's page", async () => {
    other(<UpdateChildPage />, {
      AuthState: signedInAs('ADMIN', 'TEACHER'),
      UpdateChildPage: () => ({ data: { user: parentMe() } }),
    });
    await screen.findByText('No child is linked yet.');
    expect(screen.queryByLabelText(FAMILY_TEXTS.codeLabel)).toBeNull();
  });

  it('shows the children asked for as waiting for approval', async () => {
    const zoe = { __typename: 'User', id: 's1', firstName: 'Zoë', lastName: 'Brontë', email: 'zoe@hill.school' };
    own(<UpdateChildPage />, { AuthState: signedInAs('PARENT'), UpdateChildPage: parentPage([zoe]) });
    const row = (await screen.findByText('Zoë Brontë')).closest('li') as HTMLElement;
    expect(row.textContent).toContain('Waiting for approval');
  });
});
