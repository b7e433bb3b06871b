import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { describeDuplicate, type RankedResult } from './rank-results.ts';

interface Props {
  ranked: RankedResult[];
  onOpen: (result: RankedResult) => void;
}

/** Scores run 0-100 with one decimal (apps/server/src/shortlisting/rank.ts). */
function formatScore(score: number): string {
  return String(Math.round(score * 10) / 10);
}

function formatYears(years: number): string {
  return years > 0 ? years.toFixed(years % 1 === 0 ? 0 : 1) : '–';
}

/** The ranked shortlist: score, evidence for matched requirements, what is missing, and why. */
export function ResultsTable({ ranked, onOpen }: Props) {
  if (ranked.length === 0) return <p className="text-muted">No resumes have been scored yet.</p>;
  return (
    <Table responsive size="sm" className="align-top" data-testid="shortlist-results">
      <thead>
        <tr>
          <th>#</th>
          <th>Candidate</th>
          <th className="text-end">Score</th>
          <th className="text-end">Years</th>
          <th>Matched</th>
          <th>Missing</th>
          <th>Notes</th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((result) => {
          const duplicate = describeDuplicate(ranked, result.duplicate_of);
          return (
            <tr key={result.id} data-testid="shortlist-row">
              <td>{result.rank}</td>
              <td>
                <div className="fw-semibold" data-testid="candidate-label">
                  {result.label}
                </div>
                {result.email ? <div className="small text-muted">{result.email}</div> : null}
                <Button variant="link" size="sm" className="p-0" onClick={() => onOpen(result)}>
                  Open resume
                </Button>
              </td>
              <td className="text-end fw-semibold" data-testid="candidate-score">
                {formatScore(result.score)}
              </td>
              <td className="text-end">{formatYears(result.years)}</td>
              <td>
                <ul className="list-unstyled small mb-0">
                  {result.matched.map((m) => (
                    <li key={m.requirement} title={m.evidence}>
                      <span className="text-success" aria-hidden="true">
                        ✓{' '}
                      </span>
                      {m.requirement}
                      {m.evidence ? <span className="visually-hidden">: {m.evidence}</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <ul className="list-unstyled small mb-0">
                  {result.missing.map((requirement) => (
                    <li key={requirement} className="text-danger">
                      {requirement}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="small">
                {duplicate ? (
                  <Badge bg="warning" text="dark" className="me-1">
                    Duplicate of {duplicate}
                  </Badge>
                ) : null}
                {result.flags.map((flag) => (
                  <Badge key={flag} bg="secondary" className="me-1">
                    {flag}
                  </Badge>
                ))}
                {result.reasons.length > 0 ? (
                  <details>
                    <summary>Why this score</summary>
                    <ul className="mb-0 ps-3">
                      {result.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
