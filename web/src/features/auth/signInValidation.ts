import { isValidEmail, MESSAGES } from '@portal/domain';

export interface SignInValues {
  email: string;
  password: string;
}

/** Spec 1 §5 "Sign-in": an empty or malformed e-mail, an empty password. */
export function signInErrors({ email, password }: SignInValues): Partial<Record<keyof SignInValues, string>> {
  return {
    ...(isValidEmail(email.trim()) ? {} : { email: MESSAGES.invalidEmail }),
    ...(password === '' ? { password: MESSAGES.invalidPassword } : {}),
  };
}
