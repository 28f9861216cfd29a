export const SSO_NOT_CONFIGURED = 'Single sign-on is not configured for this portal.';
