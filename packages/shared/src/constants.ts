/** Business constants named by the product specification (section 9). */
export const SUCCESS_STATUS = 200;
export const INITIAL_TOKEN_BALANCE = 0;
export const TOKENS_PER_RESUME = 5000;
export const MOBILE_BREAKPOINT = 768;
export const SIGNUP_EXISTS_REDIRECT_MS = 3000;
export const CREDENTIALS_PLACEHOLDER_MS = 2000;
export const DEFAULT_NICKNAME_PLACEHOLDER = 'my-resume';
export const DROPDOWN_DEFAULT_LABEL = 'Select Resume';

export const USER_TYPES = ['job_seeker', 'recruiter', 'portal_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The five Generate section choices, in the order the screen shows them. */
export const GENERATE_ACTIONS = [
  'Update Experience',
  'Update Projects',
  'Add Projects',
  'Update Profile',
  'Update Skills',
] as const;
export type GenerateAction = (typeof GENERATE_ACTIONS)[number];

/** Resumes left = tokens_left / 5000, rounded down. */
export function resumesLeft(tokensLeft: number): number {
  return Math.max(0, Math.floor(tokensLeft / TOKENS_PER_RESUME));
}

/** Generated PDF filename: the user name with spaces replaced by underscores, plus .pdf. */
export function pdfFileName(userName: string): string {
  const base = userName.trim().replace(/\s+/g, '_') || 'resume';
  return `${base}.pdf`;
}
