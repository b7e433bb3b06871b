import type { SearchItem } from '@vitae/shared/api/jobs';

/**
 * Spec section 9: Indeed jobs link to Indeed's job page by job_id; our own and demo postings ('vitae', 'demo') to
 * /job/<id>; others use portalLink. A portalLink that is not http(s) gives null, so a hostile
 * `javascript:` link never becomes a button.
 */
export function buildJobLink(item: Pick<SearchItem, 'portal' | 'job_id' | 'portalLink'>): string | null {
  const portal = item.portal.trim().toLowerCase();
  if (portal === 'indeed') return `https://www.indeed.com/viewjob?jk=${encodeURIComponent(item.job_id)}`;
  // Our own and the demo postings take applications on their job page here.
  if (portal === 'vitae' || portal === 'demo') return `/job/${encodeURIComponent(item.job_id)}`;
  return isWebUrl(item.portalLink) ? item.portalLink : null;
}

function isWebUrl(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
