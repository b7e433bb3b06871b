import Form from 'react-bootstrap/Form';
import { TEMPLATE_NAMES, type TemplateName } from '@vitae/shared/api/documents';

const TEMPLATE_LABELS: Record<TemplateName, string> = { classic: 'Classic', modern: 'Modern', compact: 'Compact' };

interface Props {
  /** null shows 'Saved template' (the server's choice for a saved resume). */
  value: TemplateName | null;
  onChange: (template: TemplateName) => void;
  isDisabled?: boolean;
  id: string;
}

/** The PDF template choice (classic, modern, compact), as a labelled select. */
export function TemplatePicker({ value, onChange, isDisabled, id }: Props) {
  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 small text-nowrap">Template</Form.Label>
      <Form.Select
        size="sm"
        value={value ?? ''}
        disabled={isDisabled}
        onChange={(e) => onChange(e.target.value as TemplateName)}
      >
        {value === null && (
          <option value="" disabled>
            Saved template
          </option>
        )}
        {TEMPLATE_NAMES.map((name) => (
          <option key={name} value={name}>
            {TEMPLATE_LABELS[name]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
