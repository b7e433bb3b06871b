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
  /** Bumped when the password changes: access tokens carrying an older version are refused. */
  token_version: Generated<number>;
  /** 1 for the demo recruiter (at most one account): it owns the generated demo postings. */
  demo_recruiter: Generated<number>;
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
  /** 'Chrome on Linux': what the sign-in list shows; copied on rotation. */
  device: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** One row per deleted account: ids, counts and time only, no personal data. */
export interface AccountDeletionsTable {
  id: string;
  user_id: string;
  /** JSON: what was removed, as counts by kind. */
  removed: string;
  deleted_at: string;
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
  /** Size of the original upload (0 when none, or stored before sizes were kept). */
  original_bytes: Generated<number>;
  /** JSON array of parsed field names nobody has edited or confirmed yet. */
  to_check: Generated<string>;
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

export interface ApplicationsTable {
  id: string;
  job_row_id: number;
  name: string;
  email: string;
  blob_key: string;
  file_name: string;
  content_type: string;
  created_at: string;
}

export interface ShortlistRunsTable {
  id: string;
  user_id: string;
  job_id: string;
  job_description: string;
  state: string;
  total: number;
  done: number;
  message: string | null;
  /** JSON: [{name, reason}] for files refused before ranking (zip entries). */
  skipped: string;
  created_at: string;
  updated_at: string;
}

export interface ShortlistItemsTable {
  id: string;
  run_id: string;
  position: number;
  file_name: string;
  blob_key: string;
  /** 'pending' | 'done' | 'skipped' */
  state: string;
  text: string | null;
  resume: string | null;
  result: string | null;
  reason: string | null;
  /** Bytes this item stored under shortlist/<run>/ (0 for a posting's applicant, whose file is the application's). */
  stored_bytes: Generated<number>;
}

/** The search tables are created by jobs/search-sql.ts; these are the columns the app reads and writes. */
export interface JobsTable {
  id: Generated<number>;
  portal: string;
  job_id: string;
  company_id: number | null;
  title: string;
  company: string;
  job_type: string | null;
  skills: string;
  location: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
  remote: string | null;
  salary_yearly: number | null;
  salary_text: string | null;
  state: string;
  date_posted: string;
  portal_link: string | null;
  source: string | null;
  created_at: string;
  description_html: string;
  description_text: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  website: string | null;
  description: string | null;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  token_ledger: TokenLedgerTable;
  resumes: ResumesTable;
  resume_versions: ResumeVersionsTable;
  messages: MessagesTable;
  jobs: JobsTable;
  companies: CompaniesTable;
  applications: ApplicationsTable;
  shortlist_runs: ShortlistRunsTable;
  shortlist_items: ShortlistItemsTable;
  password_resets: PasswordResetsTable;
  account_deletions: AccountDeletionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ResumeRow = Selectable<ResumesTable>;
