/**
 * Single sign-on's texts (spec 1 §2.2 words none of them): the API's answers,
 * and what the web says when the provider's side of a sign-in fails.
 */
export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not configured for this portal',
  notVerified: 'The sign-in could not be verified: please try again',
  replayed: 'This sign-in was already used: please sign in again',
  notStartedHere: 'This sign-in was not started in this browser, or took too long: please sign in again',
  noEmail: 'The identity provider did not say which e-mail address is yours',
  emailNotVerified: 'The identity provider has not verified your e-mail address: verify it there, then sign in again',
  providerUnreachable: 'The identity provider cannot be reached: please try again later',
  /** The provider sent the browser back without a sign-in (cancelled, refused, or the link was stale). */
  providerRefused: 'The identity provider did not sign you in: please try again',
  /** The account was made through an API token and no person has given it a password yet (issue 29). */
  awaitingPassword:
    "Your account has no password yet: ask your school's admin or your teacher to set one, then sign in again.",
} as const;

/** An e-mail the provider vouches for that no account of the portal uses: no account is made. */
export const noAccountFor = (email: string) =>
  `No account uses ${email}. Ask your school's admin to create one, then sign in again.`;

/** What a school's admin reads on their home about how people sign in (issue 15). */
export const signInProviderNote = (provider: { name: string; issuer: string } | null) =>
  provider
    ? `Single sign-on: ${provider.name} (${provider.issuer}). People sign in with it by their account's e-mail, or with the form.`
    : `${SSO_MESSAGES.notConfigured}: people sign in with the form.`;
