import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part. */
  links: string[];
  /** The message's header lines, by lower-case name, each value as sent (unfolded). */
  headers: Record<string, string>;
}

/** A real SMTP server in the test process; mail sent through nodemailer lands here, parsed. */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  /**
   * How it answers a mail's data: `accept` it, `refuse` it with a temporary failure (451, as a
   * server that is down or over its quota does), or `hold` it, never answering, as a server that
   * hangs does; `held` counts the mails held.
   */
  mode: 'accept' | 'refuse' | 'hold' = 'accept';
  refused = 0;
  held = 0;
  private waiters: (() => void)[] = [];
  private readonly server: SMTPServer;
  private port = 0;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.mode !== 'accept') {
          stream.resume();
          stream.on('end', () => {
            if (this.mode === 'hold') this.held += 1;
            else {
              this.refused += 1;
              callback(Object.assign(new Error('Serviciu indisponibil temporar'), { responseCode: 451 }));
            }
          });
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            this.accept(mail);
            callback();
          })
          .catch(callback);
      },
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<SmtpInbox> {
    const inbox = new SmtpInbox();
    await new Promise<void>((resolve) => inbox.server.listen(0, '127.0.0.1', resolve));
    inbox.port = (inbox.server.server.address() as AddressInfo).port;
    return inbox;
  }

  private accept(mail: ParsedMail): void {
    const text = mail.text ?? '';
    const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
    this.received.push({
      to,
      subject: mail.subject ?? '',
      text,
      html: typeof mail.html === 'string' ? mail.html : '',
      links: text.match(/https?:\/\/\S+/g) ?? [],
      headers: Object.fromEntries(
        mail.headerLines.map(({ key, line }) => [
          key,
          line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n\s+/g, ' ')
            .trim(),
        ]),
      ),
    });
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The first mail to `address` whose subject matches, waiting for it to arrive. */
  async waitFor(address: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    return (await this.waitForCount(address, subject, 1, timeoutMs))[0] as ReceivedMail;
  }

  /** The first `count` mails to `address` whose subject matches, waiting for them to arrive. */
  async waitForCount(address: string, subject: RegExp, count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
      if (found.length >= count) return found.slice(0, count);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No ${count} mails to ${address} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
