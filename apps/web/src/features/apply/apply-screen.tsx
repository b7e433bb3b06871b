import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { LIMITS } from '@vitae/shared/limits';
import { useAppSelector } from '../../app/store.ts';
import { requestJobInfo, type JobInfo } from '../../components/job-info-api.ts';
import { ApplyRouteNotice, DEMO_POSTING_NOTE, readApplyRoute } from '../../components/apply-route.tsx';
import { requestApply } from './apply-api.ts';
import { SingleFileDrop } from './single-file-drop.tsx';
import { validateApplication } from './validate-application.ts';

export const SUBMITTING = 'Submitting application...';
export const APPLY_SUCCESS = 'Application submitted successfully';
export const APPLY_FAILURE = 'Failed to submit application';

type Feedback = { variant: 'info' | 'success' | 'danger'; message: string } | null;
type JobState = { kind: 'loading' } | { kind: 'found'; job: JobInfo } | { kind: 'missing' };

/**
 * Spec section 2, Apply page: Email, Name, one file, a feedback alert and Apply. The posting is
 * read first, so a closed, unknown or elsewhere-applied job says so instead of showing a form that
 * cannot succeed; a signed-in person finds their name and e-mail filled in.
 */
export function ApplyScreen() {
  const { jobId = '' } = useParams();
  const [job, setJob] = useState<JobState>({ kind: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setJob({ kind: 'loading' });
    void requestJobInfo(jobId).then((answer) => {
      if (isCurrent) setJob(answer.ok ? { kind: 'found', job: answer.data } : { kind: 'missing' });
    });
    return () => {
      isCurrent = false;
    };
  }, [jobId]);

  if (job.kind === 'loading') return <p role="status">Loading...</p>;
  if (job.kind === 'missing') return <Alert variant="danger">Job not found</Alert>;
  const route = readApplyRoute(job.job.job_details);
  return (
    <Card className="mx-auto form-card">
      <Card.Body>
        <h1 className="h3 mb-1">Apply</h1>
        <p className="text-muted mb-3" data-testid="apply-job">
          {job.job.job_details.title} · {job.job.job_details.company}
        </p>
        {route.kind === 'form' ? (
          <ApplicationForm jobId={job.job.job_id} isDemo={Boolean(job.job.job_details.isDemo)} />
        ) : (
          <ApplyRouteNotice route={route} />
        )}
      </Card.Body>
    </Card>
  );
}

function ApplicationForm({ jobId, isDemo }: { jobId: string; isDemo: boolean }) {
  const userEmail = useAppSelector((s) => s.user.email);
  const userName = useAppSelector((s) => s.user.name);
  const [email, setEmail] = useState(userEmail);
  const [name, setName] = useState(userName);
  // The session may be restored after the form appears (a fresh load): fill what is still empty.
  useEffect(() => {
    if (userEmail) setEmail((current) => current || userEmail);
    if (userName) setName((current) => current || userName);
  }, [userEmail, userName]);
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
    <>
      {isDemo ? <Alert variant="info">{DEMO_POSTING_NOTE}</Alert> : null}
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
    </>
  );
}
