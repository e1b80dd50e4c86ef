import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { journeyServer } from './app-servers';

/** The local outbox of the server this journey runs against. */
const outbox = () => join(journeyServer().dataDir, 'mail');

export interface ReceivedMail {
  subject: string;
  text: string;
  /** The first link of the message, as a path and query on the site ('' when it has none). */
  link: string;
}

/** Waits for the newest mail to `to` whose subject contains `subject`, from the local outbox. */
export async function receiveMail(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox()).catch(() => [] as string[]))
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(outbox(), file)));
          const recipients = [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address) ?? []);
          if (!recipients.includes(to) || !(mail.subject ?? '').includes(subject)) continue;
          const url = (mail.text ?? '').match(/https?:\/\/\S+/)?.[0];
          const parsed = url ? new URL(url) : undefined;
          found = { subject: mail.subject ?? '', text: mail.text ?? '', link: parsed ? parsed.pathname + parsed.search : '' };
          return true;
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} about "${subject}"` },
    )
    .toBe(true);
  return found as ReceivedMail;
}
