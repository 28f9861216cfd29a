import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_OK, PasswordChecklist } from './PasswordChecklist';

afterEach(cleanup);

const RULES = ['a lower case letter', 'an upper case letter', 'a number', 'a symbol', 'at least 7 characters'];

/** Each rule's state as the user perceives it: the icon's title, "met" in green or "not met". */
const ruleStates = () =>
  Object.fromEntries(
    [...RULES, 'matching passwords'].map((rule) => {
      const item = screen.getByText(rule).closest('li');
      if (!item) throw new Error(`no list item for ${rule}`);
      return [rule, within(item).queryByTitle('met') ? 'met' : 'not met'];
    }),
  );

describe('PasswordChecklist', () => {
  it('counts the character types met and ticks each rule as it is met', () => {
    const { rerender } = render(<PasswordChecklist password="" confirmPassword="" />);
    expect(screen.getByText(/Character types met: 0 of 4/)).toBeTruthy();
    expect(Object.values(ruleStates())).toEqual(Array(6).fill('not met'));

    rerender(<PasswordChecklist password="abc1" confirmPassword="" />);
    expect(screen.getByText(/Character types met: 2 of 4/)).toBeTruthy();
    expect(ruleStates()).toMatchObject({ 'a lower case letter': 'met', 'a number': 'met', 'a symbol': 'not met' });

    rerender(<PasswordChecklist password="abC1!xyz" confirmPassword="abC1!xyz" />);
    expect(screen.getByText(/Character types met: 4 of 4/)).toBeTruthy();
    expect(Object.values(ruleStates())).toEqual(Array(6).fill('met'));
  });

  it('shows the success banner only when the password is valid and matches', () => {
    const { rerender } = render(<PasswordChecklist password="abcdefG1" confirmPassword="abcdefG" />);
    expect(screen.queryByText(PASSWORD_OK)).toBeNull();
    rerender(<PasswordChecklist password="abcdefG1" confirmPassword="abcdefG1" />);
    expect(screen.getByText(PASSWORD_OK)).toBeTruthy();
  });
});
