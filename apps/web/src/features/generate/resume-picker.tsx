import Form from 'react-bootstrap/Form';
import type { UserResume } from '../../app/user-slice.ts';

interface Props {
  resumes: Record<string, UserResume>;
  defaultKey: string | null;
  value: string;
  onChange: (key: string) => void;
  disabled?: boolean;
}

/** Which of the person's resumes Generate tailors; the default one comes first and is preselected. */
export function ResumePicker({ resumes, defaultKey, value, onChange, disabled }: Props) {
  const keys = Object.keys(resumes).sort((a, b) => Number(b === defaultKey) - Number(a === defaultKey));
  if (keys.length === 0) return null;
  return (
    <Form.Group controlId="generate-resume" className="mb-3" style={{ maxWidth: '28rem' }}>
      <Form.Label>Resume to tailor</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {keys.map((key) => (
          <option key={key} value={key}>
            {resumes[key]!.nickname || resumes[key]!.file_name}
            {key === defaultKey ? ' (default)' : ''}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
