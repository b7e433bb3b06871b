import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { ApplicantFile } from './applicant-file.tsx';
import { requestApplicantFileUrl, requestApplicants, type Applicant } from './recruiter-api.ts';

type Load = { kind: 'loading' } | { kind: 'done'; applicants: Applicant[] } | { kind: 'failed'; result: StatusMessage };

/** The people who applied to one posting, each with their file; a demo posting's are marked as demo. */
export function ApplicantsPanel({ jobId, isDemo = false }: { jobId: string; isDemo?: boolean }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [opened, setOpened] = useState<{ url: string; fileName: string } | null>(null);
  const [fileError, setFileError] = useState<StatusMessage | null>(null);

  useEffect(() => {
    let isCurrent = true;
    setLoad({ kind: 'loading' });
    void requestApplicants(jobId).then((answer) => {
      if (!isCurrent) return;
      setLoad(answer.ok ? { kind: 'done', applicants: answer.data.applications } : { kind: 'failed', result: answer });
    });
    return () => {
      isCurrent = false;
    };
  }, [jobId]);

  async function openFile(applicant: Applicant) {
    setFileError(null);
    const answer = await requestApplicantFileUrl(applicant.id);
    if (answer.ok) setOpened({ url: answer.data.url, fileName: applicant.file_name });
    else setFileError(answer);
  }

  if (load.kind === 'loading') return <LoadingBlock label="Loading applicants..." />;
  if (load.kind === 'failed') return <AlertFromStatus result={load.result} />;
  if (load.applicants.length === 0) return <p className="text-muted mb-0">No applications yet.</p>;
  return (
    <>
      {isDemo ? (
        <p className="small text-muted mb-2" data-testid="applicants-demo-note">
          Demo applications: sent to a generated demo posting, they reached no employer.
        </p>
      ) : null}
      <AlertFromStatus result={fileError} onClose={() => setFileError(null)} />
      <Table responsive size="sm" className="mb-0" data-testid="applicants">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Applied</th>
            <th>File</th>
          </tr>
        </thead>
        <tbody>
          {load.applicants.map((applicant) => (
            <tr key={applicant.id}>
              <td>{applicant.name}</td>
              <td>
                <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
              </td>
              <td>{new Date(applicant.created_at).toLocaleDateString()}</td>
              <td>
                <Button variant="link" size="sm" className="p-0" onClick={() => void openFile(applicant)}>
                  {applicant.file_name}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Modal show={Boolean(opened)} onHide={() => setOpened(null)} size="xl" fullscreen="md-down">
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {opened?.fileName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{opened ? <ApplicantFile url={opened.url} fileName={opened.fileName} /> : null}</Modal.Body>
      </Modal>
    </>
  );
}
