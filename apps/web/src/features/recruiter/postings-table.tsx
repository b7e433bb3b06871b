import { Fragment } from 'react';
import { Link } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { buildJobPath, paths } from '../../app/paths.ts';
import { ApplicantsPanel } from './applicants-panel.tsx';
import type { JobState, RecruiterJob } from './recruiter-api.ts';

interface Props {
  jobs: RecruiterJob[];
  busyJobId: string | null;
  shownApplicants: string | null;
  onEdit: (jobId: string) => void;
  onSetState: (jobId: string, state: JobState) => void;
  onToggleApplicants: (jobId: string) => void;
  testId?: string;
}

function buildShortlistLink(jobId: string): string {
  return `${paths.shortlist}?job_id=${encodeURIComponent(jobId)}`;
}

/** The recruiter's postings with state, application counts and the actions on each. */
export function PostingsTable({
  jobs,
  busyJobId,
  shownApplicants,
  onEdit,
  onSetState,
  onToggleApplicants,
  testId = 'recruiter-postings',
}: Props) {
  return (
    // Below 768 px each posting stacks (table-stack in app.css), so its actions stay on screen.
    <Table hover className="align-middle table-stack" data-testid={testId}>
      <thead>
        <tr>
          <th>Title</th>
          <th>State</th>
          <th>Posted</th>
          <th className="text-end">Applications</th>
          <th>
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => {
          const isOpen = job.state === 'open';
          return (
            <Fragment key={job.job_id}>
              <tr data-testid="recruiter-posting">
                <td className="stack-line">
                  <Link to={buildJobPath(job.job_id)}>{job.title}</Link>
                  {job.isDemo ? (
                    <>
                      {' '}
                      <Badge bg="warning" text="dark" data-testid="posting-demo">
                        Demo
                      </Badge>
                      <div className="small text-muted">{job.company}</div>
                    </>
                  ) : null}
                </td>
                <td>
                  <Badge bg={isOpen ? 'success' : 'danger'}>{job.state}</Badge>
                </td>
                <td data-label="Posted">{new Date(job.datePosted).toLocaleDateString()}</td>
                <td className="text-end" data-label="Applications" data-testid="application-count">
                  {job.applications}
                </td>
                <td className="stack-line">
                  <div className="d-flex flex-wrap gap-1 justify-content-end">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => onToggleApplicants(job.job_id)}
                      aria-expanded={shownApplicants === job.job_id}
                    >
                      Applicants
                    </Button>
                    {job.isDemo ? null : (
                      <Button size="sm" variant="outline-secondary" onClick={() => onEdit(job.job_id)}>
                        Edit
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant={isOpen ? 'outline-danger' : 'outline-success'}
                      disabled={busyJobId === job.job_id}
                      onClick={() => onSetState(job.job_id, isOpen ? 'closed' : 'open')}
                    >
                      {isOpen ? 'Close' : 'Reopen'}
                    </Button>
                    <Link className="btn btn-sm btn-outline-dark" to={buildShortlistLink(job.job_id)}>
                      Shortlist applicants
                    </Link>
                  </div>
                </td>
              </tr>
              {shownApplicants === job.job_id ? (
                <tr>
                  <td colSpan={5} className="bg-body-tertiary">
                    <ApplicantsPanel jobId={job.job_id} isDemo={job.isDemo} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
