import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import Button from 'react-bootstrap/Button';

interface Props {
  nickname: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

export function RemoveDialog({ nickname, onCancel, onConfirm }: Props) {
  const [isRemoving, setIsRemoving] = useState(false);
  async function confirm() {
    setIsRemoving(true);
    await onConfirm();
    setIsRemoving(false);
  }
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="remove-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="remove-dialog-title">Remove Resume</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        Remove the resume <strong>{nickname}</strong>? This cannot be undone.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={isRemoving}>
          Remove
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
