import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseSchema } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

type Db = Kysely<DatabaseSchema>;

/** How long a process may take to send a mail it leased before another may send it. */
const leaseSeconds = 120;
/** A mail the server refused waits this long, doubled for each failure, up to six hours. */
const firstRetrySeconds = 60;
const lastRetrySeconds = 6 * 60 * 60;

/**
 * Owes these mails (decision 046): written with the change they tell of, in the caller's
 * transaction, so a rolled-back change sends nothing and a committed one is sent even if this
 * process is killed before it could send.
 */
export async function oweMail(db: Db, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('mail_outbox')
    .values(messages.map((message) => ({ message })))
    .execute();
}

/**
 * Sends the mail owed, oldest first, each by whichever process leases it: a lease is taken in a
 * short statement (SKIP LOCKED), the mail is sent outside any transaction, then marked sent. A
 * mail server that refuses or fails puts the mail back for later; one killed mid-send is sent
 * again when its lease ends. Answers how many were sent and how many were put back.
 */
export async function deliverOwedMail(db: Db, mailer: Mailer, log: FastifyBaseLogger): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const leased = await sql<{ id: number; message: MailMessage; attempts: number }>`
      UPDATE mail_outbox SET held_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND send_after <= now() AND (held_until IS NULL OR held_until < now())
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, message, attempts
    `
      .execute(db)
      .then((result) => result.rows[0]);
    if (!leased) return { sent, failed };
    try {
      await mailer.send(leased.message);
      await db.updateTable('mail_outbox').set({ sent_at: new Date(), held_until: null }).where('id', '=', leased.id).execute();
      sent += 1;
    } catch (error) {
      const wait = Math.min(firstRetrySeconds * 2 ** (leased.attempts - 1), lastRetrySeconds);
      await sql`UPDATE mail_outbox SET held_until = NULL, send_after = now() + make_interval(secs => ${wait}) WHERE id = ${leased.id}`.execute(db);
      log.warn({ err: error, mail: leased.id, retryInSeconds: wait }, 'an owed mail was not sent; trying again later');
      failed += 1;
    }
  }
}
