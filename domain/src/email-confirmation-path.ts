/**
 * The web page a confirmation link opens (signed in or not): `${portal}${path}?token=…`.
 * A module of its own: the web's route table needs only this, not the texts of
 * `email-change.ts`, on a visitor's first page.
 */
export const EMAIL_CONFIRMATION_PATH = '/confirm-email';
