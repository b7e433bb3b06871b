import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { buildJobPath } from '../../app/paths.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { requestPortalDashboard, type PortalDashboard } from './portal-api.ts';

/** Only http(s) websites become links, so a stored `javascript:` address stays text. */
function isWebUrl(link: string | null): link is string {
  return Boolean(link && /^https?:\/\//i.test(link));
}

/**
 * Spec section 2: reads the company, requests portal info and shows the header; a missing company
 * logs an error. Beyond the spec's empty shell, it lists the company's open jobs.
 */
export function PortalScreen() {
  const { company } = useParams();
  const [dashboard, setDashboard] = useState<PortalDashboard | null>(null);
  const [failure, setFailure] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (!company) {
      console.error('Portal: the company is missing from the address');
      return;
    }
    let isCurrent = true;
    void requestPortalDashboard(company).then((answer) => {
      if (!isCurrent) return;
      console.log('Portal dashboard', answer);
      if (answer.ok) setDashboard(answer.data);
      else setFailure(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [company]);

  const info = dashboard?.company;
  return (
    <>
      <header className="border-bottom pb-3 mb-3" data-testid="portal-header">
        {info ? (
          <>
            <h1 className="h3 mb-1">{info.name}</h1>
            {info.description ? <p className="text-muted mb-1">{info.description}</p> : null}
            {isWebUrl(info.website) ? (
              <a href={info.website} target="_blank" rel="noopener noreferrer">
                {info.website}
              </a>
            ) : null}
          </>
        ) : null}
      </header>
      <AlertFromStatus result={failure} />
      {dashboard ? (
        <section aria-labelledby="portal-jobs">
          <h2 id="portal-jobs" className="h5">
            Open jobs
          </h2>
          {dashboard.jobs.length === 0 ? <p className="text-muted">No open jobs right now.</p> : null}
          <ListGroup>
            {dashboard.jobs.map((job) => (
              <ListGroup.Item key={job.job_id} action as={Link} to={buildJobPath(job.job_id)} data-testid="portal-job">
                <div className="fw-semibold">
                  {job.title}
                  {job.isDemo ? (
                    <Badge bg="warning" text="dark" className="ms-2">
                      Demo
                    </Badge>
                  ) : null}
                </div>
                <div className="small text-muted">{[job.location, job.jobType].filter(Boolean).join(' · ')}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      ) : null}
    </>
  );
}
