import { useEffect, useState } from 'react';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';
import type { StatusMessage } from '../../components/alert-from-status.tsx';
import { requestShortlistStatus } from './shortlist-api.ts';

const POLL_MS = 1000;

/** Whether a run has stopped changing, so polling can end. */
export function isRunFinished(status: Pick<ShortlistStatus, 'state'>): boolean {
  return status.state === 'done' || status.state === 'failed';
}

/**
 * Follows one run: asks for its status about every second until it is done or failed (each ask
 * waits for the previous answer, so a slow server never piles requests up). Changing `reveal`
 * asks again at once.
 */
export function useRunStatus(
  runId: string | null,
  reveal: boolean,
): { status: ShortlistStatus | null; error: StatusMessage | null } {
  const [status, setStatus] = useState<ShortlistStatus | null>(null);
  const [error, setError] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (!runId) return;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setError(null);
    async function poll() {
      const answer = await requestShortlistStatus(runId!, reveal);
      if (!isCurrent) return;
      if (!answer.ok) {
        setError(answer);
        return;
      }
      setStatus(answer.data);
      if (!isRunFinished(answer.data)) timer = setTimeout(() => void poll(), POLL_MS);
    }
    void poll();
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [runId, reveal]);

  // A different run starts from nothing rather than showing the previous run's table.
  return { status: status && status.run_id === runId ? status : null, error };
}
