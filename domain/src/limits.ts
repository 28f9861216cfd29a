// Every size limit the portal keeps, in one place: the API's schemas, the
// gateway's arguments, the web's inputs and the documentation's table
// (`npm run docs`) all read these. A limit named here is defined nowhere else.

/** The most ids one batch read takes (results, metrics, progress, members, comments, grades, users by id). */
export const BATCH_LIMIT = 100;

/** The largest page a list answers: `first` in GraphQL, `count` (a batch read's `first`) in REST. */
export const LARGEST_PAGE = 100;

/** The page size a connection answers when `first` is not given. */
export const DEFAULT_PAGE_SIZE = 20;

/** The page sizes the web's tables offer. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;

/** Milliseconds the web waits after the last key in a name filter before it asks the server. */
export const NAME_FILTER_DELAY_MS = 300;

/** The longest name of a person, a group or a school, and the longest search by such a name, in characters. */
export const NAME_MAX_LENGTH = 100;

/** The longest name of an assignment or of a report's person ("first last"), and the longest filter of a list by name, in characters. */
export const LONG_NAME_MAX_LENGTH = 200;

/** The most activities one assignment holds (the spec sets no limit; a bound keeps each answer small). */
export const ASSIGNMENT_ACTIVITIES_MAX = 100;

/** The longest name of an API token, shown in the list, in characters. */
export const API_TOKEN_NAME_MAX = 80;

/** The longest comment on a student, in characters: a few paragraphs, far beyond a report card's box. */
export const MAX_COMMENT_LENGTH = 2000;

/** Spec 2 §9: a result shows at most this many comments (the newest). */
export const COMMENT_LIST_LIMIT = 5;

/** The most grades one evaluation sends (a first evaluation grades every topic or capability of its type). */
export const EVALUATION_GRADES_MAX = 20;

/** The longest attempt counted, in seconds: a school day. */
export const ATTEMPT_SECONDS_MAX = 8 * 60 * 60;

/** The most pages a book holds (an animation has at most 8 scenes, a song 4 verses): the bound of an attempt's `reached`. */
export const STORY_PARTS_MAX = 10;

/** The most questions a quiz holds, and so the most responses one attempt sends. */
export const QUIZ_QUESTIONS_MAX = 20;

/** The longest answer a response carries, in characters (a choice's id is far shorter). */
export const RESPONSE_ANSWER_MAX_LENGTH = 100;

/** The longest time zone name a school may give, in characters: the longest IANA name is about 30. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** The longest locale tag a school may give, in characters (RFC 5646 §4.4.1's buffer; a language and region take 5). */
export const LOCALE_MAX_LENGTH = 35;

/** Spec 2 §9 ("Year levels 1 to 10"): the lowest school year a student or a group may have. */
export const MIN_YEAR_LEVEL = 1;

/** Spec 2 §9: the highest school year a student or a group may have. */
export const MAX_YEAR_LEVEL = 10;

/** The most assignments `GET /me` answers: in progress, then scheduled, then the most recently ended (`compareAssignments`). */
export const OWN_ASSIGNMENTS_MAX = 50;

/** Days a family code (issue 36) may be redeemed after it is made; it links once. */
export const FAMILY_CODE_VALID_DAYS = 14;

/** Characters of a typed code, a sign-in card's or a family code (from TYPED_CODE_ALPHABET: about 50 bits). */
export const TYPED_CODE_LENGTH = 10;
