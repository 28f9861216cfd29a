/** Issue 16: where an admin manages the school's API tokens. */
export const apiTokensPath = '/api-tokens';
