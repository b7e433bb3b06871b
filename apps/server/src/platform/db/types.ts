import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row shapes of every table. Times are ISO-8601 text in UTC (sortable, the same on SQLite and
 * PostgreSQL); JSON columns are text written and read by the store that owns them.
 */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  google_sub: string | null;
  user_type: string;
  tokens_left: number;
  default_resume: string | null;
  default_model: string | null;
  actions: string;
  company_id: string | null;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface TokenLedgerTable {
  id: Generated<number>;
  user_id: string;
  delta: number;
  reason: string;
  created_at: string;
}

export interface ResumesTable {
  id: string;
  user_id: string;
  file_name: string;
  nickname: string;
  content: string;
  template: string;
  version: number;
  original_blob: string | null;
  original_type: string | null;
  created_at: string;
  updated_at: string;
}

export interface ResumeVersionsTable {
  id: Generated<number>;
  resume_id: string;
  user_id: string;
  version: number;
  content: string;
  saved_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  kind: string;
  email: string | null;
  body: string;
  user_id: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  token_ledger: TokenLedgerTable;
  resumes: ResumesTable;
  resume_versions: ResumeVersionsTable;
  messages: MessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ResumeRow = Selectable<ResumesTable>;
