/** The people area's paths (spec 1 §2.1) and typed builders for the ones with a user id. */
export const peoplePath = '/people';
export const createAccountsPath = '/people/create';
export const ownProfilePath = '/people/me';
export const ownChangePasswordPath = '/people/me/change-password';
export const ownChangeEmailPath = '/people/me/change-email';
export const ownChangeNamePath = '/people/me/change-name';
export const ownUpdateChildPath = '/people/me/update-child';

export const userProfilePattern = '/people/view/:userId';
export const resetPasswordPattern = '/people/view/:userId/reset-password';
export const changeEmailPattern = '/people/view/:userId/change-email';
/** Capital N, as the spec spells it. */
export const changeNamePattern = '/people/view/:userId/change-Name';
export const updateChildPattern = '/people/view/:userId/update-child';

const withUser = (userId: string) => `/people/view/${encodeURIComponent(userId)}`;

export const userProfileUrl = (userId: string) => withUser(userId);
export const resetPasswordUrl = (userId: string) => `${withUser(userId)}/reset-password`;
export const changeEmailUrl = (userId: string) => `${withUser(userId)}/change-email`;
export const changeNameUrl = (userId: string) => `${withUser(userId)}/change-Name`;
export const updateChildUrl = (userId: string) => `${withUser(userId)}/update-child`;

/** The profile a form belongs to: the user's own when no id is given. */
export const profileUrl = (userId: string | undefined) => (userId ? userProfileUrl(userId) : ownProfilePath);
