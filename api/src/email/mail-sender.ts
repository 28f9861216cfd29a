import { createTransport } from 'nodemailer';
import { EMAIL_CHANGE_TEXTS, confirmationMailBody } from '@portal/domain';
import { linkDecisionMail } from '@portal/domain/family-texts';
import { emailedResultBody, emailedResultSubject } from '@portal/domain/result-texts';
import type { PendingReport } from './email-outbox.js';
import type { EmailSettings } from './email-settings.js';

const CONTENT_TYPES = { pdf: 'application/pdf', zip: 'application/zip' } as const;

/** The mail that confirms a new address: the link goes to that address only. */
export interface ConfirmationMail {
  /** Makes the Message-ID: one per link. */
  id: string;
  to: string;
  firstName: string;
  link: string;
}

/** The mail telling a parent the school decided on their link request (issue 36). */
export interface LinkDecisionMail {
  /** Makes the Message-ID: one per decision. */
  id: string;
  to: string;
  parentFirstName: string;
  childFirstName: string;
  approved: boolean;
}

export interface MailSender {
  /** Hands the report to the mail server; resolves once the server has accepted it. */
  send(report: PendingReport): Promise<void>;
  /** Hands a confirmation link to the mail server. */
  sendConfirmation(mail: ConfirmationMail): Promise<void>;
  /** Tells a parent the school approved or declined their link request. */
  sendLinkDecision(mail: LinkDecisionMail): Promise<void>;
  close(): void;
}

/**
 * Sends through the SMTP server `smtpUrl` names, with nodemailer. Each mail's
 * Message-ID is made from the outbox id, so in the rare case a mail is sent
 * again (the server took it, the process died before recording that) the two
 * copies are the same message to a mail client.
 */
export function smtpSender(settings: Pick<EmailSettings, 'smtpUrl' | 'from' | 'smtpTimeoutMs'>): MailSender {
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.smtpTimeoutMs,
    greetingTimeout: settings.smtpTimeoutMs,
    socketTimeout: settings.smtpTimeoutMs,
  });
  return {
    async send(report) {
      await transport.sendMail({
        from: settings.from,
        to: report.emailTo,
        subject: emailedResultSubject(report.userName),
        text: emailedResultBody(report.userName, report.fileName),
        messageId: `<${report.id}@email-outbox.portal.invalid>`,
        attachments: [{ filename: report.fileName, content: report.file, contentType: CONTENT_TYPES[report.fileType] }],
      });
    },
    async sendConfirmation(mail) {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: EMAIL_CHANGE_TEXTS.mailSubject,
        text: confirmationMailBody(mail.firstName, mail.link),
        messageId: `<${mail.id}@email-confirmation.portal.invalid>`,
      });
    },
    async sendLinkDecision(mail) {
      const { subject, body } = linkDecisionMail(mail.parentFirstName, mail.childFirstName, mail.approved);
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject,
        text: body,
        messageId: `<${mail.id}@parent-link.portal.invalid>`,
      });
    },
    close: () => transport.close(),
  };
}

/** Why a send failed, for the outbox and the log: the error's class and codes, never the server's whole answer. */
export function sendFailureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'Unknown failure';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [error.name, typeof code === 'string' ? code : '', typeof responseCode === 'number' ? responseCode : '']
    .filter((part) => part !== '')
    .join(' ');
}
