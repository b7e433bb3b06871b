import { useEffect, useState } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { requestShortlistRuns, type ShortlistRun } from './shortlist-api.ts';

interface Props {
  selected: string | null;
  /** Changes when a new run starts, so the list is read again. */
  refreshKey: string | null;
  onSelect: (runId: string) => void;
}

/** Earlier shortlisting runs of this user, newest first; choosing one shows its ranking. */
export function PastRuns({ selected, refreshKey, onSelect }: Props) {
  const [runs, setRuns] = useState<ShortlistRun[]>([]);

  useEffect(() => {
    let isCurrent = true;
    void requestShortlistRuns().then((answer) => {
      if (isCurrent && answer.ok)
        setRuns([...answer.data.runs].sort((a, b) => b.created_at.localeCompare(a.created_at)));
    });
    return () => {
      isCurrent = false;
    };
  }, [refreshKey]);

  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="past-runs" className="mt-4">
      <h2 id="past-runs" className="h6">
        Past runs
      </h2>
      <ListGroup data-testid="past-runs">
        {runs.map((run) => (
          <ListGroup.Item key={run.run_id} action active={run.run_id === selected} onClick={() => onSelect(run.run_id)}>
            <div className="d-flex justify-content-between gap-2 small">
              <span>
                {new Date(run.created_at).toLocaleString()} {run.job_id ? `· job ${run.job_id}` : ''}
              </span>
              <span>
                {run.state} · {run.done}/{run.total}
              </span>
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </section>
  );
}
