import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { api } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { endSessionLocally } from '../../app/session.ts';
import { useAppSelector } from '../../app/store.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { GoogleButton, type GoogleCredential } from '../../components/google-button.tsx';

/**
 * Deletes the account after a second step: the person is told what goes and what stays (their
 * applications stay with the recruiters), then confirms with the password or a new Google sign-in.
 */
export function DeleteAccountSection() {
  const hasPassword = useAppSelector((s) => s.user.hasPassword);
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<StatusMessage | null>(null);

  async function remove(proof: { password: string } | { google_token: string }) {
    setResult(null);
    setIsBusy(true);
    const answer = await api.post<{ message: string }>('user/delete_account', proof);
    setIsBusy(false);
    if (!answer.ok) {
      setResult({ status: answer.status, message: answer.message });
      return;
    }
    endSessionLocally();
    // A full navigation: the guard of this screen would otherwise send the signed-out page to /login first.
    window.location.assign(paths.landing);
  }

  return (
    <section aria-labelledby="delete-title" className="mb-2">
      <h2 id="delete-title" className="h5 text-danger">
        Delete my account
      </h2>
      {!isConfirming ? (
        <Button variant="outline-danger" onClick={() => setIsConfirming(true)}>
          Delete my account...
        </Button>
      ) : (
        <div className="border border-danger rounded p-3" data-testid="delete-confirm">
          <p>
            This deletes your account, every resume with its versions and uploaded files, generated PDFs, shortlists and
            your token history. It cannot be undone. Export your data first if you want to keep a copy.
          </p>
          <p>
            <strong>Applications you sent to recruiters stay with them</strong>, as on any job board: deleting your
            account does not withdraw them.
          </p>
          <AlertFromStatus result={result} />
          {hasPassword ? (
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                void remove({ password });
              }}
            >
              <Form.Group className="mb-3" controlId="delete-password">
                <Form.Label>Your password, to confirm</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Form.Group>
              <div className="d-flex flex-wrap gap-2">
                <Button type="submit" variant="danger" disabled={isBusy || !password}>
                  {isBusy ? 'Deleting...' : 'Delete my account for good'}
                </Button>
                <Button variant="outline-secondary" onClick={() => setIsConfirming(false)}>
                  Cancel
                </Button>
              </div>
            </Form>
          ) : (
            <>
              <p className="mb-1">Sign in with Google again to confirm.</p>
              <GoogleButton
                text="continue_with"
                onCredential={(credential: GoogleCredential) => void remove({ google_token: credential.token })}
              />
              <Button variant="outline-secondary" onClick={() => setIsConfirming(false)}>
                Cancel
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
