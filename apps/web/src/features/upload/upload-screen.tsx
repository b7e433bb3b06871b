import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAppDispatch } from '../../app/store.ts';
import { addResume } from '../../app/user-slice.ts';
import { buildResumePath } from '../../app/paths.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { variantFromStatus } from '../../components/variant-from-status.ts';
import { requestParse, type ParseAnswer } from './parse-api.ts';
import { checkResumeFile } from './check-file.ts';
import { FilePicker } from './file-picker.tsx';
import { ParseReview } from './parse-review.tsx';
import { listFieldsToCheck } from '@vitae/shared/resume/fields-to-check';

type UploadState =
  | { step: 'idle' }
  | { step: 'parsing' }
  | { step: 'success'; answer: ParseAnswer }
  | { step: 'failure'; status: number; message: string };

/** Upload (/upload): pick or drop a file, parse it, store the resume, then go and view it. */
export function UploadScreen() {
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle' });

  function pick(next: File | null) {
    setFile(next);
    setFileProblem(next ? checkResumeFile(next) : null);
    if (state.step !== 'parsing') setState({ step: 'idle' });
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || fileProblem) return;
    setState({ step: 'parsing' });
    const answer = await requestParse(file);
    if (!answer.ok) {
      setState({ step: 'failure', status: answer.status, message: answer.message });
      return;
    }
    const { file_id: key, filename, nickname, resume } = answer.data;
    const toCheck = listFieldsToCheck(answer.data.confidence).map((f) => f.field);
    const originalType = file.name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : file.type || null;
    dispatch(addResume({ key, filename, nickname, resume, toCheck, originalType }));
    setState({ step: 'success', answer: answer.data });
  }

  const isParsing = state.step === 'parsing';
  return (
    <section className="form-card">
      <h1 className="h3 mb-3">Upload Resume</h1>
      <Form onSubmit={(e) => void upload(e)} noValidate>
        <FilePicker file={file} isDisabled={isParsing} onFile={pick} />
        {fileProblem && (
          <Alert variant="danger" role="alert">
            {fileProblem}
          </Alert>
        )}
        <Button type="submit" disabled={!file || Boolean(fileProblem) || isParsing}>
          Upload
        </Button>
      </Form>
      {isParsing && <LoadingBlock label="Parsing Resume ..." />}
      {state.step === 'failure' && (
        <Alert variant={variantFromStatus(state.status)} className="mt-3" role="alert">
          <div className="fw-semibold">Error in Uploading Resume</div>
          <div>{state.message}</div>
        </Alert>
      )}
      {state.step === 'success' && (
        <div className="mt-3">
          <Alert variant="success" role="status">
            Resume Uploaded Successfully: <strong>{state.answer.nickname}</strong> ({state.answer.filename})
          </Alert>
          <LinkButton to={`${buildResumePath(state.answer.file_id)}&review=1`}>View Resume</LinkButton>
          <ParseReview confidence={state.answer.confidence} warnings={state.answer.warnings} />
        </div>
      )}
    </section>
  );
}
