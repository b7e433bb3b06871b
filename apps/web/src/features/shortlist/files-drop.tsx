import { useDropzone } from 'react-dropzone';
import { describeDroppedFiles, DROP_PROMPT } from './drop-status.ts';

interface Props {
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onClear: () => void;
}

/** Spec section 2: the many-file drop area with its red or green status line. */
export function FilesDrop({ files, onAdd, onClear }: Props) {
  // react-dropzone hands over File objects only: dragged text or links never become items.
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: true,
    onDrop: (accepted) => onAdd(accepted),
  });
  const status = describeDroppedFiles(files.length);
  return (
    <div>
      <div
        {...getRootProps({
          className: `border border-2 rounded p-4 text-center ${isDragActive ? 'border-primary bg-light' : 'border-secondary-subtle'}`,
          style: { borderStyle: 'dashed', cursor: 'pointer' },
          'data-testid': 'shortlist-dropzone',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Resume files' })} />
        <p className="mb-1">{DROP_PROMPT}</p>
        <p className="small text-muted mb-0">One zip of resumes, or many PDF, DOCX or text files. Click to browse.</p>
      </div>
      <div className="d-flex align-items-center gap-2 mt-2">
        <span className={status.isReady ? 'text-success' : 'text-danger'} data-testid="drop-status">
          {status.text}
        </span>
        {status.isReady ? (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={onClear}>
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}
