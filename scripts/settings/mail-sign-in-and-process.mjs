/** Mail, single sign-on, proxies, processes and the test runs (one half of scripts/settings/index.mjs's list). Texts are Markdown. */

/** @type {readonly import('./index.mjs').Setting[]} */
export const SETTINGS = [
  {
    name: 'SMTP_URL',
    default: 'unset',
    usedBy: 'api, start',
    meaning:
      'the mail server reports are e-mailed through (`smtp://user:password@host:587`, `smtps://…`); unset: the send answers 503, and `npm start` runs MailDev (on a loopback `HOST` outside production only)',
  },
  {
    name: 'MAIL_FROM',
    default: '`Science Portal <no-reply@portal.invalid>`',
    usedBy: 'api',
    meaning: 'the From of every e-mailed report',
  },
  {
    name: 'PORTAL_URL',
    default: '`http://localhost:8080` (`npm start`: `http://localhost:$PORT`)',
    usedBy: 'api, start',
    meaning:
      "where people open the portal: the links in mails lead there (a new e-mail's confirmation link, `PORTAL_URL/confirm-email?token=…`); set it to the public origin (`https://portal.example.org`) in production",
  },
  {
    name: 'EMAIL_MAX_FILE_BYTES',
    default: '`26214400` (25 MiB)',
    usedBy: 'api, gateway',
    meaning:
      "the largest report file one send may carry (413 past it); the origin lets that route's body through up to this plus 64 KiB",
  },
  {
    name: 'EMAIL_LIMIT_PER_USER',
    default: '`10`',
    usedBy: 'api',
    meaning:
      'reports one user may have accepted within `EMAIL_WINDOW_SECONDS`; more answer 429 with `Retry-After` (refused sends do not count)',
  },
  {
    name: 'EMAIL_WINDOW_SECONDS',
    default: '`3600`',
    usedBy: 'api',
    meaning: "the e-mail count's window",
  },
  {
    name: 'EMAIL_RETRY_LIMIT',
    default: '`10`',
    usedBy: 'api',
    meaning: 'how often a report the mail server did not take is tried again before it is left, unsent, in the outbox',
  },
  {
    name: 'EMAIL_RETRY_DELAY_SECONDS',
    default: '`30`',
    usedBy: 'api',
    meaning: 'the wait before the first retry; each next one doubles (with jitter), so ten retries span about a day',
  },
  {
    name: 'MAIL_CATCHER_URL',
    default: 'unset',
    usedBy: 'gateway',
    meaning:
      "the development mail catcher's web server (MailDev, base path `/mail`), served under `/mail/` with the origin's security headers and no CORS headers; `npm start` sets it when it runs MailDev (loopback `HOST`, not production, no `TRUST_PROXY`, no `SMTP_URL`); it answers only a caller on this machine (loopback connection, no proxy headers)",
  },
  {
    name: 'MAILDEV_SMTP_PORT',
    default: 'a free port',
    usedBy: 'start',
    meaning: 'the SMTP port of the development mail catcher `npm start` runs without `SMTP_URL` (127.0.0.1 only)',
  },
  {
    name: 'MAILDEV_WEB_PORT',
    default: 'a free port',
    usedBy: 'start',
    meaning: "its web UI and REST API port (127.0.0.1 only; the browser uses the origin's `/mail/`)",
  },
  {
    name: 'DEV_IDP_URL',
    default: 'unset',
    usedBy: 'gateway',
    meaning:
      "the development sign-in provider's own address (loopback), served under `/dev-idp/`; `npm start` sets it when it runs the provider",
  },
  {
    name: 'OIDC_ISSUER',
    default: 'unset',
    usedBy: 'api, gateway',
    meaning:
      "with `OIDC_CLIENT_ID`: the OpenID Connect provider single sign-on trusts (its issuer URL, e.g. a Keycloak realm's `https://id.example/realms/school`); its ID tokens are checked against the keys its discovery names. The gateway allows its origin in the Content-Security-Policy `connect-src` (the browser exchanges the code there). Unset: `GET /auth/sso` answers 404 and only the form signs in; `npm start` then runs the development provider and sets it",
  },
  {
    name: 'OIDC_CLIENT_ID',
    default: 'unset',
    usedBy: 'api',
    meaning:
      "with `OIDC_ISSUER`: the portal's public (PKCE) client id at the provider, the audience its ID tokens must name",
  },
  {
    name: 'OIDC_DISCOVERY_URL',
    default: '`{OIDC_ISSUER}/.well-known/openid-configuration`',
    usedBy: 'api',
    meaning:
      "where the API reads the provider's discovery document when the issuer URL is the browser's and not reachable from the API (docker compose: Keycloak's address on the container network); the document must still name `OIDC_ISSUER` as its issuer",
  },
  {
    name: 'OIDC_PROVIDER_NAME',
    default: '`Single Sign-On`',
    usedBy: 'api',
    meaning: "how the sign-in page and the school's admin name the provider",
  },
  {
    name: 'WEB_DIST',
    default: '`web/dist`',
    usedBy: 'gateway',
    meaning: 'the built web client the origin serves',
  },
  {
    name: 'TRUST_PROXY',
    default: 'unset (none)',
    usedBy: 'gateway',
    meaning:
      "the proxies in front of the origin whose `X-Forwarded-For` (and `-Proto`, `-Host`) the gateway believes; the browser is the first address from the right that is not one of them. `true` = one hop, a whole number = that many hops (the nearest callers, whoever they are), or a comma-separated list of proxy addresses and CIDR ranges (`10.0.0.0/8, 192.0.2.7, fd00::/8`, and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`), as Fastify's `trustProxy` (proxy-addr) reads them; a list is safer than a count when you know your proxies' addresses. Unset, `false` or `0`: none (the connection's own address). The gateway passes the one address it found on to the API and to the development sign-in provider; a trusted proxy's `X-Forwarded-Proto: https` also makes the origin send `Strict-Transport-Security`",
  },
  {
    name: 'API_TRUST_PROXY',
    default: '`1`',
    usedBy: 'api',
    meaning:
      "the same forms as `TRUST_PROXY`, for the API: which of its callers may name the client in `X-Forwarded-For`. The default, one hop, believes its direct caller: the gateway (or, in `docker-compose.yml`, nginx's balancer on port 4001, which passes the gateway's header on), so the API's port must be reachable only by the gateways (it listens on `127.0.0.1` by default). List the gateways' addresses to be stricter",
  },
  {
    name: 'DEV_IDP_SECRET_FILE',
    default: 'unset',
    usedBy: 'api',
    meaning:
      "set by `npm start` when it runs the development sign-in provider: the file (in `DATA_DIR/dev-identity-provider/`) holding this run's secret, with which the provider tells the API a browser's address. Unset: the provider's headers are ignored",
  },
  {
    name: 'LOG_REQUESTS',
    default: '`false`',
    usedBy: 'gateway',
    meaning:
      "log every request at the origin (a `token` in the query, the e-mail confirmation link's, logged as `[Redacted]`)",
  },
  {
    name: 'SKIP_BUILD',
    default: '`false`',
    usedBy: 'start',
    meaning: 'start without checking the builds (the e2e run builds first)',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_SECONDS',
    default: '`10`',
    usedBy: 'api, gateway',
    meaning:
      'on SIGTERM (or Ctrl-C) a piece stops listening (new connections are refused; a request on an open one, `/ready` included, is answered 503) and lets the requests in flight finish; past these seconds whatever still runs is cut off (its transaction rolled back, never half stored)',
  },
  {
    name: 'PORTAL_INSTANCE',
    default: 'unset',
    usedBy: 'api, gateway',
    meaning:
      'a token `npm start` makes up per run for both pieces; they echo it in an `x-portal-instance` header, so another program on their port is never taken for them',
  },
  {
    name: 'CHROMIUM_PATH',
    default: '`/usr/bin/chromium`',
    usedBy: 'tests',
    meaning: 'the Chromium the end-to-end tests drive',
  },
  {
    name: 'E2E_PORT',
    default: '`8091`',
    usedBy: 'tests',
    meaning: 'the port of the portal the end-to-end run starts',
  },
  {
    name: 'PLAYWRIGHT_JSON_OUTPUT_NAME',
    default: '`test-results/playwright.json`',
    usedBy: 'tests',
    meaning: 'where the end-to-end run writes its JSON report (`npm test` counts tests from it)',
  },
];
