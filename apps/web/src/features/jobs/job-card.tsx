import Card from 'react-bootstrap/Card';
import type { SearchItem } from '@vitae/shared/api/jobs';
import { buildJobPath } from '../../app/paths.ts';
import { buildJobLink } from './job-link.ts';
import { JobFacts } from './job-facts.tsx';
import { JobMatch } from './job-match.tsx';
import { toPlainText, truncateText } from './plain-text.ts';

const DESCRIPTION_CHARS = 280;

/** One search result: company, city, title, a plain-text excerpt and Apply (opens the job in a new tab). */
export function JobCard({ item }: { item: SearchItem }) {
  const link = buildJobLink(item);
  return (
    <Card className="mb-3" data-testid="job-card">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-1">
          {/* A new tab, like Apply: the results stay where they are. */}
          <a href={buildJobPath(item.job_id)} target="_blank" rel="noopener noreferrer" data-testid="job-title-link">
            {item.JobTitle}
          </a>
        </Card.Title>
        <Card.Subtitle className="mb-2 text-muted">
          <span data-testid="job-company">{item.Company}</span>
          {item.City ? <span> · {item.City}</span> : null}
        </Card.Subtitle>
        <JobFacts item={item} />
        {item.match ? <JobMatch match={item.match} /> : null}
        <Card.Text className="small">{truncateText(toPlainText(item.JobDescription), DESCRIPTION_CHARS)}</Card.Text>
        {link ? (
          <a className="btn btn-primary btn-sm" href={link} target="_blank" rel="noopener noreferrer">
            Apply
          </a>
        ) : (
          <span className="text-muted small">No link to apply is available for this job.</span>
        )}
      </Card.Body>
    </Card>
  );
}
