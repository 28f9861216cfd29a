import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { EmailQueue } from './email-queue.js';
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from './email-settings.js';
import { smtpSender } from './mail-sender.js';

/** How the API e-mails reports: the SMTP server's URL, and any setting that differs from the defaults. */
export type EmailOptions = Partial<EmailSettings> & Pick<EmailSettings, 'smtpUrl'>;

/**
 * The e-mail queue of an API instance: its worker starts when the API is
 * ready (pg-boss installs its tables then, in their own `pgboss` schema) and
 * stops when the API closes, before the database does.
 */
export function startEmail(
  app: FastifyInstance,
  database: Database,
  options: EmailOptions,
): { settings: EmailSettings; queue: EmailQueue } {
  const settings: EmailSettings = { ...DEFAULT_EMAIL_SETTINGS, ...options };
  const queue = new EmailQueue(database, settings, smtpSender(settings), app.log);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
  return { settings, queue };
}
