import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import type { SessionEntry, SessionsResponse } from '@vitae/shared/api/account';
import { api } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { endSessionLocally } from '../../app/session.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in devices, with sign-out per device and everywhere else. */
export function SessionsSection() {
  const [sessions, setSessions] = useState<SessionEntry[] | null>(null);
  const [result, setResult] = useState<StatusMessage | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await api.post<SessionsResponse>('user/sessions', {});
    if (answer.ok) setSessions(answer.data.sessions);
    else setResult({ status: answer.status, message: answer.message });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function signOutDevice(session: SessionEntry) {
    setBusyId(session.id);
    const answer = await api.post<{ message: string }>('user/revoke_session', { id: session.id });
    setBusyId(null);
    if (answer.ok && session.current) {
      endSessionLocally();
      window.location.assign(paths.login);
      return;
    }
    setResult({ status: answer.status, message: answer.ok ? answer.data.message : answer.message });
    await load();
  }

  async function signOutOthers() {
    setBusyId('others');
    const answer = await api.post<{ message: string }>('user/revoke_other_sessions', {});
    setBusyId(null);
    setResult({ status: answer.status, message: answer.ok ? answer.data.message : answer.message });
    await load();
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby="sessions-title" className="mb-4">
      <h2 id="sessions-title" className="h5">
        Signed-in devices
      </h2>
      <AlertFromStatus result={result} />
      {sessions === null ? (
        <p className="text-muted">Loading...</p>
      ) : (
        <ListGroup className="mb-2" data-testid="sessions">
          {sessions.map((session) => (
            <ListGroup.Item
              key={session.id}
              className="d-flex flex-wrap justify-content-between align-items-center gap-2"
              data-testid="session"
            >
              <div>
                <div className="fw-semibold">
                  {session.device}{' '}
                  {session.current && (
                    <Badge bg="success" pill>
                      This device
                    </Badge>
                  )}
                </div>
                <div className="small text-muted">
                  Signed in {formatTime(session.created_at)} · last active {formatTime(session.last_seen_at)}
                </div>
              </div>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={busyId !== null}
                onClick={() => void signOutDevice(session)}
                aria-label={`Sign out ${session.device}${session.current ? ' (this device)' : ''}`}
              >
                Sign out
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Button variant="outline-danger" disabled={busyId !== null || others === 0} onClick={() => void signOutOthers()}>
        Sign out everywhere else
      </Button>
    </section>
  );
}
