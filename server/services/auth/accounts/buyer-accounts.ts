import type { Kysely } from 'kysely';
import type { components, operations } from '../../../../openapi/generated/auth';
import { phoneKey } from '../../../../openapi/domain/field-rules';
import { defaultListName } from '../../../../openapi/domain/order-texts';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { oweMail } from '../../../mail/mail-outbox';
import { invitationMail } from '../../../mail/order-messages';
import { requireCaptcha } from '../../../security/captcha';
import { hashOpaqueToken, newOpaqueToken } from '../../../security/opaque-tokens';
import { hashPassword } from '../../../security/passwords';
import { refuseWeakPassword } from '../../../security/weak-passwords';
import { requireBuyer, requireBuyerOwner } from '../../buyers/buyer-caller';
import { knownCity } from '../../buyers/known-city';
import type { RequestOf } from '../../handlers';
import { linkTo, sendActivation } from './account-flows';
import type { AccountDeps } from '../account-deps';
import { refuseInvalidCompanyCode } from './company-code-check';
import { toProfile, type Profile } from './profile-view';
import { assertIdentityFree, identityConflictFrom, profileColumns } from './users-store';

type Db = Kysely<DatabaseSchema>;
type BuyerCompany = components['schemas']['BuyerCompany'];
type LocationInput = components['schemas']['BuyerLocationInput'];

/** How long an invitation's link lives. */
const invitationDays = 7;

export interface BuyerDeps extends AccountDeps {
  /** Sends the mail owed now, in the background, once the change that owes it has committed. */
  sendOwedMail: () => void;
}

/** The locations as kept: trimmed, each city in its canonical spelling (an unknown one is CITY_NOT_FOUND on its field). */
const keptLocations = (locations: readonly LocationInput[]) =>
  locations.map((location, index) => ({
    ...(location.uuid ? { uuid: location.uuid } : {}),
    name: location.name.trim(),
    city: knownCity(location.city, `locations.${index}.city`),
    address: location.address.trim(),
  }));

/**
 * A restaurant, hotel or caterer registers (issue #50, decision 053): the account, its company
 * (the CUI checked by its digit, as a seller's is), the company's locations and its "Favorite"
 * list are written in one transaction; the activation mail follows, and a mail server that
 * refuses undoes them all.
 */
export async function registerBuyer(request: RequestOf<operations, 'registerBuyer'>, deps: BuyerDeps): Promise<Profile> {
  const body = request.body;
  await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken, request.ip);
  await refuseWeakPassword(body.password, [body.username, body.email, body.firstName, body.lastName, body.companyName]);
  refuseInvalidCompanyCode(body.companyIdentifier, 'companyIdentifier');
  const locations = keptLocations(body.locations);
  await assertIdentityFree(deps.db, { username: body.username, email: body.email, phoneKey: phoneKey(body.phone) });
  const passwordHash = await hashPassword(body.password);
  const { user, company } = await deps.db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          ...profileColumns({ ...body, sellerName: body.companyName, sellerIdentifier: body.companyIdentifier }),
          password_hash: passwordHash,
          role: 'BUYER_HORECA',
          is_verified: false,
          is_enabled: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const company = await trx
        .insertInto('buyer_companies')
        .values({ name: user.seller_name, identifier: user.seller_identifier })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      await trx.insertInto('buyer_members').values({ user_uuid: user.uuid, company_uuid: company.uuid, membership: 'OWNER' }).execute();
      await trx
        .insertInto('buyer_locations')
        .values(
          locations.map((location, position) => ({
            company_uuid: company.uuid,
            position,
            name: location.name,
            city: location.city,
            address: location.address,
          })),
        )
        .execute();
      await trx.insertInto('order_lists').values({ company_uuid: company.uuid, name: defaultListName, is_default: true }).execute();
      return { user, company: company.uuid };
    })
    .catch((error: unknown) => {
      throw identityConflictFrom(error) ?? error;
    });
  await sendActivation(deps, user, () =>
    deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('users').where('uuid', '=', user.uuid).execute();
      await trx.deleteFrom('buyer_companies').where('uuid', '=', company).execute();
    }),
  );
  return toProfile(user);
}

/** The company as its members see it; invitations only for an owner. */
async function companyView(db: Db, company: string, membership: 'OWNER' | 'MEMBER'): Promise<BuyerCompany> {
  const [row, locations, members, invitations] = await Promise.all([
    db.selectFrom('buyer_companies').select(['uuid', 'name', 'identifier']).where('uuid', '=', company).executeTakeFirstOrThrow(),
    db.selectFrom('buyer_locations').select(['uuid', 'name', 'city', 'address']).where('company_uuid', '=', company).orderBy('position').execute(),
    db
      .selectFrom('buyer_members')
      .innerJoin('users', 'users.uuid', 'buyer_members.user_uuid')
      .select(['users.uuid', 'users.username', 'users.first_name', 'users.last_name', 'users.email', 'users.is_verified', 'buyer_members.membership'])
      .where('buyer_members.company_uuid', '=', company)
      .orderBy('buyer_members.created_at')
      .execute(),
    membership === 'OWNER'
      ? db
          .selectFrom('buyer_invitations')
          .select(['email', 'membership', 'expires_at'])
          .where('company_uuid', '=', company)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .orderBy('created_at')
          .execute()
      : Promise.resolve([]),
  ]);
  return {
    ...row,
    membership,
    locations,
    members: members.map((member) => ({
      uuid: member.uuid,
      username: member.username,
      firstName: member.first_name,
      lastName: member.last_name,
      email: member.email,
      membership: member.membership,
      isVerified: member.is_verified,
    })),
    invitations: invitations.map((invitation) => ({
      email: invitation.email,
      membership: invitation.membership,
      expiresAt: invitation.expires_at.toISOString(),
    })),
  };
}

export async function getBuyerCompany(request: RequestOf<operations, 'getBuyerCompany'>, deps: BuyerDeps): Promise<BuyerCompany> {
  const buyer = await requireBuyer(request, deps.db);
  return companyView(deps.db, buyer.company, buyer.membership);
}

/**
 * An owner replaces the locations, in order: one named by its uuid is kept (a uuid not the
 * company's is LOCATION_NOT_FOUND on its field), one without is added, one left out is removed.
 */
export async function setBuyerLocations(request: RequestOf<operations, 'setBuyerLocations'>, deps: BuyerDeps): Promise<BuyerCompany> {
  const buyer = await requireBuyerOwner(request, deps.db);
  const locations = keptLocations(request.body.locations);
  await deps.db.transaction().execute(async (trx) => {
    const existing = new Set(
      (await trx.selectFrom('buyer_locations').select('uuid').where('company_uuid', '=', buyer.company).forUpdate().execute()).map((row) =>
        row.uuid.toLowerCase(),
      ),
    );
    locations.forEach((location, index) => {
      if (location.uuid && !existing.has(location.uuid.toLowerCase()))
        throw new HttpProblem(404, 'LOCATION_NOT_FOUND', {
          errors: [{ field: `locations.${index}.uuid`, rule: 'unknown', message: 'Locația nu a fost găsită.', code: 'LOCATION_NOT_FOUND' }],
        });
    });
    const kept = locations.flatMap((location) => (location.uuid ? [location.uuid] : []));
    let removed = trx.deleteFrom('buyer_locations').where('company_uuid', '=', buyer.company);
    if (kept.length > 0) removed = removed.where('uuid', 'not in', kept);
    await removed.execute();
    for (const [position, location] of locations.entries()) {
      const columns = { position, name: location.name, city: location.city, address: location.address };
      if (location.uuid) await trx.updateTable('buyer_locations').set(columns).where('uuid', '=', location.uuid).execute();
      else
        await trx
          .insertInto('buyer_locations')
          .values({ ...columns, company_uuid: buyer.company })
          .execute();
    }
  });
  return companyView(deps.db, buyer.company, buyer.membership);
}

/**
 * An owner invites someone by e-mail: a link valid 7 days, owed in the outbox with the
 * invitation, so it is sent even if this process dies; the same address invited again gets a
 * new link and the old one ends. An address that already has an account is EMAIL_ALREADY_EXISTS.
 */
export async function inviteBuyerMember(
  request: RequestOf<operations, 'inviteBuyerMember'>,
  deps: BuyerDeps,
): Promise<components['schemas']['BuyerInvitation']> {
  const buyer = await requireBuyerOwner(request, deps.db);
  const email = request.body.email.trim();
  const taken = await deps.db
    .selectFrom('users')
    .select('uuid')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw new HttpProblem(409, 'EMAIL_ALREADY_EXISTS', { errors: [{ field: 'email', rule: 'unique', message: 'Adresa are deja un cont.' }] });
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + invitationDays * 24 * 60 * 60 * 1000);
  await deps.db.transaction().execute(async (trx) => {
    const company = await trx.selectFrom('buyer_companies').select('name').where('uuid', '=', buyer.company).executeTakeFirstOrThrow();
    await trx
      .deleteFrom('buyer_invitations')
      .where('company_uuid', '=', buyer.company)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('buyer_invitations')
      .values({
        token_hash: hashOpaqueToken(token),
        company_uuid: buyer.company,
        email,
        membership: request.body.membership,
        invited_by: buyer.caller.uuid,
        expires_at: expiresAt,
      })
      .execute();
    await oweMail(trx, [
      invitationMail({
        to: email,
        siteName: deps.config.siteName,
        company: company.name,
        inviter: buyer.caller.username,
        link: linkTo(deps.config, '/join-company', email, token),
      }),
    ]);
  });
  deps.sendOwedMail();
  return { email, membership: request.body.membership, expiresAt: expiresAt.toISOString() };
}

/**
 * Someone invited creates their account from the link: it proves the address, so the account is
 * active at once. The link is spent in the same transaction that writes the account; one used,
 * ended, expired or for another address is INVALID_TOKEN.
 */
export async function joinBuyerCompany(request: RequestOf<operations, 'joinBuyerCompany'>, deps: BuyerDeps): Promise<Profile> {
  const body = request.body;
  await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken, request.ip);
  const invitation = await deps.db
    .selectFrom('buyer_invitations')
    .innerJoin('buyer_companies', 'buyer_companies.uuid', 'buyer_invitations.company_uuid')
    .select([
      'buyer_invitations.token_hash',
      'buyer_invitations.email',
      'buyer_invitations.membership',
      'buyer_invitations.company_uuid',
      'buyer_companies.name',
      'buyer_companies.identifier',
    ])
    .where('buyer_invitations.token_hash', '=', hashOpaqueToken(body.token))
    .where('buyer_invitations.used_at', 'is', null)
    .where('buyer_invitations.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!invitation || invitation.email.toLowerCase() !== body.email.trim().toLowerCase()) throw new HttpProblem(400, 'INVALID_TOKEN');
  await refuseWeakPassword(body.password, [body.username, body.email, body.firstName, body.lastName, invitation.name]);
  await assertIdentityFree(deps.db, { username: body.username, email: invitation.email, phoneKey: phoneKey(body.phone) });
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db
    .transaction()
    .execute(async (trx) => {
      const spent = await trx
        .updateTable('buyer_invitations')
        .set({ used_at: new Date() })
        .where('token_hash', '=', invitation.token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw new HttpProblem(400, 'INVALID_TOKEN');
      const user = await trx
        .insertInto('users')
        .values({
          ...profileColumns({ ...body, email: invitation.email, sellerName: invitation.name, sellerIdentifier: invitation.identifier }),
          password_hash: passwordHash,
          role: 'BUYER_HORECA',
          is_verified: true,
          is_enabled: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('buyer_members')
        .values({ user_uuid: user.uuid, company_uuid: invitation.company_uuid, membership: invitation.membership })
        .execute();
      return user;
    })
    .catch((error: unknown) => {
      throw identityConflictFrom(error) ?? error;
    });
  return toProfile(user);
}

/**
 * An owner removes a member: the member's account goes with its sessions, the company's lists
 * stay. The company keeps at least one owner (COMPANY_NEEDS_AN_OWNER); someone not of the
 * company is not found.
 */
export async function removeBuyerMember(request: RequestOf<operations, 'removeBuyerMember'>, deps: BuyerDeps): Promise<void> {
  const buyer = await requireBuyerOwner(request, deps.db);
  await deps.db.transaction().execute(async (trx) => {
    const members = await trx.selectFrom('buyer_members').select(['user_uuid', 'membership']).where('company_uuid', '=', buyer.company).forUpdate().execute();
    const member = members.find((row) => row.user_uuid.toLowerCase() === request.params.member.toLowerCase());
    if (!member) throw new HttpProblem(404, 'USER_NOT_FOUND');
    if (member.membership === 'OWNER' && members.filter((row) => row.membership === 'OWNER').length === 1) throw new HttpProblem(409, 'COMPANY_NEEDS_AN_OWNER');
    await trx.deleteFrom('users').where('uuid', '=', member.user_uuid).execute();
  });
}
