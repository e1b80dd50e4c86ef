import type { ColumnType, Generated } from 'kysely';

/** Insertable without a value: the database fills in now(). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type RoleName = 'ADMIN_HORECA' | 'SELLER_HORECA';

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
}

export type MailTokenPurpose = 'activate' | 'reset' | 'delete';

export interface MailTokensTable {
  token_hash: string;
  user_uuid: string;
  purpose: MailTokenPurpose;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_uuid: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  account_key: string;
  client: string;
  failures: Generated<number>;
  blocked_until: NullableTimestamp;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

export interface ProductsTable {
  uuid: Generated<string>;
  owner_uuid: string;
  name: string;
  description: string;
  price: number;
  vat_included: boolean;
  in_stock: boolean;
  negotiable: boolean;
  is_deliverable: boolean;
  sell_type: string;
  package_type: string;
  city: string;
  phone: string;
  is_enabled: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SearchIndexTable {
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

export interface SearchIndexStatusTable {
  id: number;
  rebuilding: boolean;
  last_rebuild_started_at: NullableTimestamp;
  last_rebuild_finished_at: NullableTimestamp;
}

/** Kysely's view of the tables; each migration that adds a table adds its interface here. */
export interface DatabaseSchema {
  users: UsersTable;
  mail_tokens: MailTokensTable;
  refresh_tokens: RefreshTokensTable;
  contact_messages: ContactMessagesTable;
  login_failures: LoginFailuresTable;
  products: ProductsTable;
  search_index: SearchIndexTable;
  search_index_status: SearchIndexStatusTable;
}
