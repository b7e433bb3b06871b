import Button from 'react-bootstrap/Button';
import type { RankedResult } from './rank-results.ts';
import { describeFlag } from './flag-notes.ts';

interface Props {
  result: RankedResult;
  duplicates: RankedResult[];
  onOpen: (result: RankedResult) => void;
}

/** One candidate opened up: matched requirements with their evidence, what is missing, notes, reasons, duplicates. */
export function CandidateDetails({ result, duplicates, onOpen }: Props) {
  const notes = result.flags.filter((flag) => flag !== 'duplicate').map(describeFlag);
  return (
    <div className="small py-1">
      {result.email ? <p className="mb-2 text-muted">{result.email}</p> : null}
      {result.matched.length > 0 ? (
        <>
          <h3 className="h6 small fw-semibold mb-1">Matched</h3>
          <ul className="mb-2 ps-3">
            {result.matched.map((m) => (
              <li key={m.requirement}>
                <span className="fw-semibold">{m.requirement}</span>
                {m.evidence ? <span className="text-muted">: {m.evidence}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.missing.length > 0 ? (
        <p className="mb-2">
          <span className="fw-semibold">Missing: </span>
          <span className="text-danger">{result.missing.join(', ')}</span>
        </p>
      ) : null}
      {notes.length > 0 ? (
        <>
          <h3 className="h6 small fw-semibold mb-1">Notes</h3>
          <ul className="mb-2 ps-3" data-testid="candidate-notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
      {result.reasons.length > 0 ? (
        <>
          <h3 className="h6 small fw-semibold mb-1">Why this score</h3>
          <ul className="mb-2 ps-3">
            {result.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      {duplicates.length > 0 ? (
        <>
          <h3 className="h6 small fw-semibold mb-1">Same person, other resumes</h3>
          <ul className="mb-0 ps-3" data-testid="candidate-duplicates">
            {duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                {duplicate.label} (#{duplicate.rank}, score {Math.round(duplicate.score * 10) / 10}){' '}
                <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onOpen(duplicate)}>
                  Open resume
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
