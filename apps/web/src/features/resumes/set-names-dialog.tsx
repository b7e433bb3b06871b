import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Modal from 'react-bootstrap/Modal';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import { fileNameSchema, nicknameSchema } from '@vitae/shared/api/user';
import { DEFAULT_NICKNAME_PLACEHOLDER } from '@vitae/shared/constants';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

const namesSchema = z.object({ filename: fileNameSchema, nickname: nicknameSchema });
export type ResumeNames = z.infer<typeof namesSchema>;

interface Props {
  onCancel: () => void;
  /** Resolves with the failure to show (the dialog stays open), or null on success. */
  onCreate: (names: ResumeNames) => Promise<StatusMessage | null>;
}

/** The Set Names dialog of Create Resume (spec section 2). */
export function SetNamesDialog({ onCancel, onCreate }: Props) {
  const [result, setResult] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState } = useForm<ResumeNames>({
    resolver: zodResolver(namesSchema),
    defaultValues: { filename: '', nickname: '' },
  });
  const onSubmit = handleSubmit(async (names) => setResult(await onCreate(names)));

  return (
    <Modal show onHide={onCancel} centered aria-labelledby="set-names-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="set-names-title">Set Names</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <AlertFromStatus result={result} />
          <Form.Group className="mb-3" controlId="set-names-filename">
            <Form.Label>File Name</Form.Label>
            <Form.Control
              autoFocus
              placeholder="John_Doe_Resume"
              isInvalid={Boolean(formState.errors.filename)}
              {...register('filename')}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.filename?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="set-names-nickname">
            <Form.Label>Nickname</Form.Label>
            <Form.Control
              required
              placeholder={DEFAULT_NICKNAME_PLACEHOLDER}
              isInvalid={Boolean(formState.errors.nickname)}
              {...register('nickname')}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.nickname?.message}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Creating...' : 'Create'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
