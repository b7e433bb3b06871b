import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { requestShortlistDelete, requestShortlistRuns, type ShortlistRun } from './shortlist-api.ts';

interface Props {
  selected: string | null;
  /** Changes when a new run starts, so the list is read again. */
  refreshKey: string | null;
  onSelect: (runId: string) => void;
  /** A run was deleted (the screen stops showing it if it was open). */
  onDeleted: (runId: string) => void;
}

export const DELETE_RUN_QUESTION = 'Delete this shortlist run, its ranking and the resume files it stored?';

/** Earlier shortlisting runs of this user, newest first; choosing one shows its ranking; each can be deleted. */
export function PastRuns({ selected, refreshKey, onSelect, onDeleted }: Props) {
  const [runs, setRuns] = useState<ShortlistRun[]>([]);
  const [error, setError] = useState<string | null>(null);

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

  const remove = async (run: ShortlistRun) => {
    if (!window.confirm(DELETE_RUN_QUESTION)) return;
    const answer = await requestShortlistDelete(run.run_id);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setRuns((all) => all.filter((r) => r.run_id !== run.run_id));
    onDeleted(run.run_id);
  };

  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="past-runs" className="mt-4">
      <h2 id="past-runs" className="h6">
        Past runs
      </h2>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <ListGroup data-testid="past-runs">
        {runs.map((run) => {
          const label = `${new Date(run.created_at).toLocaleString()}${run.job_id ? ` · job ${run.job_id}` : ''}`;
          return (
            <ListGroup.Item
              key={run.run_id}
              active={run.run_id === selected}
              className="d-flex align-items-center gap-2 small"
              data-testid="past-run"
            >
              <Button
                variant="link"
                className={`p-0 text-start flex-grow-1 d-flex flex-wrap justify-content-between gap-2 text-decoration-none small ${run.run_id === selected ? 'text-white' : ''}`}
                // A long date and job id wrap at 375 px instead of pushing Delete off the screen.
                style={{ minWidth: 0 }}
                onClick={() => onSelect(run.run_id)}
              >
                <span className="text-break">{label}</span>
                <span>
                  {run.state} · {run.done}/{run.total}
                </span>
              </Button>
              <Button
                variant={run.run_id === selected ? 'light' : 'outline-danger'}
                size="sm"
                aria-label={`Delete the run of ${label}`}
                onClick={() => void remove(run)}
              >
                Delete
              </Button>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </section>
  );
}
