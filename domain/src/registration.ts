import { isValidEmail } from './email.js';
import { MESSAGES } from './messages.js';
import { isValidPassword } from './password.js';
import { nameProblem } from './request-rules.js';

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  schoolName: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationForm;

/**
 * The registration checks of spec 1 §5, in the spec's order, one message per
 * failing field (the first rule that field fails).
 */
export function validateRegistration(form: RegistrationForm): { field: RegistrationField; message: string }[] {
  const errors: { field: RegistrationField; message: string }[] = [];
  const blank = (value: string) => value.trim() === '';
  const name = (field: 'firstName' | 'lastName' | 'schoolName', required: string) => {
    const message = blank(form[field]) ? required : nameProblem(form[field]);
    if (message !== undefined) errors.push({ field, message });
  };
  name('firstName', MESSAGES.firstNameRequired);
  name('lastName', MESSAGES.lastNameRequired);
  if (blank(form.email)) errors.push({ field: 'email', message: MESSAGES.emailRequired });
  else if (!isValidEmail(form.email.trim())) errors.push({ field: 'email', message: MESSAGES.invalidEmail });
  name('schoolName', MESSAGES.schoolNameRequired);
  if (form.password === '') errors.push({ field: 'password', message: MESSAGES.passwordRequired });
  if (form.confirmPassword === '') {
    errors.push({ field: 'confirmPassword', message: MESSAGES.confirmationRequired });
  } else if (form.password !== '' && form.confirmPassword !== form.password) {
    errors.push({ field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch });
  }
  if (form.password !== '' && !isValidPassword(form.password)) {
    errors.push({ field: 'password', message: MESSAGES.invalidPassword });
  }
  return errors;
}
