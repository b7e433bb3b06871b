import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Modal from 'react-bootstrap/Modal';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import { nicknameSchema } from '@vitae/shared/api/user';
import { DEFAULT_NICKNAME_PLACEHOLDER } from '@vitae/shared/constants';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

const renameSchema = z.object({ nickname: nicknameSchema });

interface Props {
  currentNickname: string;
  onCancel: () => void;
  /** Resolves with the failure to show, or null when the rename succeeded. */
  onRename: (nickname: string) => Promise<StatusMessage | null>;
}

export function RenameDialog({ currentNickname, onCancel, onRename }: Props) {
  const [result, setResult] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState } = useForm<{ nickname: string }>({
    resolver: zodResolver(renameSchema),
    defaultValues: { nickname: currentNickname },
  });
  const onSubmit = handleSubmit(async ({ nickname }) => setResult(await onRename(nickname)));

  return (
    <Modal show onHide={onCancel} centered aria-labelledby="rename-dialog-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="rename-dialog-title">Rename Resume</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <AlertFromStatus result={result} />
          <Form.Group controlId="rename-nickname">
            <Form.Label>Nickname</Form.Label>
            <Form.Control
              required
              autoFocus
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
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
