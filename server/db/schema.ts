import type { FieldColumns } from '../../openapi/domain/product-fields';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DeliveryTerms } from '../../openapi/domain/delivery-terms';
import type { MailMessage } from '../mail/mailer';
import type { CompanyRecord } from '../services/company-register/anaf-register';

/** Insertable without a value: the database fills in now(). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type RoleName = 'ADMIN_HORECA' | 'SELLER_HORECA' | 'BUYER_HORECA';

export interface UsersTable {
  uuid: Generated<string>;
  username: string;
  email: string;
  phone: string;
  phone_key: string;
  first_name: string;
  last_name: string;
  seller_name: string;
  seller_identifier: string;
  description: Generated<string>;
  password_hash: string;
  role: RoleName;
  is_verified: Generated<boolean>;
  is_enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** What ANAF's register last said of the seller's company (issue #49, decision 045). */
  company_state: Generated<CompanyState>;
  company_checked_at: NullableTimestamp;
  company_record: Generated<CompanyRecord | null>;
  /** Suspended by a moderation decision (issue #51): the seller still signs in, to see and contest it, but lists nothing. */
  moderation_suspended: Generated<boolean>;
  /** Enabled, verified, not suspended, and not found inactive or struck off: whether the seller's products show. Computed by the database. */
  lists_products: GeneratedAlways<boolean>;
  /** The seller page's address, made by the database from the seller's name (decision 047); null for administrators. */
  slug: Generated<string | null>;
  /** What the seller says of delivery, or null until they say it (issue #49). */
  delivery_terms: Generated<DeliveryTerms | null>;
}

export type CompanyState = 'UNCHECKED' | 'ACTIVE' | 'INACTIVE' | 'STRUCK_OFF' | 'NOT_FOUND';

export type MailTokenPurpose = 'activate' | 'reset' | 'delete';

interface MailTokensTable {
  token_hash: string;
  user_uuid: string;
  purpose: MailTokenPurpose;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_uuid: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Where and when a session (a refresh-token family) was opened and last used (decision 021). */
interface SessionsTable {
  id: string;
  user_uuid: string;
  signed_in_at: Timestamp;
  last_used_at: Timestamp;
  user_agent: Generated<string>;
  network: Generated<string>;
  device_key: Generated<string>;
  /** The second factor the session passed at sign-in or since: '' (none), 'totp', 'recoveryCode' or 'passkey'. */
  second_factor: Generated<string>;
  /** When the session last proved who is behind it: its login, a factor passed since, or the password typed again. */
  authenticated_at: Timestamp;
}

interface AuthenticatorsTable {
  user_uuid: string;
  sealed_secret: string;
  created_at: Timestamp;
  confirmed_at: NullableTimestamp;
  last_step: Generated<number>;
  /** Wrong codes typed for this account from any address since the last right one (decision 043). */
  failures: Generated<number>;
  /** Until when the app's codes are refused, after too many wrong ones; a passkey or a recovery code still works. */
  blocked_until: NullableTimestamp;
}

interface RecoveryCodesTable {
  user_uuid: string;
  lookup: string;
  code_hash: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

interface PendingLoginsTable {
  token_hash: string;
  user_uuid: string;
  expires_at: Timestamp;
  /** Wrong codes this half-done login was answered with; it ends after a few (decision 043). */
  failures: Generated<number>;
}

interface PasskeysTable {
  id: string;
  user_uuid: string;
  credential_id: string;
  public_key: Uint8Array;
  /** bigint: the drivers read it back as a string or a number. */
  counter: ColumnType<string | number | bigint, number | undefined, number>;
  /** The transports the browser reported, comma-separated. */
  transports: Generated<string>;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

interface WebauthnChallengesTable {
  challenge: string;
  /** 'register' or 'login'. */
  purpose: string;
  user_uuid: string | null;
  expires_at: Timestamp;
}

interface LoginFailuresTable {
  account_key: string;
  client: string;
  failures: Generated<number>;
  blocked_until: NullableTimestamp;
  updated_at: Timestamp;
}

interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

/**
 * The products table's field columns, from the field list (`openapi/domain/product-fields.ts`,
 * decision 044): each declared column with the type its SQL type reads as; an optional field's
 * column is null when the field is not set.
 */
type FieldColumnTypes = {
  [F in keyof FieldColumns as FieldColumns[F]['column']]: FieldColumns[F]['optional'] extends true ? FieldColumns[F]['value'] | null : FieldColumns[F]['value'];
};

export type ProductsTable = FieldColumnTypes & {
  uuid: Generated<string>;
  owner_uuid: string;
  /** The name an import matches rows on (`matchingName`), kept by every write of the name. */
  name_key: string;
  /** Hidden by a moderation decision (issue #51): a trigger keeps `is_enabled` false while it is. */
  moderation_hidden: Generated<boolean>;
  /** The transaction that listed it (xid8, as text; migration 025), null for those listed before. */
  listed_xid: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A product's photo (decision 034); `alt` null stands for the product's name. */
interface ProductPhotosTable {
  id: Generated<string>;
  product_uuid: string;
  position: number;
  alt: string | null;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** One encoding of a photo at one width; `address` hashes `bytes`. */
export interface PhotoRenditionsTable {
  photo_id: string;
  address: string;
  type: 'image/avif' | 'image/webp';
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** The durable feed of catalogue changes (decision 019). `xid` is PostgreSQL's xid8, as text. */
interface CatalogueChangesTable {
  position: Generated<number>;
  xid: Generated<string>;
  kind: 'products' | 'sellers' | 'everything';
  uuids: Generated<string[]>;
  at: Timestamp;
}

/** The catalogue's identity and how far its feed has been pruned. */
interface CatalogueFeedTable {
  id: number;
  catalogue_id: Generated<string>;
  pruned_through: Generated<string>;
}

interface SearchIndexTable {
  product_uuid: string;
  owner_uuid: string;
  name_folded: string;
  city: string;
  price: number;
  in_stock: boolean;
  is_deliverable: boolean;
  is_enabled: boolean;
  updated_at: Timestamp;
}

interface SearchIndexStatusTable {
  id: number;
  rebuilding: boolean;
  last_rebuild_started_at: NullableTimestamp;
  last_rebuild_finished_at: NullableTimestamp;
}

/** A rendered link-preview image, by its versioned address (decision 043). */
interface PreviewImagesTable {
  address: string;
  product_uuid: string;
  bytes: Uint8Array;
  created_at: Timestamp;
}

/** A night's re-check of every seller's company, resumed from its cursor (decision 046). */
interface CompanyRechecksTable {
  day: string;
  after_uuid: string | null;
  holder: string | null;
  held_until: NullableTimestamp;
  last_call_at: NullableTimestamp;
  checked: Generated<number>;
  started_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

/** A mail owed, sent once by whichever process leases it (decision 046). */
interface MailOutboxTable {
  id: Generated<number>;
  message: MailMessage;
  created_at: Generated<Date>;
  send_after: Generated<Date>;
  held_until: NullableTimestamp;
  attempts: Generated<number>;
  sent_at: NullableTimestamp;
}

/** A security mail an account was sent: its kind and subject, never its text (issue #51). */
interface AccountMailsTable {
  id: Generated<number>;
  user_uuid: string;
  kind: string;
  subject: string;
  sent_at: Generated<Date>;
}

export type ReportReason = 'ILLEGAL' | 'COUNTERFEIT' | 'DANGEROUS' | 'MISLEADING' | 'WRONG_CATEGORY' | 'OTHER';
export type ModerationAction = 'DISMISS' | 'HIDE_LISTING' | 'SUSPEND_SELLER';
type ModerationGround = 'LAW' | 'TERMS' | 'NONE';
type ModerationStep = 'REPORTED' | 'DECIDED' | 'COMPLAINED' | 'COMPLAINT_DECIDED';

/** A notice about a product (issue #51, DSA Art. 16), its name and seller copied so it outlives the product. */
interface ContentReportsTable {
  uuid: Generated<string>;
  number: Generated<number>;
  product_uuid: string;
  product_name: string;
  seller_uuid: string | null;
  reason: ReportReason;
  explanation: string;
  address: string;
  reporter_name: string | null;
  reporter_email: string | null;
  reporter_uuid: string | null;
  sender_key: string;
  created_at: Timestamp;
  decision_uuid: string | null;
}

/** What an administrator decided on a product's open reports, with its statement of reasons (DSA Art. 17). */
export interface ModerationDecisionsTable {
  uuid: Generated<string>;
  number: Generated<number>;
  product_uuid: string;
  product_name: string;
  seller_uuid: string | null;
  action: ModerationAction;
  ground: ModerationGround;
  ground_detail: string;
  facts: string;
  automated: Generated<boolean>;
  /** Whether the listing was enabled before it was hidden, so a reversal puts it back as it was. */
  was_enabled: boolean | null;
  decided_by: string | null;
  decided_at: Timestamp;
  reversed_at: NullableTimestamp;
}

/** A seller's complaint against a decision (DSA Art. 20), decided by another administrator. */
export interface ModerationComplaintsTable {
  uuid: Generated<string>;
  decision_uuid: string;
  text: string;
  created_at: Timestamp;
  outcome: 'UPHELD' | 'REVERSED' | null;
  reply: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
}

/** Every step of moderation, append-only (a trigger refuses edits). */
export interface ModerationLogTable {
  position: Generated<number>;
  at: Timestamp;
  actor_uuid: string | null;
  actor: string;
  step: ModerationStep;
  product_uuid: string;
  product_name: string;
  subject_uuid: string;
  reason: string;
}

export type Membership = 'OWNER' | 'MEMBER';

/** A buyer's company (issue #50): its members share its locations and order lists. */
interface BuyerCompaniesTable {
  uuid: Generated<string>;
  name: string;
  identifier: string;
  created_at: Timestamp;
}

interface BuyerMembersTable {
  user_uuid: string;
  company_uuid: string;
  membership: Membership;
  created_at: Timestamp;
}

interface BuyerLocationsTable {
  uuid: Generated<string>;
  company_uuid: string;
  position: number;
  name: string;
  city: string;
  address: string;
}

/** An invitation to join a buyer's company, by a link e-mailed once; its token is kept hashed. */
interface BuyerInvitationsTable {
  token_hash: string;
  company_uuid: string;
  email: string;
  membership: Membership;
  invited_by: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

interface OrderListsTable {
  uuid: Generated<string>;
  company_uuid: string;
  name: string;
  location_uuid: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A line of an order list, with what the buyer last saw of its product (the `seen_` columns). */
interface OrderLinesTable {
  uuid: Generated<string>;
  list_uuid: string;
  position: number;
  product_uuid: string;
  quantity: ColumnType<number, number | undefined, number>;
  note: Generated<string>;
  seen_name: string;
  seen_seller_uuid: string;
  seen_seller_name: string;
  seen_unit: string;
  seen_net: number;
  seen_gross: number;
  seen_at: Timestamp;
  added_at: Timestamp;
}

/** One "Trimite comanda", kept by its idempotency key so a second press sends nothing more. */
interface OrderSendingsTable {
  uuid: Generated<string>;
  company_uuid: string;
  idempotency_key: string;
  list_uuid: string | null;
  sent_by: string | null;
  created_at: Timestamp;
}

type InquiryStatus = 'NEW' | 'SEEN' | 'CONFIRMED' | 'REFUSED';

/** What the buyer's side of an inquiry says of them, as it was when sent. */
export interface InquiryBuyer {
  company: string;
  identifier: string;
  location: { name: string; city: string; address: string } | null;
  contact: { name: string; email: string; phone: string };
}

/** A list's lines for one seller, sent to them (issue #50): not an order, not a payment. */
interface InquiriesTable {
  uuid: Generated<string>;
  number: Generated<number>;
  sending_uuid: string | null;
  company_uuid: string | null;
  seller_uuid: string;
  seller_name: string;
  list_name: string;
  buyer: InquiryBuyer;
  message: Generated<string>;
  status: Generated<InquiryStatus>;
  answer: Generated<string>;
  status_changed_at: Timestamp;
  created_at: Timestamp;
}

interface InquiryLinesTable {
  inquiry_uuid: string;
  position: number;
  product_uuid: string;
  name: string;
  unit: string;
  quantity: number;
  net: number;
  gross: number;
  note: string;
}

/** How often a saved search's digest goes out (issue #52). */
export type DigestFrequency = 'DAILY' | 'WEEKLY';

/**
 * A search saved for its digest (migrations 025 and 026): a signed-in user's, or a visitor's by
 * e-mail, sent nothing until confirmed. `feed_snapshot` (`pg_current_snapshot()` as text) is the
 * snapshot of its last digest: what its digests have told of.
 */
interface SavedSearchesTable {
  uuid: Generated<string>;
  user_uuid: string | null;
  email: string | null;
  name: string;
  criteria: ColumnType<SavedCriteria, string, string>;
  frequency: DigestFrequency;
  paused: Generated<boolean>;
  confirmed_at: NullableTimestamp;
  confirm_token_hash: string | null;
  unsubscribe_token: string;
  feed_snapshot: Generated<string>;
  next_due_at: Timestamp;
  last_digest_at: NullableTimestamp;
  created_at: Timestamp;
}

/** What a saved search looks for: the search's request without its page. */
export interface SavedCriteria {
  name: string;
  city: string;
  filter: ('IN_STOCK' | 'DELIVERABLE' | 'DELIVERS_TO_CITY')[];
  sort: ('NO_SORT' | 'BY_DATE_DESC' | 'BY_DATE_ASC' | 'BY_PRICE_ASC' | 'BY_PRICE_DESC' | 'BY_UNIT_PRICE_ASC')[];
  owner?: string | null;
  exact?: boolean;
  priceBasis?: 'GROSS' | 'NET';
  priceMin?: number;
  priceMax?: number;
  brand?: string;
}

/** A product a user watches for a lower price or its return to stock (migration 025). */
interface ProductWatchesTable {
  uuid: Generated<string>;
  user_uuid: string;
  product_uuid: string;
  on_price_drop: boolean;
  on_back_in_stock: boolean;
  seen_gross: ColumnType<number, number, number>;
  seen_in_stock: boolean;
  unsubscribe_token: string;
  created_at: Timestamp;
}

/** How far the watched products have been followed: the snapshot of the last round (migration 026). */
interface AlertCursorsTable {
  name: string;
  feed_snapshot: string;
}

/** A product's price and stock before an update changed them (migration 025's trigger). */
interface PriceChangesTable {
  id: Generated<string>;
  xid: Generated<string>;
  product_uuid: string;
  price: number;
  vat_included: boolean;
  vat_rate: number | null;
  in_stock: boolean;
  at: Timestamp;
}

/** Kysely's view of the tables; each migration that adds a table adds its interface here. */
export interface DatabaseSchema {
  users: UsersTable;
  mail_tokens: MailTokensTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  authenticators: AuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  pending_logins: PendingLoginsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  contact_messages: ContactMessagesTable;
  login_failures: LoginFailuresTable;
  products: ProductsTable;
  product_photos: ProductPhotosTable;
  photo_renditions: PhotoRenditionsTable;
  preview_images: PreviewImagesTable;
  search_index: SearchIndexTable;
  search_index_status: SearchIndexStatusTable;
  catalogue_changes: CatalogueChangesTable;
  catalogue_feed: CatalogueFeedTable;
  company_rechecks: CompanyRechecksTable;
  mail_outbox: MailOutboxTable;
  account_mails: AccountMailsTable;
  content_reports: ContentReportsTable;
  moderation_decisions: ModerationDecisionsTable;
  moderation_complaints: ModerationComplaintsTable;
  moderation_log: ModerationLogTable;
  buyer_companies: BuyerCompaniesTable;
  buyer_members: BuyerMembersTable;
  buyer_locations: BuyerLocationsTable;
  buyer_invitations: BuyerInvitationsTable;
  order_lists: OrderListsTable;
  order_lines: OrderLinesTable;
  order_sendings: OrderSendingsTable;
  inquiries: InquiriesTable;
  inquiry_lines: InquiryLinesTable;
  saved_searches: SavedSearchesTable;
  product_watches: ProductWatchesTable;
  alert_cursors: AlertCursorsTable;
  price_changes: PriceChangesTable;
}
