import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process that keeps every message it takes,
 * parsed. `stop()` then `listen()` again on the same port is a mail server
 * going down and coming back.
 */
export class SmtpCatcher {
  readonly messages: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream).then(
          (mail) => {
            this.messages.push(mail);
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(this.port, '127.0.0.1', () => listening());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((closed) => server.close(() => closed()));
  }

  /** Resolves once `count` messages have arrived; fails after `timeoutMs`. */
  async waitForMessages(count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.messages.length} of ${count} messages arrived`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    return this.messages;
  }
}
