// The development mail catcher `npm start` runs when no SMTP_URL is set:
// MailDev (SMTP server, web UI and REST API), so a newcomer sees every e-mail
// the portal sends at http://localhost:8080/mail/. Plain Node, no build step.
import { fileURLToPath } from 'node:url';

/** Where the origin serves the catcher, and MailDev's base path. */
export const MAIL_PATH = '/mail';

/**
 * What `npm start` does about e-mail, from the environment. With SMTP_URL set
 * the API sends through that server and no catcher runs (never MailDev then);
 * without it MailDev listens on 127.0.0.1 (MAILDEV_SMTP_PORT, default 1025;
 * MAILDEV_WEB_PORT, default 1080), the API sends to it and the origin serves it.
 */
export function mailSetup(env) {
  if (env.SMTP_URL) return { catcher: undefined };
  const smtpPort = Number(env.MAILDEV_SMTP_PORT || 1025);
  const webPort = Number(env.MAILDEV_WEB_PORT || 1080);
  return {
    catcher: {
      smtpPort,
      webPort,
      apiEnv: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      originEnv: { MAIL_CATCHER_URL: `http://127.0.0.1:${webPort}` },
      health: `http://127.0.0.1:${webPort}${MAIL_PATH}/api/healthz`,
    },
  };
}

/** MailDev's command line: loopback only, under /mail, its mail kept in `folder` (at most 500 messages). */
export function mailDevArguments(catcher, folder) {
  return [
    ...['--smtp', String(catcher.smtpPort), '--ip', '127.0.0.1'],
    ...['--web', String(catcher.webPort), '--web-ip', '127.0.0.1'],
    ...['--base-pathname', MAIL_PATH, '--mail-directory', folder, '--max-emails', '500', '--silent'],
  ];
}

/** MailDev's command, or undefined when it is not installed (`npm install` installs it; `--omit=dev` does not). */
export function mailDevScript() {
  try {
    return fileURLToPath(new URL('./bin/maildev.js', import.meta.resolve('maildev')));
  } catch {
    return undefined;
  }
}
