import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { LIMITS } from '@vitae/shared/limits';
import { requestApply } from './apply-api.ts';
import { SingleFileDrop } from './single-file-drop.tsx';
import { validateApplication } from './validate-application.ts';

export const SUBMITTING = 'Submitting application...';
export const APPLY_SUCCESS = 'Application submitted successfully';
export const APPLY_FAILURE = 'Failed to submit application';

type Feedback = { variant: 'info' | 'success' | 'danger'; message: string } | null;

/** Spec section 2, Apply page: Email, Name, one file, a feedback alert and Apply. */
export function ApplyScreen() {
  const { jobId = '' } = useParams();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const isSubmitting = feedback?.variant === 'info';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateApplication({ email, name, file });
    if (problem || !file) {
      setFeedback({ variant: 'danger', message: problem ?? '' });
      return;
    }
    setFeedback({ variant: 'info', message: SUBMITTING });
    const answer = await requestApply(file, { email: email.trim(), name: name.trim(), job_id: jobId });
    // Spec section 8: the server's data.message when present, otherwise the default text.
    if (answer.ok) setFeedback({ variant: 'success', message: answer.data?.message || APPLY_SUCCESS });
    else
      setFeedback({
        variant: 'danger',
        message: answer.status === 0 ? APPLY_FAILURE : answer.data.message || APPLY_FAILURE,
      });
  }

  return (
    <Card className="mx-auto form-card">
      <Card.Body>
        <h1 className="h3 mb-3">Apply</h1>
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="apply-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              required
              autoComplete="email"
              maxLength={LIMITS.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="apply-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              required
              autoComplete="name"
              maxLength={LIMITS.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Group>
          <div className="mb-3">
            <SingleFileDrop file={file} onFile={setFile} />
          </div>
          {feedback ? (
            <Alert
              variant={feedback.variant}
              role={feedback.variant === 'danger' ? 'alert' : 'status'}
              data-testid="apply-feedback"
            >
              {feedback.message}
            </Alert>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            Apply
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
