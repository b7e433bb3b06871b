import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { LIMITS } from '@vitae/shared/limits';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  placeholder?: string;
  isRequired?: boolean;
  isMultiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
}

/** A labelled input of the resume editor (the label is a real <label>, so screen readers name it). */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  isRequired,
  isMultiline,
  autoComplete,
  maxLength,
}: Props) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label className="small mb-1">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </Form.Label>
      {isMultiline ? (
        <Form.Control
          as="textarea"
          rows={4}
          value={value}
          placeholder={placeholder}
          required={isRequired}
          maxLength={maxLength ?? LIMITS.longText}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Form.Control
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step={type === 'number' ? 'any' : undefined}
          min={type === 'number' ? 0 : undefined}
          value={value}
          placeholder={placeholder}
          required={isRequired}
          autoComplete={autoComplete ?? 'off'}
          maxLength={type === 'number' ? undefined : (maxLength ?? LIMITS.shortText)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Form.Group>
  );
}
