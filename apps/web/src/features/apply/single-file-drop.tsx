import { useDropzone, type FileRejection } from 'react-dropzone';
import Button from 'react-bootstrap/Button';
import { pickFirstFile } from './validate-application.ts';

interface Props {
  file: File | null;
  onFile: (file: File) => void;
}

/** A drop or Browse area for one file; of several dropped files only the first is taken. */
export function SingleFileDrop({ file, onFile }: Props) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    onDrop(accepted: File[], rejected: FileRejection[]) {
      const first = pickFirstFile(accepted, rejected);
      if (first) onFile(first);
    },
  });
  return (
    <div
      {...getRootProps({
        className: `border border-2 rounded p-4 text-center ${isDragActive ? 'border-primary bg-light' : 'border-secondary-subtle'}`,
        style: { borderStyle: 'dashed' },
        'data-testid': 'apply-dropzone',
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Resume file' })} />
      <p className="mb-2">Drop your resume here, or</p>
      <Button variant="outline-secondary" size="sm" onClick={open}>
        Browse
      </Button>
      <p className="small text-muted mt-2 mb-0">PDF or Word (.docx), up to 10 MB.</p>
      {file ? (
        <p className="mt-2 mb-0 fw-semibold" data-testid="selected-file">
          Selected: {file.name}
        </p>
      ) : null}
    </div>
  );
}
