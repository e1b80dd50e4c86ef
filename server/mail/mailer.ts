import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, logged in local mode so a local user can follow them. */
  links: string[];
  replyTo?: string;
  /** Headers besides nodemailer's own, such as RFC 8058's one-click unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where `.eml` files go when there is no SMTP server. */
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Real mail through nodemailer: over SMTP when `SMTP_URL` is set; otherwise each message is
 * rendered to a real `.eml` file in the outbox and its links are written to the log.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text, html, replyTo, headers }) {
        await transport.sendMail({ from, to, subject, text, html, replyTo, headers });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, links, replyTo, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, replyTo, headers });
      await mkdir(outboxDir, { recursive: true });
      const safeId = String(info.messageId).replace(/[^A-Za-z0-9.-]/g, '');
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, links, file }, 'mail written to the local outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
