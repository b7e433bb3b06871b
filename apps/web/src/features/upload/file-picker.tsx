import { useDropzone } from 'react-dropzone';
import Form from 'react-bootstrap/Form';
import { ACCEPT_ATTRIBUTE } from './check-file.ts';

interface Props {
  file: File | null;
  isDisabled: boolean;
  onFile: (file: File | null) => void;
}

/**
 * A visible file input inside a drop area: the input is the spec's control (and the keyboard's);
 * dropping a file anywhere on the area picks it as well. Only the first dropped file is taken.
 */
export function FilePicker({ file, isDisabled, onFile }: Props) {
  const { getRootProps, isDragActive } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: isDisabled,
    onDrop(accepted: File[]) {
      if (accepted[0]) onFile(accepted[0]);
    },
  });
  return (
    <div
      {...getRootProps({
        className: `upload-drop border border-2 rounded p-3 p-sm-4 mb-3 ${isDragActive ? 'border-primary bg-primary-subtle' : 'border-secondary-subtle'}`,
        style: { borderStyle: 'dashed' },
      })}
    >
      <Form.Group controlId="resume-file">
        <Form.Label>Resume file</Form.Label>
        <Form.Control
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={isDisabled}
          onChange={(e) => onFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text>
          {file
            ? `Selected: ${file.name}`
            : 'PDF, DOCX, TXT or JSON Resume, up to 10 MB. You can also drop the file here.'}
        </Form.Text>
      </Form.Group>
    </div>
  );
}
