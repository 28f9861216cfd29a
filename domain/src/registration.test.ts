import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration.js';

const empty = { firstName: '', lastName: '', email: '', schoolName: '', password: '', confirmPassword: '' };

describe('registration checks (spec 1 §5)', () => {
  it('gives the messages for an empty form in the spec order', () => {
    expect(validateRegistration(empty).map((e) => e.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'School name is required',
      'Password is required',
      'A confirmation password is required',
    ]);
  });

  it('reports a malformed e-mail, a mismatch and a weak password', () => {
    const form = {
      firstName: 'Ada',
      lastName: 'Lee',
      email: 'ada@',
      schoolName: 'Hill',
      password: 'weak',
      confirmPassword: 'weaker',
    };
    expect(validateRegistration(form).map((e) => e.message)).toEqual([
      'Invalid email',
      'Passwords do not match',
      'Invalid password',
    ]);
  });

  it('accepts a complete form', () => {
    const form = {
      firstName: 'Ada',
      lastName: 'Lee',
      email: 'ada@hill.edu',
      schoolName: 'Hill',
      password: 'Str0ng!pw',
      confirmPassword: 'Str0ng!pw',
    };
    expect(validateRegistration(form)).toEqual([]);
  });
});
