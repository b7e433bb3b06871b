import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import type { Resume } from '@vitae/shared/resume/schema';
import { listChanges, mergeChanges, type LineChange } from './line-diff.ts';
import './generate-review.css';

interface Props {
  /** The default resume as it was before tailoring. */
  before: Resume;
  /** The tailored resume as Generate answered it. */
  after: Resume;
  /** Called with the tailored resume holding only the accepted changes, each time a choice changes. */
  onChange: (merged: Resume) => void;
}

/**
 * The tailoring's changes as before/after lines, each accepted or rejected before saving; all start
 * accepted. Give it a new `key` for a new Generate answer.
 */
export function ChangesReview({ before, after, onChange }: Props) {
  const changes = useMemo(() => listChanges(before, after), [before, after]);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(() => new Set(changes.map((c) => c.id)));

  function choose(next: ReadonlySet<string>) {
    setAccepted(next);
    onChange(mergeChanges(before, after, next));
  }
  function set(change: LineChange, isAccepted: boolean) {
    const next = new Set(accepted);
    if (isAccepted) next.add(change.id);
    else next.delete(change.id);
    choose(next);
  }

  return (
    <Card className="mt-3" data-testid="changes-review">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0 me-auto">Changes</h2>
          {changes.length > 0 && (
            <>
              <span className="small text-body-secondary" role="status">
                {accepted.size} of {changes.length} accepted
              </span>
              <Button size="sm" variant="outline-secondary" onClick={() => choose(new Set(changes.map((c) => c.id)))}>
                Accept all
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={() => choose(new Set())}>
                Reject all
              </Button>
            </>
          )}
        </div>
        {changes.length === 0 ? (
          <p className="small text-body-secondary mb-0">Tailoring changed no line of your resume.</p>
        ) : (
          <>
            <p className="small text-body-secondary">
              Accept or reject each change; Save to your resumes keeps the accepted ones. Press Refresh on the PDF to
              see your choices there.
            </p>
            <ol className="list-unstyled mb-0">
              {changes.map((change, index) => (
                <ChangeRow
                  key={change.id}
                  change={change}
                  number={index + 1}
                  isAccepted={accepted.has(change.id)}
                  onSet={(isAccepted) => set(change, isAccepted)}
                />
              ))}
            </ol>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function ChangeRow({
  change,
  number,
  isAccepted,
  onSet,
}: {
  change: LineChange;
  number: number;
  isAccepted: boolean;
  onSet: (isAccepted: boolean) => void;
}) {
  const name = `change ${number}`;
  return (
    <li
      className={`change-row border rounded p-2 mb-2 ${isAccepted ? '' : 'is-rejected'}`}
      data-testid="change"
      aria-label={`Change ${number}: ${change.where}`}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className="small fw-semibold me-auto">{change.where}</span>
        <ButtonGroup size="sm" aria-label={`Keep ${name}?`}>
          <Button
            variant={isAccepted ? 'success' : 'outline-success'}
            aria-pressed={isAccepted}
            onClick={() => onSet(true)}
          >
            Accept <span className="visually-hidden">{name}</span>
          </Button>
          <Button
            variant={isAccepted ? 'outline-danger' : 'danger'}
            aria-pressed={!isAccepted}
            onClick={() => onSet(false)}
          >
            Reject <span className="visually-hidden">{name}</span>
          </Button>
        </ButtonGroup>
      </div>
      {change.before !== null && (
        <div className="diff-line diff-before small" data-testid="change-before">
          <span className="diff-sign" aria-hidden="true">
            −
          </span>
          <span className="visually-hidden">Before: </span>
          <del>{change.before}</del>
        </div>
      )}
      {change.after !== null && (
        <div className="diff-line diff-after small" data-testid="change-after">
          <span className="diff-sign" aria-hidden="true">
            +
          </span>
          <span className="visually-hidden">After: </span>
          <ins>{change.after}</ins>
        </div>
      )}
    </li>
  );
}
