/** Every route of spec section 2, in one table. Build links with these, never with literals. */
export const paths = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  contact: '/contact',
  logout: '/logout',
  portal: '/portal/:company',
  job: '/job/:jobId',
  apply: '/apply/:jobId',
  home: '/home',
  account: '/account',
  creds: '/creds',
  upload: '/upload',
  jobs: '/jobs',
  generate: '/generate',
  createResume: '/createResume',
  feedback: '/feedback',
  stats: '/stats',
  buy: '/buy',
  resumes: '/resumes',
  shortlist: '/shortlist',
  recruiter: '/recruiter',
} as const;

export function buildJobPath(jobId: string): string {
  return `/job/${encodeURIComponent(jobId)}`;
}
export function buildApplyPath(jobId: string): string {
  return `/apply/${encodeURIComponent(jobId)}`;
}
export function buildPortalPath(company: string): string {
  return `/portal/${encodeURIComponent(company)}`;
}
/** Your Resumes with one resume chosen (otherwise it selects the first). */
export function buildResumePath(key: string): string {
  return `${paths.resumes}?key=${encodeURIComponent(key)}`;
}
