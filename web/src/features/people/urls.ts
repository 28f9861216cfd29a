/** The people area's paths (spec 1 §2.1). */
export const peoplePath = '/people';
export const mePath = '/people/me';
export const changeMyPasswordPath = '/people/me/change-password';
export const changeMyEmailPath = '/people/me/change-email';
export const changeMyNamePath = '/people/me/change-name';
export const updateMyChildPath = '/people/me/update-child';
export const createAccountsPath = '/people/create';
export const userProfilePath = '/people/view/:userId';
export const resetPasswordPath = '/people/view/:userId/reset-password';
export const changeUserEmailPath = '/people/view/:userId/change-email';
/** Spelled with a capital N, as the spec has it; matching ignores case, so /change-name opens it too. */
export const changeUserNamePath = '/people/view/:userId/change-Name';
export const updateUserChildPath = '/people/view/:userId/update-child';
