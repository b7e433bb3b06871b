/**
 * Job-title abbreviations people type into a search ("SWE", "RN") and postings spell out. Kept
 * beside the skills vocabulary so search and matching read one list; only abbreviations whose
 * expansion is unambiguous in a job search are listed ("PM" is both project and product manager,
 * so it expands to both).
 */
export const TITLE_ABBREVIATIONS: Record<string, readonly string[]> = {
  swe: ['software engineer'],
  sde: ['software development engineer', 'software engineer'],
  sre: ['site reliability engineer'],
  rn: ['registered nurse'],
  lpn: ['licensed practical nurse'],
  cna: ['certified nursing assistant'],
  np: ['nurse practitioner'],
  pm: ['project manager', 'product manager'],
  tpm: ['technical program manager'],
  ae: ['account executive'],
  sdr: ['sales development representative'],
  bdr: ['business development representative'],
  csm: ['customer success manager'],
  cpa: ['certified public accountant'],
  hr: ['human resources'],
  qa: ['quality assurance'],
  ux: ['user experience'],
  ui: ['user interface'],
  ml: ['machine learning'],
  ai: ['artificial intelligence'],
  js: ['javascript'],
  ts: ['typescript'],
  k8s: ['kubernetes'],
};
