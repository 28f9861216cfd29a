/** The portal's short name: the top bar's logo text and the first half of every page title (spec 1 §2.1). */
export const PORTAL_NAME = 'Science Portal';
