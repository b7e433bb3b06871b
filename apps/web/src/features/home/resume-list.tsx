import { useState } from 'react';
import { useNavigate } from 'react-router';
import ListGroup from 'react-bootstrap/ListGroup';
import Button from 'react-bootstrap/Button';
import Badge from 'react-bootstrap/Badge';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { removeResume, renameResume, setDefaultResume } from '../../app/user-slice.ts';
import { buildResumePath } from '../../app/paths.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { openResumePage } from '../../components/screen-size.ts';
import { requestChangeNickname, requestRemoveResume, requestSetDefaultResume } from './resume-actions.ts';
import { RenameDialog } from './rename-dialog.tsx';
import { RemoveDialog } from './remove-dialog.tsx';

type Dialog = { kind: 'rename' | 'remove'; key: string } | null;

/** The resume list of the job seeker home: open, set default, rename and remove (spec section 4). */
export function ResumeList() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const resumes = useAppSelector((s) => s.user.userResumes);
  const defaultKey = useAppSelector((s) => s.user.defaultResume);
  const [result, setResult] = useState<StatusMessage | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const entries = Object.entries(resumes);

  async function makeDefault(key: string) {
    const answer = await requestSetDefaultResume(key);
    if (answer.ok) dispatch(setDefaultResume(key));
    setResult(answer.ok ? { status: 200, message: 'Default resume changed' } : answer);
  }

  async function rename(key: string, nickname: string): Promise<StatusMessage | null> {
    const answer = await requestChangeNickname(key, nickname);
    if (!answer.ok) return answer;
    dispatch(renameResume({ key, nickname }));
    setDialog(null);
    setResult({ status: 200, message: 'Resume renamed' });
    return null;
  }

  async function remove(key: string) {
    const answer = await requestRemoveResume(key);
    if (answer.ok) dispatch(removeResume(key));
    setDialog(null);
    setResult(answer.ok ? { status: 200, message: 'Resume removed' } : answer);
  }

  const chosen = dialog ? resumes[dialog.key] : undefined;
  return (
    <>
      <AlertFromStatus result={result} onClose={() => setResult(null)} />
      {entries.length === 0 ? (
        <p className="text-muted mb-0">No resumes yet. Create or upload one to get started.</p>
      ) : (
        <ListGroup as="ul" aria-label="Your resumes">
          {entries.map(([key, entry]) => (
            <ListGroup.Item
              as="li"
              key={key}
              className="d-flex flex-wrap align-items-center gap-2"
              data-resume-key={key}
            >
              <div className="me-auto text-break">
                <span className="fw-semibold">{entry.nickname}</span>{' '}
                {key === defaultKey && (
                  <Badge bg="success" className="ms-1">
                    Default
                  </Badge>
                )}
                <div className="small text-muted">{entry.file_name}</div>
              </div>
              <div className="d-flex flex-wrap gap-1">
                <Button
                  size="sm"
                  aria-label={`Open ${entry.nickname}`}
                  onClick={() => openResumePage(buildResumePath(key), (to) => void navigate(to))}
                >
                  Open
                </Button>
                {key !== defaultKey && (
                  <Button
                    size="sm"
                    variant="outline-success"
                    aria-label={`Set ${entry.nickname} as default`}
                    onClick={() => void makeDefault(key)}
                  >
                    Set Default
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline-secondary"
                  aria-label={`Rename ${entry.nickname}`}
                  onClick={() => setDialog({ kind: 'rename', key })}
                >
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Remove ${entry.nickname}`}
                  onClick={() => setDialog({ kind: 'remove', key })}
                >
                  Remove
                </Button>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {dialog?.kind === 'rename' && chosen && (
        <RenameDialog
          currentNickname={chosen.nickname}
          onCancel={() => setDialog(null)}
          onRename={(n) => rename(dialog.key, n)}
        />
      )}
      {dialog?.kind === 'remove' && chosen && (
        <RemoveDialog
          nickname={chosen.nickname}
          onCancel={() => setDialog(null)}
          onConfirm={() => remove(dialog.key)}
        />
      )}
    </>
  );
}
