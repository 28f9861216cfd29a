/** Ports, the database, sessions, throttles, the demo school and the GraphQL limits (one half of scripts/settings/index.mjs's list). Texts are Markdown. */

/** @type {readonly import('./index.mjs').Setting[]} */
export const SETTINGS = [
  {
    name: 'PORT',
    default: '`8080`',
    usedBy: 'start, gateway',
    meaning: "the origin's port (web, `/graphql`, `/api/v1`)",
  },
  {
    name: 'HOST',
    default: '`127.0.0.1`',
    usedBy: 'gateway',
    meaning: "the origin's listen address (`0.0.0.0` in containers)",
  },
  {
    name: 'API_PORT',
    default: '`4001`',
    usedBy: 'start, api',
    meaning: "the API's own port (the browser never calls it directly)",
  },
  {
    name: 'API_HOST',
    default: '`127.0.0.1`',
    usedBy: 'api',
    meaning: "the API's listen address",
  },
  {
    name: 'API_URL',
    default: '`http://127.0.0.1:4001`',
    usedBy: 'gateway',
    meaning: 'where the gateway finds the API',
  },
  {
    name: 'DATA_DIR',
    default: '`.data/`',
    usedBy: 'api',
    meaning: "PGlite's data folder, when `DATABASE_URL` is not set",
  },
  {
    name: 'DATABASE_URL',
    default: 'unset',
    usedBy: 'api, tests',
    meaning:
      "use this PostgreSQL server instead of PGlite; in `npm test`, run the API suite whole on it, where every query lives (each test file gets a fresh database on that server, dropped afterwards); PGlite then runs only the API's store-sensitive files (`api/vitest.config.ts`)",
  },
  {
    name: 'SESSION_TTL_HOURS',
    default: '`12`',
    usedBy: 'api',
    meaning: 'how long a session lasts after sign-in',
  },
  {
    name: 'ONE_TIME_PASSWORD_DAYS',
    default: '`30`',
    usedBy: 'api',
    meaning:
      'days a password someone else set (an account the import or `POST /school/register-users` made with a password, a reset by an admin, teacher or parent, the first password a person sets for an account an API token made) signs in before its first use; past them, unused, it is refused with "This one-time password has expired because it was not used in time. Please ask your school for a new one." (a reset gives a new one, with a fresh period)',
  },
  {
    name: 'COOKIE_SECURE',
    default: '`true` when `NODE_ENV=production`, else `false`',
    usedBy: 'api',
    meaning:
      'mark the session cookie `Secure` on every request; it is `Secure` anyway when the browser reached the origin over HTTPS (`X-Forwarded-Proto: https`)',
  },
  {
    name: 'NODE_ENV',
    default: 'unset',
    usedBy: 'api, gateway',
    meaning:
      '`production` makes `COOKIE_SECURE` default to `true`, and lets only a signed-in caller (a session or an API token) read the GraphQL schema (introspection); `npm start` then runs neither the mail catcher nor the development sign-in provider',
  },
  {
    name: 'SIGNIN_WINDOW_SECONDS',
    default: '`900`',
    usedBy: 'api',
    meaning: 'how long a sign-in count lasts from its first attempt (and a count of family codes tried)',
  },
  {
    name: 'SIGNIN_LIMIT_PER_PAIR',
    default: '`5`',
    usedBy: 'api',
    meaning:
      'sign-in attempts for one e-mail from one address within the window; more answer 429 without checking the password. Also the wrong family codes one parent may try (POST /parent-links/redeem)',
  },
  {
    name: 'SIGNIN_LIMIT_PER_ADDRESS',
    default: '`20`',
    usedBy: 'api',
    meaning:
      "sign-in attempts from one address within the window, whatever the e-mails; more answer 429. Also the family codes tried from one address, and the only limit of sign-in card codes (POST /auth/signin/card: a card names no account, so a class behind its school's one address is not shut out by the per-e-mail limit)",
  },
  {
    name: 'SIGNIN_SLOWDOWN_AFTER',
    default: '`10`',
    usedBy: 'api',
    meaning:
      "sign-in attempts for one e-mail from anywhere within the window after which its password is checked one attempt at a time, each answered after the delay (a lone sign-in is never refused; attempts sent in parallel queue for the e-mail's turns, see `SIGNIN_SLOWDOWN_QUEUE_TURNS`)",
  },
  {
    name: 'SIGNIN_SLOWDOWN_MS',
    default: '`1000`',
    usedBy: 'api',
    meaning: "that delay, in milliseconds (`0`: none); the e-mail's turn lasts this long",
  },
  {
    name: 'SIGNIN_SLOWDOWN_QUEUE_TURNS',
    default: '`5`',
    usedBy: 'api',
    meaning:
      'how many turns of that delay a sign-in attempt waits behind others for the same e-mail; one that would wait longer answers 429 with `Retry-After` (`0`: one sent while another check of the e-mail is in progress is refused at once)',
  },
  {
    name: 'REGISTER_LIMIT_PER_ADDRESS',
    default: '`10`',
    usedBy: 'api',
    meaning: 'registrations from one address within `REGISTER_WINDOW_SECONDS`; more answer 429',
  },
  {
    name: 'REGISTER_WINDOW_SECONDS',
    default: '`3600`',
    usedBy: 'api',
    meaning: "the registration count's window",
  },
  {
    name: 'ATTEMPT_LIMIT_PER_MINUTE',
    default: '`20`',
    usedBy: 'api',
    meaning:
      'attempts at activities one student may record within a minute; more answer 429 with `Retry-After`, nothing stored',
  },
  {
    name: 'SEED_DEMO',
    default: '`true`',
    usedBy: 'api, start',
    meaning: 'seed the demo school when the database has no school',
  },
  {
    name: 'LOG_LEVEL',
    default: '`warn`',
    usedBy: 'api',
    meaning: "the API's log level (`fatal` … `trace`, `silent`)",
  },
  {
    name: 'DEMO_PASSWORD',
    default: '`Demo!2345`',
    usedBy: 'api, start',
    meaning: "the demo accounts' password",
  },
  {
    name: 'ROOT_EMAIL',
    default: 'unset',
    usedBy: 'api',
    meaning:
      "with `ROOT_PASSWORD`: the platform owner's (root's) e-mail; the API creates that account at start, or sets its password when it exists",
  },
  {
    name: 'ROOT_PASSWORD',
    default: 'unset',
    usedBy: 'api',
    meaning: "with `ROOT_EMAIL`: root's password (the password rule applies); set both or neither",
  },
  {
    name: 'GRAPHQL_MAX_DEPTH',
    default: '`8`',
    usedBy: 'gateway',
    meaning:
      "deepest selection a GraphQL operation may nest (introspection's `__schema` excepted; its cost still counts)",
  },
  {
    name: 'GRAPHQL_MAX_ALIASES',
    default: '`20`',
    usedBy: 'gateway',
    meaning: 'aliased fields in one operation',
  },
  {
    name: 'GRAPHQL_MAX_DIRECTIVES',
    default: '`20`',
    usedBy: 'gateway',
    meaning: 'directives in one operation',
  },
  {
    name: 'GRAPHQL_MAX_TOKENS',
    default: '`2000`',
    usedBy: 'gateway',
    meaning: 'lexical tokens in one document, counted while parsing',
  },
  {
    name: 'GRAPHQL_MAX_COST',
    default: '`10000`',
    usedBy: 'gateway',
    meaning:
      'estimated cost of one operation: a field costs 1, a list its selection times its `first` (or `GRAPHQL_LIST_COST`), so nested lists multiply',
  },
  {
    name: 'GRAPHQL_LIST_COST',
    default: '`10`',
    usedBy: 'gateway',
    meaning: 'the size the cost estimate assumes for a list field without `first`',
  },
  {
    name: 'GRAPHQL_TOKEN_BUDGET',
    default: '`1000000`',
    usedBy: 'gateway',
    meaning:
      'the estimated cost an API token may spend an hour, over its operations and its REST calls (`REST_CALL_COST`, 100 each; [I want to integrate](integrators.md#i-want-to-integrate)); past it, THROTTLED (429) until its hour renews',
  },
  {
    name: 'GRAPHQL_TIMEOUT_MS',
    default: '`15000`',
    usedBy: 'gateway',
    meaning: 'an operation still running after this is stopped: its REST calls are aborted, its unanswered fields fail',
  },
  {
    name: 'GRAPHQL_TRUSTED_DOCUMENTS',
    default: '`false` (compose: `true`)',
    usedBy: 'gateway',
    meaning:
      "`true`: a request without `Authorization: Bearer` (a browser session, a visitor) may run only the web client's own operations, by hash or in full (see [Trusted documents](security.md#trusted-documents)); a token holder sends any operation within the limits. `false` lets GraphiQL run with a session",
  },
  {
    name: 'BODY_LIMIT_BYTES',
    default: '`1048576`',
    usedBy: 'api, gateway',
    meaning:
      "the largest request body the origin and the API take, on `/graphql` and `/api/v1` (413 past it); the API's bulk account import allows at least 8 KiB a row",
  },
];
