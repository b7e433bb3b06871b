import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { LIMITS } from '@vitae/shared/limits';
import { FieldFlag, flagNoteId, flagTargetId, useFieldFlag } from './field-flags.tsx';

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
  /** The parsed field this input holds, when the person may be asked to check it ('email', 'profile'). */
  flagField?: string;
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
  flagField,
}: Props) {
  const id = useId();
  const flag = useFieldFlag(flagField);
  const describedBy = flag && flagField ? flagNoteId(flagField) : undefined;
  return (
    <Form.Group controlId={id} className="mb-2" id={flagField ? flagTargetId(flagField) : undefined} tabIndex={-1}>
      <Form.Label className="small mb-1">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </Form.Label>
      {flagField && <FieldFlag field={flagField} label={label} />}
      {isMultiline ? (
        <Form.Control
          as="textarea"
          rows={4}
          value={value}
          placeholder={placeholder}
          required={isRequired}
          maxLength={maxLength ?? LIMITS.longText}
          aria-describedby={describedBy}
          className={flag ? 'border-warning border-2' : undefined}
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
          aria-describedby={describedBy}
          className={flag ? 'border-warning border-2' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Form.Group>
  );
}
