import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { journeyServer } from './app-servers';

/** The local outbox of the server this journey runs against. */
const outbox = () => join(journeyServer().dataDir, 'mail');

export interface ReceivedMail {
  subject: string;
  text: string;
  /** The first link of the message, as a path and query on the site ('' when it has none). */
  link: string;
  /** Each header as written, by its name in lower case. */
  headers: Map<string, string>;
}

/** The outbox's mails to `to` whose subject contains `subject`, the newest first. */
async function mailsTo(to: string, subject: string): Promise<ParsedMail[]> {
  const files = (await readdir(outbox()).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  const found: ParsedMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(join(outbox(), file)));
    const recipients = [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address) ?? []);
    if (recipients.includes(to) && (mail.subject ?? '').includes(subject)) found.push(mail);
  }
  return found;
}

/** Waits for the newest mail to `to` whose subject contains `subject`, from the local outbox. */
export async function receiveMail(to: string, subject: string): Promise<ReceivedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, subject))[0];
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} about "${subject}"` },
    )
    .toBe(true);
  const mail = found as ParsedMail;
  const url = (mail.text ?? '').match(/https?:\/\/\S+/)?.[0];
  const parsed = url ? new URL(url) : undefined;
  const headers = new Map(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]));
  return { subject: mail.subject ?? '', text: mail.text ?? '', link: parsed ? parsed.pathname + parsed.search : '', headers };
}

/** How many mails to `to` whose subject contains `subject` the outbox holds now. */
export async function countMail(to: string, subject: string): Promise<number> {
  return (await mailsTo(to, subject)).length;
}
