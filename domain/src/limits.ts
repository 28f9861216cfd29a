// Every size limit the portal keeps, in one place: the API's schemas, the
// gateway's arguments, the web's inputs and the documentation's table
// (`npm run docs`) all read these. A limit named here is defined nowhere else.

/** The most ids one batch read takes (results, metrics, progress, members, comments, grades, users by id). */
export const BATCH_LIMIT = 100;

/** The largest page a list answers: `first` in GraphQL, `limit` in REST. */
export const LARGEST_PAGE = 100;

/** The page size a connection answers when `first` is not given. */
export const DEFAULT_PAGE_SIZE = 20;

/** The page sizes the web's tables offer. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;

/** Milliseconds the web waits after the last key in a name filter before it asks the server. */
export const NAME_FILTER_DELAY_MS = 300;

/** The longest name of a person, a group or a search by name, in characters. */
export const NAME_MAX_LENGTH = 100;

/** The longest name of a school or an assignment, in characters. */
export const LONG_NAME_MAX_LENGTH = 200;
