import type { SearchMatch } from '@vitae/shared/api/jobs';

/** How well the default resume fits a result: the score, then what it shows and what it lacks. */
export function JobMatch({ match }: { match: SearchMatch }) {
  const tone = match.score >= 70 ? 'text-success' : match.score >= 40 ? 'text-warning-emphasis' : 'text-danger';
  return (
    <div className="small mb-2" data-testid="job-match">
      <strong className={tone} data-testid="job-match-score">
        {Math.round(match.score)}% match
      </strong>{' '}
      <span className="text-muted">with your default resume</span>
      {match.matched.length ? (
        <div data-testid="job-matched">
          <span className="text-success">You have:</span> {match.matched.join(', ')}
        </div>
      ) : null}
      {match.missing.length ? (
        <div data-testid="job-missing">
          <span className="text-danger">Missing:</span> {match.missing.join(', ')}
        </div>
      ) : null}
    </div>
  );
}
