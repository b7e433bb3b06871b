import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  /** What react-hook-form's register(name) returns. */
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** A note under the field, read out with it. */
  note?: ReactNode;
  /** Spacing of the group (Bootstrap classes). */
  className?: string;
}

/** One labelled input with its error under it: the shape every form in the app repeats. */
export function FormField(props: Props) {
  const { id, label, registration, error, type = 'text', autoComplete, note, className = 'mb-3' } = props;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        aria-describedby={note ? `${id}-note` : undefined}
        isInvalid={Boolean(error)}
        {...registration}
      />
      <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
      {note && <Form.Text id={`${id}-note`}>{note}</Form.Text>}
    </Form.Group>
  );
}
