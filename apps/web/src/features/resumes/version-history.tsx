import { useEffect, useState } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import Button from 'react-bootstrap/Button';
import type { Resume } from '@vitae/shared/resume/schema';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { requestRestoreVersion, requestResumeVersions, type ResumeVersion } from './resume-api.ts';

interface Props {
  resumeKey: string;
  /** Changes after each save, so the list is fetched again. */
  refreshSignal: number;
  onRestored: (resume: Resume, version: number) => void;
}

function formatSavedAt(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? savedAt : date.toLocaleString();
}

/** Earlier saved versions of one resume, newest first, each restorable. */
export function VersionHistory({ resumeKey, refreshSignal, onRestored }: Props) {
  const [versions, setVersions] = useState<ResumeVersion[] | null>(null);
  const [result, setResult] = useState<StatusMessage | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  useEffect(() => {
    let isCurrent = true;
    setVersions(null);
    void requestResumeVersions(resumeKey).then((answer) => {
      if (!isCurrent) return;
      if (answer.ok) setVersions([...answer.data.versions].sort((a, b) => b.version - a.version));
      else {
        setVersions([]);
        setResult(answer);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [resumeKey, refreshSignal]);

  async function restore(version: number) {
    setRestoring(version);
    const answer = await requestRestoreVersion(resumeKey, version);
    setRestoring(null);
    if (!answer.ok) {
      setResult(answer);
      return;
    }
    setResult({ status: 200, message: `Version ${version} restored` });
    onRestored(answer.data.resume, version);
  }

  return (
    <section aria-label="Version history" className="mb-3">
      <h2 className="h6">Version history</h2>
      <AlertFromStatus result={result} onClose={() => setResult(null)} />
      {versions === null && <LoadingBlock label="Loading versions..." />}
      {versions?.length === 0 && <p className="small text-muted">No earlier versions yet.</p>}
      {versions && versions.length > 0 && (
        <ListGroup as="ol">
          {versions.map((v) => (
            <ListGroup.Item as="li" key={v.version} className="d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                Version {v.version} <span className="small text-muted">{formatSavedAt(v.saved_at)}</span>
              </span>
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={`Restore version ${v.version}`}
                disabled={restoring !== null}
                onClick={() => void restore(v.version)}
              >
                {restoring === v.version ? 'Restoring...' : 'Restore'}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
