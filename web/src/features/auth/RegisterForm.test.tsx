import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './RegisterForm';

/** The browser the registrant uses: in `timeZone`, its language `language`. */
function browserIn(timeZone: string, language: string) {
  vi.restoreAllMocks();
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone };
  });
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

beforeEach(() => browserIn('Australia/Perth', 'en-NZ'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function fillIn() {
  type('First name', ' Ada ');
  type('Last name', 'Lovelace');
  type('Email', 'ada@school.example ');
  type('School name', 'Analytical High');
  type('Password', 'Longer1!');
  type('Confirm password', 'Longer1!');
}

const LABELS = ['First name', 'Last name', 'Email', 'School name', 'Password', 'Confirm password'];

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The messages under the fields, top to bottom. */
const shownMessages = () =>
  LABELS.map((label) => document.getElementById(`${input(label).id}-helper-text`)?.textContent).filter(Boolean);

describe('RegisterForm', () => {
  it('shows each of the nine registration messages as its rule is broken, in the spec order', () => {
    render(<RegisterForm onSubmit={() => {}} submitting={false} />);
    expect(shownMessages()).toEqual([]);

    for (const label of LABELS) fireEvent.blur(input(label));
    expect(shownMessages()).toEqual([
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.schoolNameRequired,
      MESSAGES.passwordRequired,
      MESSAGES.confirmationRequired,
    ]);

    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@');
    type('School name', 'Analytical High');
    expect(shownMessages()).toEqual([MESSAGES.invalidEmail, MESSAGES.passwordRequired, MESSAGES.confirmationRequired]);

    type('Email', 'ada@school.example');
    type('Password', 'short');
    type('Confirm password', 'shorts');
    // The password's own message sits above the confirmation's, though the spec lists it last.
    expect(shownMessages()).toEqual([MESSAGES.invalidPassword, MESSAGES.passwordsDoNotMatch]);

    type('Password', 'Longer1!');
    type('Confirm password', 'Longer1!');
    expect(shownMessages()).toEqual([]);
  });

  it('keeps Sign Up disabled until the password is valid and confirmed', () => {
    render(<RegisterForm onSubmit={() => {}} submitting={false} />);
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    expect(signUp).toHaveProperty('disabled', true);
    type('Password', 'Longer1!');
    expect(signUp).toHaveProperty('disabled', true);
    type('Confirm password', 'Longer1!');
    expect(signUp).toHaveProperty('disabled', false);
  });

  it('on submit shows the messages of fields not yet visited and sends nothing', () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} submitting={false} />);
    type('Password', 'Longer1!');
    type('Confirm password', 'Longer1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(shownMessages()).toEqual([
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.schoolNameRequired,
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed details, the chosen license, and the browser's time zone and language", () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} submitting={false} />);
    fillIn();
    fireEvent.click(screen.getByRole('radio', { name: 'Teacher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@school.example',
      schoolName: 'Analytical High',
      password: 'Longer1!',
      confirmPassword: 'Longer1!',
      license: 'teacher',
      timeZone: 'Australia/Perth',
      locale: 'en-NZ',
    });
  });

  it('tells the registrant the time zone the school gets, and that its admin can change it', () => {
    render(<RegisterForm onSubmit={() => {}} submitting={false} />);
    expect(screen.getByText('Time zone: Australia/Perth (change it later in School settings)')).toBeTruthy();
    // A Teacher license makes a teacher, not an admin: nobody could change it there.
    fireEvent.click(screen.getByRole('radio', { name: 'Teacher' }));
    expect(screen.getByText('Time zone: Australia/Perth')).toBeTruthy();
  });

  it("leaves out a zone or language the server would refuse, and says the school gets Sydney's", () => {
    browserIn('Mars/Olympus_Mons', 'en_AU');
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} submitting={false} />);
    expect(screen.getByText('Time zone: Australia/Sydney (change it later in School settings)')).toBeTruthy();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const [sent] = onSubmit.mock.calls[0] as [Record<string, unknown>];
    expect(sent).not.toHaveProperty('timeZone');
    expect(sent).not.toHaveProperty('locale');
    expect(sent).toMatchObject({ firstName: 'Ada', license: 'school' });
  });
});
