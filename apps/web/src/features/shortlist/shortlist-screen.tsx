import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { LIMITS } from '@vitae/shared/limits';
import { FilesDrop } from './files-drop.tsx';
import { mergeFiles, NO_FILES_SUBMITTED, UPLOADING } from './drop-status.ts';
import { PastRuns } from './past-runs.tsx';
import { RunView } from './run-view.tsx';
import { requestShortlistStart } from './shortlist-api.ts';
import { usePostingApplicants } from './use-posting-applicants.ts';

type Feedback = { variant: 'warning' | 'success' | 'danger'; message: string } | null;

/**
 * Spec section 2, Shortlist: Job Id, Job Description, many files, a feedback alert and Submit for
 * Shortlist. Beyond the spec: the run's live progress and ranking, exports and past runs.
 */
export function ShortlistScreen() {
  const [params] = useSearchParams();
  const [jobId, setJobId] = useState(() => params.get('job_id') ?? '');
  const [jobDescription, setJobDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const [runsVersion, setRunsVersion] = useState(0);
  // From the recruiter workspace's "Shortlist applicants": the posting's description and applicants.
  const posting = usePostingApplicants(params.get('job_id'), setJobDescription);
  // With a Job Id and no files, the server ranks that posting's applicants (or says why it cannot).
  const isApplicantsRun = files.length === 0 && jobId.trim() !== '' && jobId.trim() === params.get('job_id');
  const onRunFinished = useCallback(() => setRunsVersion((n) => n + 1), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: no check of job id or description; with no files, this message (unless the
    // posting's applicants are the files).
    if (files.length === 0 && !isApplicantsRun) {
      setFeedback({ variant: 'danger', message: NO_FILES_SUBMITTED });
      return;
    }
    setFeedback({ variant: 'warning', message: UPLOADING });
    const answer = await requestShortlistStart(files, { job_id: jobId.trim(), job_description: jobDescription.trim() });
    // Spec section 8: the server message is shown for both success and failure.
    setFeedback({
      variant: answer.ok ? 'success' : 'danger',
      message: answer.ok ? answer.data.message : answer.message,
    });
    if (answer.ok) {
      setRunId(answer.data.run_id);
      setFiles([]);
    }
  }

  return (
    <section>
      <h1 className="h3 mb-3">Shortlist</h1>
      <Card>
        <Card.Body>
          <Form noValidate onSubmit={onSubmit}>
            <Form.Group className="mb-3" controlId="shortlist-job-id">
              <Form.Label>Job Id</Form.Label>
              <Form.Control maxLength={200} value={jobId} onChange={(e) => setJobId(e.target.value)} />
            </Form.Group>
            <Form.Group className="mb-3" controlId="shortlist-job-description">
              <Form.Label>Job Description</Form.Label>
              <Form.Control
                as="textarea"
                rows={6}
                maxLength={LIMITS.jobDescription}
                placeholder="Paste the job description, or list the criteria for shortlisting: required skills, years of experience, education..."
                value={jobDescription}
                onChange={(e) => setJobDescription(e.target.value)}
              />
            </Form.Group>
            {posting?.applicants ? (
              <Alert variant="info" data-testid="shortlist-applicants">
                {posting.applicants} applicant{posting.applicants === 1 ? '' : 's'} to “{posting.title}” will be
                shortlisted against its description. Drop files instead to shortlist those.
              </Alert>
            ) : null}
            <div className="mb-3">
              <FilesDrop
                files={files}
                onAdd={(added) => setFiles((current) => mergeFiles(current, added))}
                onClear={() => setFiles([])}
              />
            </div>
            {feedback ? (
              <Alert
                variant={feedback.variant}
                role={feedback.variant === 'success' ? 'status' : 'alert'}
                data-testid="shortlist-feedback"
              >
                {feedback.message}
              </Alert>
            ) : null}
            <Button type="submit" disabled={feedback?.message === UPLOADING}>
              Submit for Shortlist
            </Button>
          </Form>
        </Card.Body>
      </Card>
      {runId ? <RunView key={runId} runId={runId} onFinished={onRunFinished} /> : null}
      <PastRuns
        selected={runId}
        refreshKey={`${runId}-${runsVersion}`}
        onSelect={setRunId}
        onDeleted={(deleted) => setRunId((open) => (open === deleted ? null : open))}
      />
    </section>
  );
}
