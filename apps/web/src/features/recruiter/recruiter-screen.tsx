import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useAppSelector } from '../../app/store.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { buildPortalPath } from '../../app/paths.ts';
import { CompanyForm } from './company-form.tsx';
import { PostingForm } from './posting-form.tsx';
import { PostingsTable } from './postings-table.tsx';
import { emptyPostingForm, fromJobInfo, toPostingInput, type PostingFormValues } from './posting-form-values.ts';
import {
  requestCreatePosting,
  requestPosting,
  requestRecruiterJobs,
  requestSetCompany,
  requestSetJobState,
  requestUpdatePosting,
  type CompanyInput,
  type JobState,
  type RecruiterCompany,
  type RecruiterJob,
} from './recruiter-api.ts';

export const RECRUITER_TYPES = ['recruiter', 'portal_admin'];

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; jobId: string; initial: PostingFormValues };

/** Recruiter workspace (beyond the spec): postings, their applicants, and the way to shortlisting. */
export function RecruiterScreen() {
  const userType = useAppSelector((s) => s.user.userType);
  const [jobs, setJobs] = useState<RecruiterJob[] | null>(null);
  const [company, setCompany] = useState<RecruiterCompany | null>(null);
  const [isDemoRecruiter, setIsDemoRecruiter] = useState(false);
  const [result, setResult] = useState<StatusMessage | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busyJobId, setBusyJobId] = useState<string | null>(null);
  const [shownApplicants, setShownApplicants] = useState<string | null>(null);
  const isRecruiter = RECRUITER_TYPES.includes(userType);

  const reload = useCallback(async () => {
    const answer = await requestRecruiterJobs();
    if (!answer.ok) {
      setResult(answer);
      return;
    }
    setJobs(answer.data.jobs);
    setCompany(answer.data.company ?? null);
    setIsDemoRecruiter(answer.data.demoRecruiter);
  }, []);

  useEffect(() => {
    if (isRecruiter) void reload();
  }, [isRecruiter, reload]);

  if (!isRecruiter) {
    return (
      <Alert variant="warning">
        The recruiter workspace is for recruiter accounts. Ask an administrator to make your account a recruiter.
      </Alert>
    );
  }

  async function onSave(values: PostingFormValues) {
    const posting = toPostingInput(values);
    const answer =
      editing.kind === 'edit'
        ? await requestUpdatePosting(editing.jobId, posting)
        : await requestCreatePosting(posting);
    if (!answer.ok) {
      setResult(answer);
      return;
    }
    setResult({ status: 200, message: editing.kind === 'edit' ? 'Posting updated.' : 'Posting published.' });
    setEditing({ kind: 'none' });
    await reload();
  }

  async function onSaveCompany(input: CompanyInput) {
    const answer = await requestSetCompany(input);
    if (!answer.ok) {
      setResult(answer);
      return;
    }
    setCompany(answer.data.company);
    setResult({ status: 200, message: 'Company saved. You can publish postings now.' });
  }

  async function onEdit(jobId: string) {
    setResult(null);
    const answer = await requestPosting(jobId);
    if (answer.ok) setEditing({ kind: 'edit', jobId, initial: fromJobInfo(answer.data) });
    else setResult(answer);
  }

  async function onSetState(jobId: string, state: JobState) {
    setBusyJobId(jobId);
    const answer = await requestSetJobState(jobId, state);
    setBusyJobId(null);
    setResult(
      answer.ok ? { status: 200, message: state === 'open' ? 'Posting reopened.' : 'Posting closed.' } : answer,
    );
    if (answer.ok) await reload();
  }

  const ownJobs = jobs?.filter((job) => !job.isDemo) ?? null;
  const demoJobs = jobs?.filter((job) => job.isDemo) ?? [];
  const tableProps = {
    busyJobId,
    shownApplicants,
    onEdit: (jobId: string) => void onEdit(jobId),
    onSetState: (jobId: string, state: JobState) => void onSetState(jobId, state),
    onToggleApplicants: (jobId: string) => setShownApplicants((shown) => (shown === jobId ? null : jobId)),
  };

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Recruiter workspace</h1>
        {editing.kind === 'none' && company ? (
          <Button onClick={() => setEditing({ kind: 'create' })}>New posting</Button>
        ) : null}
      </div>
      <AlertFromStatus result={result} onClose={() => setResult(null)} />
      {company ? (
        <p className="text-muted">
          Publishing as <strong>{company.name}</strong> · <Link to={buildPortalPath(company.slug)}>Company page</Link>
        </p>
      ) : null}
      {jobs !== null && !company ? (
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5 mb-3">Your company</h2>
            <p className="text-muted small">Postings are published under your company's name. Name it once to start.</p>
            <CompanyForm onSubmit={onSaveCompany} />
          </Card.Body>
        </Card>
      ) : null}
      {editing.kind !== 'none' ? (
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5 mb-3">{editing.kind === 'edit' ? 'Edit posting' : 'New posting'}</h2>
            <PostingForm
              key={editing.kind === 'edit' ? editing.jobId : 'new'}
              initial={editing.kind === 'edit' ? editing.initial : emptyPostingForm()}
              submitLabel={editing.kind === 'edit' ? 'Save changes' : 'Publish'}
              onSubmit={onSave}
              onCancel={() => setEditing({ kind: 'none' })}
            />
          </Card.Body>
        </Card>
      ) : null}
      {jobs === null && !result ? <LoadingBlock label="Loading your postings..." /> : null}
      {ownJobs?.length === 0 && company ? (
        <p className="text-muted">You have no postings yet. Publish one to start receiving applications.</p>
      ) : null}
      {ownJobs && ownJobs.length > 0 ? <PostingsTable jobs={ownJobs} {...tableProps} /> : null}
      {isDemoRecruiter ? (
        <section aria-labelledby="demo-postings" className="mt-4" data-testid="demo-postings">
          <h2 id="demo-postings" className="h5">
            Demo postings{' '}
            <Badge bg="warning" text="dark">
              Demo
            </Badge>
          </h2>
          <p className="text-muted small">
            This account is the demo recruiter: the {demoJobs.length} generated demo postings and the applications
            people send to them are listed here. They are not real jobs, and applications to them reach no employer.
          </p>
          {demoJobs.length > 0 ? (
            <PostingsTable jobs={demoJobs} {...tableProps} testId="recruiter-demo-postings" />
          ) : (
            <p className="text-muted">There are no demo postings on this server.</p>
          )}
        </section>
      ) : null}
    </section>
  );
}
