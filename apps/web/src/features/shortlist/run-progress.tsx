import ProgressBar from 'react-bootstrap/ProgressBar';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';

/** The live progress of one run: resumes read so far out of all of them. */
export function RunProgress({ status }: { status: ShortlistStatus }) {
  const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : status.state === 'done' ? 100 : 0;
  const isMoving = status.state === 'queued' || status.state === 'running';
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between small mb-1">
        <span data-testid="run-state">{describeState(status)}</span>
        <span>
          {status.done} / {status.total}
        </span>
      </div>
      <ProgressBar
        now={percent}
        label={`${percent}%`}
        animated={isMoving}
        striped={isMoving}
        variant={status.state === 'failed' ? 'danger' : status.state === 'done' ? 'success' : undefined}
        aria-label="Shortlisting progress"
        data-testid="run-progress"
      />
    </div>
  );
}

function describeState(status: ShortlistStatus): string {
  if (status.state === 'queued') return 'Waiting to start...';
  if (status.state === 'running') return 'Reading and scoring resumes...';
  if (status.state === 'failed') return status.message ?? 'The run failed.';
  return 'Done.';
}
