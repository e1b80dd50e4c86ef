import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../../security/opaque-tokens';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { createBuyer, createSeller, startTestServer, type TestServer } from '../../../testing/test-server';
import { deleteExpiredRows, keptAccountMailDays, keptModerationDays, unactivatedSignUpDays } from './expired-rows';

const day = 24 * 60 * 60 * 1000;

describeOnEachEngine('deleting expired rows on $engine', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it('deletes spent links, ended sessions and their records, stale lockouts and sign-ups never activated, and keeps the rest', async () => {
    const { db } = server.database;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const seller = await createSeller(server);
    const stale = await createSeller(server, { isVerified: false });
    const touched = await createSeller(server, { isVerified: false });
    const fresh = await createSeller(server, { isVerified: false });
    const old = ago(unactivatedSignUpDays + 1);
    await db.updateTable('users').set({ created_at: old, updated_at: old }).where('uuid', '=', stale.uuid).execute();
    // Marked unverified by an administrator: changed after it was made, so not a forgotten sign-up.
    await db
      .updateTable('users')
      .set({ created_at: old, updated_at: ago(1) })
      .where('uuid', '=', touched.uuid)
      .execute();

    // A buyer who never activated their sign-up: their company goes with them; a working buyer's stays.
    const buyer = await createBuyer(server);
    const forgotten = await createBuyer(server);
    await db.updateTable('users').set({ is_verified: false, created_at: old, updated_at: old }).where('uuid', '=', forgotten.uuid).execute();
    const invitation = (name: string, fields: object) => ({
      token_hash: hashOpaqueToken(name),
      company_uuid: buyer.company,
      email: `${name}@horeca.test`,
      membership: 'MEMBER' as const,
      expires_at: new Date(now.getTime() + day),
      ...fields,
    });
    await db
      .insertInto('buyer_invitations')
      .values([invitation('i-expirata', { expires_at: ago(1) }), invitation('i-folosita', { used_at: ago(2) }), invitation('i-valabila', {})])
      .execute();

    // A visitor's saved search never confirmed goes after a week; a confirmed one stays (issue #52).
    const visitorSearch = (name: string, fields: object) => ({
      email: `${name}@exemplu.ro`,
      name,
      criteria: JSON.stringify({ name: 'vitrina', city: 'Toate', filter: [], sort: [] }),
      frequency: 'DAILY' as const,
      unsubscribe_token: `${name}-dezabonare-0123456789`,
      next_due_at: now,
      ...fields,
    });
    await db
      .insertInto('saved_searches')
      .values([
        visitorSearch('neconfirmata', { created_at: old }),
        visitorSearch('confirmata', { created_at: old, confirmed_at: old }),
        visitorSearch('proaspata', { created_at: ago(1) }),
      ])
      .execute();

    const token = (name: string, fields: object) => ({
      token_hash: hashOpaqueToken(name),
      user_uuid: seller.uuid,
      purpose: 'reset' as const,
      expires_at: new Date(now.getTime() + day),
      ...fields,
    });
    await db
      .insertInto('mail_tokens')
      .values([token('expirat', { expires_at: ago(1) }), token('folosit', { used_at: ago(2) }), token('valabil', {})])
      .execute();
    const refresh = (name: string, fields: object) => ({
      token_hash: hashOpaqueToken(name),
      family_id: seller.uuid,
      user_uuid: seller.uuid,
      expires_at: new Date(now.getTime() + day),
      ...fields,
    });
    await db
      .insertInto('refresh_tokens')
      .values([refresh('r-expirat', { expires_at: ago(1) }), refresh('r-revocat', { revoked_at: ago(2) }), refresh('r-rotit', { rotated_at: ago(2) })])
      .execute();
    const gone = '00000000-0000-4000-8000-00000000dead';
    await db
      .insertInto('sessions')
      .values([
        { id: seller.uuid, user_uuid: seller.uuid },
        { id: gone, user_uuid: seller.uuid },
      ])
      .execute();
    await db
      .insertInto('login_failures')
      .values([
        { account_key: 'vechi', client: '203.0.113.1', failures: 3, updated_at: ago(2) },
        { account_key: 'recent', client: '203.0.113.1', failures: 3, updated_at: now },
      ])
      .execute();

    const mail = { to: 'x@horeca.test', subject: 's', text: 't', html: 'h', links: [] };
    await db
      .insertInto('mail_outbox')
      .values([
        { message: mail, sent_at: ago(2) },
        { message: mail, sent_at: null },
      ])
      .execute();
    await db
      .insertInto('company_rechecks')
      .values([
        { day: '2026-09-01', finished_at: ago(40) },
        { day: '2026-11-27', finished_at: ago(1) },
      ])
      .execute();
    await db
      .insertInto('account_mails')
      .values([
        { user_uuid: seller.uuid, kind: 'new device', subject: 'vechi', sent_at: ago(keptAccountMailDays + 1) },
        { user_uuid: seller.uuid, kind: 'new device', subject: 'recent', sent_at: ago(keptAccountMailDays - 1) },
      ])
      .execute();

    const report = {
      product_uuid: seller.uuid,
      product_name: 'Cafea',
      reason: 'OTHER' as const,
      explanation: 'Descriere greșită',
      address: '/product',
      sender_key: 'k',
    };
    await db
      .insertInto('content_reports')
      .values([
        { ...report, explanation: 'vechi', created_at: ago(keptModerationDays + 1) },
        { ...report, explanation: 'recent', created_at: ago(keptModerationDays - 1) },
      ])
      .execute();
    const step = { actor: 'vizitator', step: 'REPORTED' as const, product_uuid: seller.uuid, product_name: 'Cafea', subject_uuid: seller.uuid };
    await db
      .insertInto('moderation_log')
      .values([
        { ...step, reason: 'vechi', at: ago(keptModerationDays + 2) },
        { ...step, reason: 'recent', at: ago(keptModerationDays - 1) },
      ])
      .execute();

    expect(await deleteExpiredRows(db, now)).toMatchObject({
      mailTokens: 2,
      refreshTokens: 2,
      sessions: 1,
      loginFailures: 1,
      signUps: 2,
      companies: 1,
      invitations: 2,
      unconfirmedSearches: 1,
      sentMail: 1,
      rechecks: 1,
      accountMails: 1,
      reports: 1,
      moderationLog: 1,
    });
    // Reports and the moderation log are kept three years.
    expect(await db.selectFrom('content_reports').select('explanation').execute()).toEqual([{ explanation: 'recent' }]);
    expect(await db.selectFrom('moderation_log').select('reason').execute()).toEqual([{ reason: 'recent' }]);
    // A security mail's record stays a year, for the owner's data download.
    expect(await db.selectFrom('account_mails').select('subject').execute()).toEqual([{ subject: 'recent' }]);
    // Mail not yet sent stays owed; last night's round stays for the operator.
    expect(await db.selectFrom('mail_outbox').select('sent_at').execute()).toEqual([{ sent_at: null }]);
    expect((await db.selectFrom('buyer_companies').select('uuid').execute()).map((row) => row.uuid)).toEqual([buyer.company]);
    expect(await db.selectFrom('order_lists').select('uuid').where('company_uuid', '=', forgotten.company).execute()).toEqual([]);
    expect(await db.selectFrom('buyer_invitations').select('email').execute()).toEqual([{ email: 'i-valabila@horeca.test' }]);
    expect((await db.selectFrom('saved_searches').select('name').orderBy('name').execute()).map((row) => row.name)).toEqual(['confirmata', 'proaspata']);
    expect(await db.selectFrom('company_rechecks').select('day').execute()).toEqual([{ day: '2026-11-27' }]);
    expect((await db.selectFrom('sessions').select('id').where('user_uuid', '=', seller.uuid).execute()).map((row) => row.id)).toEqual([seller.uuid]);
    const users = (await db.selectFrom('users').select('uuid').execute()).map((row) => row.uuid);
    expect(users).toEqual(expect.arrayContaining([seller.uuid, touched.uuid, fresh.uuid]));
    expect(users).not.toContain(stale.uuid);
    expect((await db.selectFrom('mail_tokens').select('token_hash').where('user_uuid', '=', seller.uuid).execute()).map((row) => row.token_hash)).toEqual([
      hashOpaqueToken('valabil'),
    ]);
    expect((await db.selectFrom('refresh_tokens').select('token_hash').where('user_uuid', '=', seller.uuid).execute()).map((row) => row.token_hash)).toEqual([
      hashOpaqueToken('r-rotit'),
    ]);
    expect((await db.selectFrom('login_failures').select('account_key').execute()).map((row) => row.account_key)).toEqual(['recent']);
  });
});
