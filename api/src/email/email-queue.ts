import PgBoss from 'pg-boss';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { markAttemptFailed, markSent, pendingReport, writeToOutbox, type ReportToSend } from './email-outbox.js';
import { SEND_JOB_EXPIRY_SECONDS, type EmailSettings } from './email-settings.js';
import { sendFailureReason, type MailSender } from './mail-sender.js';
import { prepareConfirmation, writePendingEmail } from '../users/pending-email.js';
import { inQueueTransaction, queueConnection } from './queue-connection.js';

/** The pg-boss queue of reports to e-mail; each job's data is `{ outboxId }`. */
export const SEND_RESULT_QUEUE = 'email-send-result';

interface SendJob {
  outboxId: string;
}

/** The queue of confirmation links for new addresses; each job's data is `{ userId, email }`, never a token. */
export const CONFIRM_ADDRESS_QUEUE = 'email-confirm-address';

interface ConfirmJob {
  userId: string;
  email: string;
}

/** The queue of mails telling parents the school decided on their link request (issue 36). */
export const LINK_DECISION_QUEUE = 'email-link-decision';

/** Names, not only ids: a declined request is deleted, and the mail still says whom it was for. */
export interface LinkDecisionJob {
  parentId: string;
  childFirstName: string;
  approved: boolean;
}

/** How long a stop waits for a mail being sent before leaving it to a retry. */
const STOP_TIMEOUT_MS = 5_000;

/**
 * Reports to e-mail, queued on the database with pg-boss and sent by a worker
 * inside the API process. A report is accepted once it and its job are
 * written (one transaction); the worker sends it, and a failed send is tried
 * again later with backoff (`EmailSettings.retry*`), so a mail server that is
 * down loses nothing. The outbox row records a send, so a job that runs again
 * after a send succeeded sends nothing twice.
 */
export class EmailQueue {
  private readonly boss: PgBoss;
  private workerId: string | undefined;
  private confirmWorkerId: string | undefined;
  private decisionWorkerId: string | undefined;

  constructor(
    private readonly database: Database,
    private readonly settings: EmailSettings,
    private readonly sender: MailSender,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: queueConnection(database),
      schedule: false,
      supervise: settings.supervise,
    });
    // pg-boss reports a failed poll or maintenance here; without a listener an 'error' event would end the process.
    this.boss.on('error', (error) => this.log.warn({ failure: sendFailureReason(error) }, 'e-mail queue error'));
  }

  /** Installs or updates pg-boss's tables (its own `pgboss` schema), makes the queue and starts the worker. */
  async start(): Promise<void> {
    await this.boss.start();
    const queue = {
      name: SEND_RESULT_QUEUE,
      retryLimit: this.settings.retryLimit,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: this.settings.retryBackoff,
      expireInSeconds: SEND_JOB_EXPIRY_SECONDS,
    };
    for (const name of [SEND_RESULT_QUEUE, CONFIRM_ADDRESS_QUEUE, LINK_DECISION_QUEUE]) {
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { ...queue, name });
      else await this.boss.createQueue(name, { ...queue, name });
    }
    const polling = { pollingIntervalSeconds: this.settings.pollingIntervalSeconds };
    this.workerId = await this.boss.work<SendJob>(SEND_RESULT_QUEUE, polling, async ([job]) => {
      if (job) await this.deliver(job.data.outboxId);
    });
    this.confirmWorkerId = await this.boss.work<ConfirmJob>(CONFIRM_ADDRESS_QUEUE, polling, async ([job]) => {
      if (job) await this.deliverConfirmation(job.data);
    });
    this.decisionWorkerId = await this.boss.work<LinkDecisionJob>(LINK_DECISION_QUEUE, polling, async ([job]) => {
      if (job) await this.deliverLinkDecision(job.id, job.data);
    });
  }

  /**
   * Queues the mail telling a parent the school decided on their request.
   * After the decision is committed: a mail that could not be queued loses
   * no decision (the caller logs it), and a decision rolled back mails nobody.
   */
  async tellLinkDecision(job: LinkDecisionJob): Promise<void> {
    await this.boss.send(LINK_DECISION_QUEUE, job);
    if (this.decisionWorkerId) this.boss.notifyWorker(this.decisionWorkerId);
  }

  /**
   * Makes `email` the person's address waiting for confirmation and queues
   * the mail with its link, together (one transaction): the link is made
   * when the mail is sent, so the token is never stored in clear.
   */
  async requestConfirmation(userId: string, email: string): Promise<void> {
    await inQueueTransaction(this.database, async (connection) => {
      await writePendingEmail(this.database.db, connection, userId, email);
      await this.boss.send(CONFIRM_ADDRESS_QUEUE, { userId, email } satisfies ConfirmJob, { db: connection });
    });
    if (this.confirmWorkerId) this.boss.notifyWorker(this.confirmWorkerId);
  }

  /** Writes the report and its job together; the worker is woken to send it at once. */
  async enqueue(report: ReportToSend): Promise<string> {
    const outboxId = await inQueueTransaction(this.database, async (connection) => {
      const id = await writeToOutbox(this.database.db, connection, report);
      await this.boss.send(SEND_RESULT_QUEUE, { outboxId: id } satisfies SendJob, { db: connection });
      return id;
    });
    if (this.workerId) this.boss.notifyWorker(this.workerId);
    return outboxId;
  }

  /** Stops taking jobs and waits (a few seconds at most) for a mail being sent; the rest wait in the database. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    this.sender.close();
  }

  private async deliverConfirmation(job: ConfirmJob): Promise<void> {
    const mail = await prepareConfirmation(this.database.db, this.settings.portalUrl, job.userId, job.email);
    // A newer address was asked for, this one was confirmed, or the person is gone: nothing to send.
    if (!mail) return;
    try {
      await this.sender.sendConfirmation(mail);
    } catch (error) {
      // Tried again later, with a new link (this one's token is replaced then).
      this.log.warn(
        { userId: job.userId, failure: sendFailureReason(error) },
        'confirmation not sent; it will be tried again',
      );
      throw error;
    }
  }

  private async deliverLinkDecision(jobId: string, job: LinkDecisionJob): Promise<void> {
    const [parent] = await this.database.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, job.parentId))
      .limit(1);
    if (!parent) return; // the parent is gone: nobody to tell
    try {
      await this.sender.sendLinkDecision({
        id: jobId,
        to: parent.email,
        parentFirstName: parent.firstName,
        childFirstName: job.childFirstName,
        approved: job.approved,
      });
    } catch (error) {
      this.log.warn(
        { parentId: job.parentId, failure: sendFailureReason(error) },
        'link decision not mailed; it will be tried again',
      );
      throw error;
    }
  }

  private async deliver(outboxId: string): Promise<void> {
    const { db } = this.database;
    const report = await pendingReport(db, outboxId);
    // Already sent (a job run again after its send was recorded), or its user was deleted: nothing to send.
    if (!report) return;
    try {
      await this.sender.send(report);
    } catch (error) {
      const reason = sendFailureReason(error);
      await markAttemptFailed(db, outboxId, reason);
      this.log.warn({ outboxId, failure: reason }, 'e-mail not sent; it will be tried again');
      throw error;
    }
    await markSent(db, outboxId);
  }
}
