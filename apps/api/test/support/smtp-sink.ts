import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from './api-process';

/** An SMTP reply the sink gives instead of accepting. */
function smtpError(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * A real SMTP server (nodemailer's `smtp-server`) that keeps every mail it accepted, parsed by `mailparser`.
 * It can defer the next mails with 451, refuse recipients with 550, accept slowly, and stop and start again on
 * the same port.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private server?: SMTPServer;
  private port = 0;
  private readonly deferrals = new Map<string, number>();
  private readonly refused = new Set<string>();
  /** Milliseconds the server waits before it answers a mail's data. */
  acceptDelayMs = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Answers the next `count` mails to this address with 451 (as a greylisting server does). */
  defer(address: string, count: number): void {
    this.deferrals.set(address.toLowerCase(), count);
  }

  /** Answers 550 (no such mailbox) for this address. */
  refuse(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  /** The accepted mails with this Message-ID. */
  withMessageId(messageId: string): ParsedMail[] {
    return this.received.filter((mail) => mail.messageId === messageId);
  }

  async start(): Promise<void> {
    const options: SMTPServerOptions = {
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A stopped sink drops its clients at once, as a server that went away does.
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          callback(smtpError(550, '5.1.1 No such user here'));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          async (mail) => {
            if (this.acceptDelayMs) await new Promise((done) => setTimeout(done, this.acceptDelayMs));
            const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? '';
            const deferrals = this.deferrals.get(to) ?? 0;
            if (deferrals > 0) {
              this.deferrals.set(to, deferrals - 1);
              callback(smtpError(451, '4.7.1 Greylisted, try again later'));
              return;
            }
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    };
    const server = new SMTPServer(options);
    server.on('error', () => undefined);
    // A claimed port (freePort): started again after stop(), it must still be free.
    this.port ||= await freePort();
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.server = server;
  }

  /** Stops listening and drops every connection; `start()` listens again on the same port. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }
}

/** A started sink. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = new SmtpSink();
  await sink.start();
  return sink;
}
