/** The sign-on's answers; ours (spec 1 words none). */
export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not configured',
  notVerified: 'The sign-in could not be verified: please try again',
  replayed: 'This sign-in was already used: please sign in again',
  noEmail: 'The identity provider did not say which e-mail address is yours',
  providerUnreachable: 'The identity provider cannot be reached: please try again later',
} as const;

/** An e-mail the provider vouches for that no account of the portal uses: no account is made. */
export const noAccountFor = (email: string) =>
  `No account uses ${email}. Ask your school's admin to create one, then sign in again.`;
