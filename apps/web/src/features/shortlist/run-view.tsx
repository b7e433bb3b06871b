import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { downloadExport, type ExportFormat } from './download-export.ts';
import { rankResults, type RankedResult } from './rank-results.ts';
import { ResultsTable } from './results-table.tsx';
import { ResumeFile } from './resume-file.tsx';
import { RunProgress } from './run-progress.tsx';
import { requestShortlistFileUrl } from './shortlist-api.ts';
import { useRunStatus } from './use-run-status.ts';

/**
 * One shortlisting run: live progress, the ranked table (blind by default), exports and files.
 * Until Reveal, Open resume shows a rendering without name, contact details or links.
 */
export function RunView({ runId, onFinished }: { runId: string; onFinished?: () => void }) {
  const [reveal, setReveal] = useState(false);
  const { status, error } = useRunStatus(runId, reveal);
  const isFinished = status?.state === 'done' || status?.state === 'failed';
  useEffect(() => {
    if (isFinished) onFinished?.();
  }, [isFinished, onFinished]);
  const [notice, setNotice] = useState<StatusMessage | null>(null);
  const [opened, setOpened] = useState<{ url: string; title: string; fileName: string } | null>(null);
  const ranked = useMemo(() => rankResults(status?.results ?? []), [status]);

  async function onExport(format: ExportFormat) {
    setNotice(null);
    const problem = await downloadExport(runId, format, reveal);
    if (problem) setNotice({ status: 500, message: problem });
  }

  async function onOpen(result: RankedResult) {
    setNotice(null);
    const answer = await requestShortlistFileUrl(runId, result.id, reveal);
    if (answer.ok) setOpened({ url: answer.data.url, title: result.label, fileName: answer.data.file_name });
    else setNotice(answer);
  }

  if (error) return <AlertFromStatus result={error} />;
  if (!status) return <LoadingBlock label="Starting the shortlist..." />;
  const isDone = status.state === 'done';
  return (
    <section aria-labelledby="run-heading" className="mt-4" data-testid="shortlist-run">
      <h2 id="run-heading" className="h5">
        Shortlist {status.job_id ? `for job ${status.job_id}` : ''}
      </h2>
      <RunProgress status={status} />
      <AlertFromStatus result={notice} onClose={() => setNotice(null)} />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <Form.Check
          type="switch"
          id="reveal-names"
          label="Reveal names"
          checked={reveal}
          onChange={(e) => {
            // An open file belongs to the other mode: close it rather than show a name after hiding it.
            setOpened(null);
            setReveal(e.target.checked);
          }}
        />
        <div className="ms-auto d-flex gap-2">
          <Button size="sm" variant="outline-secondary" disabled={!isDone} onClick={() => void onExport('csv')}>
            Download CSV
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={!isDone} onClick={() => void onExport('xlsx')}>
            Download XLSX
          </Button>
        </div>
      </div>
      <ResultsTable ranked={ranked} onOpen={(result) => void onOpen(result)} />
      {status.skipped.length > 0 ? (
        <Alert variant="warning" className="small">
          <p className="mb-1 fw-semibold">Files not scored:</p>
          <ul className="mb-0">
            {status.skipped.map((skip) => (
              <li key={skip.name}>
                {skip.name}: {skip.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Modal show={Boolean(opened)} onHide={() => setOpened(null)} size="xl" fullscreen="md-down">
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {opened?.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{opened ? <ResumeFile url={opened.url} fileName={opened.fileName} /> : null}</Modal.Body>
      </Modal>
    </section>
  );
}
