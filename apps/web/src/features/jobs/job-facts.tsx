import Badge from 'react-bootstrap/Badge';
import type { SearchItem } from '@vitae/shared/api/jobs';

const DAY_MS = 86_400_000;
const WORK_PLACE = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' } as const;

/** "Posted today", "Posted 3 days ago", "Posted 5 weeks ago"; nothing for a date we cannot read. */
export function describePostedAge(postedAt: string | undefined, now = Date.now()): string | null {
  const time = postedAt ? Date.parse(postedAt) : NaN;
  if (Number.isNaN(time)) return null;
  const days = Math.max(0, Math.floor((now - time) / DAY_MS));
  if (days === 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days < 14) return `Posted ${days} days ago`;
  if (days < 60) return `Posted ${Math.floor(days / 7)} weeks ago`;
  return `Posted ${Math.floor(days / 30)} months ago`;
}

/** What people look for first on a result: salary (when known), job type, remote or on-site, and age. */
export function JobFacts({ item }: { item: SearchItem }) {
  const facts = [
    item.salary ? { key: 'salary', text: item.salary } : null,
    item.jobType ? { key: 'type', text: item.jobType } : null,
    item.remote ? { key: 'remote', text: WORK_PLACE[item.remote] } : null,
    { key: 'age', text: describePostedAge(item.postedAt) },
  ].filter((fact): fact is { key: string; text: string } => !!fact?.text);
  if (facts.length === 0) return null;
  return (
    <ul className="list-inline small mb-2" aria-label="Job details">
      {facts.map((fact) => (
        <li key={fact.key} className="list-inline-item" data-testid={`job-${fact.key}`}>
          <Badge bg="light" text="dark" className="border fw-normal">
            {fact.text}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
