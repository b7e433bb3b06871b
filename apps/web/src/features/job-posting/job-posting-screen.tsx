import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { buildApplyPath } from '../../app/paths.ts';
import { LinkButton } from '../../components/link-button.tsx';
import { requestJobInfo, type JobInfo } from '../../components/job-info-api.ts';
import { ApplyRouteNotice, DEMO_POSTING_NOTE, readApplyRoute } from '../../components/apply-route.tsx';
import { sanitizeDescription } from './sanitize-description.ts';
import { formatPostedDate, formatSalary, isOpenState } from './format-job.ts';

export const JOB_NOT_FOUND = 'Job not found';
export const JOB_ID_MISSING = 'Job ID is missing';

type LoadState = { kind: 'loading' } | { kind: 'found'; job: JobInfo } | { kind: 'error'; message: string };

/**
 * Spec section 2, Job page. The description is HTML cleaned on the server and again here.
 * No schema.org JSON-LD: it would need an inline script, which the CSP forbids.
 */
export function JobPostingScreen() {
  const { jobId } = useParams();
  const [state, setState] = useState<LoadState>(
    jobId ? { kind: 'loading' } : { kind: 'error', message: JOB_ID_MISSING },
  );

  useEffect(() => {
    if (!jobId) {
      setState({ kind: 'error', message: JOB_ID_MISSING });
      return;
    }
    let isCurrent = true;
    setState({ kind: 'loading' });
    void requestJobInfo(jobId).then((answer) => {
      if (!isCurrent) return;
      setState(answer.ok ? { kind: 'found', job: answer.data } : { kind: 'error', message: JOB_NOT_FOUND });
    });
    return () => {
      isCurrent = false;
    };
  }, [jobId]);

  if (state.kind === 'loading') return <p role="status">Loading...</p>;
  if (state.kind === 'error') return <Alert variant="danger">{state.message}</Alert>;

  const { job_details: details, job_id: id, datePosted } = state.job;
  const isOpen = isOpenState(details.jobState);
  const route = readApplyRoute(details);
  return (
    <Card as="article" className="mx-auto" style={{ maxWidth: '52rem' }}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
          <h1 className="h3 mb-0 me-auto">{details.title}</h1>
          {details.isDemo ? (
            <Badge bg="info" text="dark" data-testid="job-demo">
              Demo
            </Badge>
          ) : null}
          <Badge bg={isOpen ? 'success' : 'danger'} data-testid="job-state">
            {details.jobState}
          </Badge>
        </div>
        <p className="mb-1 fw-semibold" data-testid="job-company">
          {details.company}
        </p>
        <ul className="list-inline text-muted small mb-3">
          <li className="list-inline-item">{details.jobType}</li>
          {details.remote ? <li className="list-inline-item">· {details.remote}</li> : null}
          <li className="list-inline-item">· Posted {formatPostedDate(datePosted)}</li>
        </ul>
        <div
          className="job-description mb-3"
          data-testid="job-description"
          // Cleaned twice: on the server and by sanitizeDescription (strict allow-list) here.
          dangerouslySetInnerHTML={{ __html: sanitizeDescription(details.description) }}
        />
        <dl className="row mb-3">
          <dt className="col-sm-3">Location</dt>
          <dd className="col-sm-9" data-testid="job-location">
            {details.location || 'Not stated'}
          </dd>
          <dt className="col-sm-3">Salary</dt>
          <dd className="col-sm-9" data-testid="job-salary">
            {details.salaryText || formatSalary(details.salary)}
          </dd>
        </dl>
        {details.isDemo ? <p className="small text-muted">{DEMO_POSTING_NOTE}</p> : null}
        {route.kind === 'form' ? (
          <LinkButton to={buildApplyPath(id)}>Apply Now</LinkButton>
        ) : (
          <ApplyRouteNotice route={route} />
        )}
      </Card.Body>
    </Card>
  );
}
