/** Message texts quoted from spec 1 §5 and §8, used by both the API and the web client. */
export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  schoolNameRequired: 'School name is required',
  passwordRequired: 'Password is required',
  confirmationRequired: 'A confirmation password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidPassword: 'Invalid password',
  accountExists: 'An account with this email has already been created.',
  passwordMismatch: 'The passwords entered do not match!',
  generalFailure: 'Operation failed, please try again!',
} as const;
