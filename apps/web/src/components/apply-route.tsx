import Alert from 'react-bootstrap/Alert';
import type { JobDetails } from '@vitae/shared/api/jobs';

export const JOB_CLOSED_MESSAGE = 'This job is closed and no longer takes applications.';
export const DEMO_POSTING_NOTE =
  'This is a demo posting. Applications are stored for the Vitae demo recruiter and reach no employer.';

export type ApplyRoute =
  { kind: 'form' } | { kind: 'closed' } | { kind: 'elsewhere'; url: string | null; host: string };

/**
 * How a person applies to a posting: Vitae's form (our own and demo postings, while open), nowhere
 * (closed), or the posting's own site (imported postings). A form is never shown when it cannot succeed.
 */
export function readApplyRoute(details: Pick<JobDetails, 'jobState' | 'applyHere' | 'portalLink'>): ApplyRoute {
  if (details.jobState.trim().toLowerCase() !== 'open') return { kind: 'closed' };
  if (details.applyHere !== false) return { kind: 'form' };
  const url = toWebUrl(details.portalLink ?? '');
  return { kind: 'elsewhere', url: url?.href ?? null, host: url?.hostname.replace(/^www\./, '') ?? '' };
}

function toWebUrl(link: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** What a closed or elsewhere-applied posting says in place of Apply Now or the form. */
export function ApplyRouteNotice({ route }: { route: ApplyRoute }) {
  if (route.kind === 'form') return null;
  if (route.kind === 'closed')
    return (
      <Alert variant="secondary" className="mb-0" data-testid="apply-route">
        {JOB_CLOSED_MESSAGE}
      </Alert>
    );
  return (
    <Alert variant="info" className="mb-0" data-testid="apply-route">
      {route.url ? (
        <>
          This job takes applications on {route.host}, not through Vitae.{' '}
          <a href={route.url} target="_blank" rel="noopener noreferrer" className="alert-link">
            Apply on {route.host}
          </a>
        </>
      ) : (
        'This job takes applications on its employer’s own site, not through Vitae.'
      )}
    </Alert>
  );
}
