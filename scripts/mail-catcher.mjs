// The development mail catcher `npm start` runs when no SMTP_URL is set:
// MailDev (SMTP server, web UI and REST API), so a newcomer sees every e-mail
// the portal sends at http://localhost:8080/mail/. Plain Node, no build step.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { devToolsMayRun } from './lib.mjs';

/** Where the origin serves the catcher, and MailDev's base path. */
export const MAIL_PATH = '/mail';

/**
 * What `npm start` does about e-mail, from the environment. With SMTP_URL set
 * the API sends through that server and no catcher runs (never MailDev then).
 * Without it, where the development tools may not run (devToolsMayRun: a HOST
 * others reach, a proxy in front, or production), no catcher runs either, and `why` says so:
 * the API then answers an e-mail send 503. Else MailDev runs on 127.0.0.1, on MAILDEV_SMTP_PORT and
 * MAILDEV_WEB_PORT when they are set, else (undefined here) on free ports:
 * only the API and the origin talk to it, so nobody needs to know them, and a
 * second portal (the end-to-end run's) never finds them taken.
 */
export function mailSetup(env) {
  if (env.SMTP_URL) return { catcher: undefined, why: undefined };
  if (!devToolsMayRun(env)) {
    return {
      catcher: undefined,
      why: 'E-mail is off: the development mail catcher runs only on a loopback HOST outside production with no TRUST_PROXY; set SMTP_URL to your mail server.',
    };
  }
  const port = (value) => (value ? Number(value) : undefined);
  return {
    catcher: { smtpPort: port(env.MAILDEV_SMTP_PORT), webPort: port(env.MAILDEV_WEB_PORT) },
    why: undefined,
  };
}

/** What the API and the origin are told of a MailDev on these ports, and where it says it is up. */
export function mailDevLinks(smtpPort, webPort) {
  return {
    apiEnv: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    originEnv: { MAIL_CATCHER_URL: `http://127.0.0.1:${webPort}` },
    health: `http://127.0.0.1:${webPort}${MAIL_PATH}/api/healthz`,
  };
}

/** MailDev's command line: loopback only, under /mail, its mail kept in `folder` (at most 500 messages). */
export function mailDevArguments(smtpPort, webPort, folder) {
  return [
    ...['--smtp', String(smtpPort), '--ip', '127.0.0.1'],
    ...['--web', String(webPort), '--web-ip', '127.0.0.1'],
    ...['--base-pathname', MAIL_PATH, '--mail-directory', folder, '--max-emails', '500', '--silent'],
  ];
}

/** `count` distinct ports free on 127.0.0.1 a moment ago (all held at once while they are picked). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((listening, failed) => {
          const server = createServer();
          server.once('error', failed);
          server.listen(0, '127.0.0.1', () => listening(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}

/** MailDev's command, or undefined when it is not installed (`npm install` installs it; `--omit=dev` does not). */
export function mailDevScript() {
  try {
    return fileURLToPath(new URL('./bin/maildev.js', import.meta.resolve('maildev')));
  } catch {
    return undefined;
  }
}
