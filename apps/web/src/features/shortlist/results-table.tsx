import { Fragment, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { RankedResult } from './rank-results.ts';
import { groupDuplicates } from './group-duplicates.ts';
import { CandidateDetails } from './candidate-details.tsx';

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

/** "4 of 6 matched" from the requirements a resume shows and lacks. */
function summarize(result: RankedResult): string {
  const total = result.matched.length + result.missing.length;
  return total > 0 ? `${result.matched.length} of ${total} matched` : 'No requirements found';
}

/**
 * The ranked shortlist, one line per candidate so a long list can be scanned; Details opens the
 * evidence, what is missing, the notes and the reasons. Resumes of the same person collapse under
 * the first one.
 */
export function ResultsTable({ ranked, onOpen }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  if (ranked.length === 0) return <p className="text-muted">No resumes have been scored yet.</p>;
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    // Below 768 px each candidate's cells wrap (table-stack in app.css), so Details and Open stay on screen.
    <Table size="sm" className="align-middle table-stack" data-testid="shortlist-results">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Candidate</th>
          <th scope="col" className="text-end">
            Score
          </th>
          <th scope="col" className="text-end">
            Years
          </th>
          <th scope="col">Requirements</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {groupDuplicates(ranked).map(({ result, duplicates }) => {
          const isOpen = expanded.has(result.id);
          const detailsId = `candidate-details-${result.id}`;
          return (
            <Fragment key={result.id}>
              <tr data-testid="shortlist-row">
                <td>{result.rank}</td>
                <td className="text-nowrap">
                  <span className="fw-semibold" data-testid="candidate-label">
                    {result.label}
                  </span>
                  {duplicates.length > 0 ? (
                    <Badge bg="warning" text="dark" className="ms-2" data-testid="duplicate-count">
                      +{duplicates.length} duplicate{duplicates.length === 1 ? '' : 's'}
                    </Badge>
                  ) : null}
                </td>
                <td className="text-end fw-semibold" data-label="Score" data-testid="candidate-score">
                  {formatScore(result.score)}
                </td>
                <td className="text-end" data-label="Years">
                  {formatYears(result.years)}
                </td>
                <td className="small text-nowrap">{summarize(result)}</td>
                <td className="text-end text-nowrap stack-line">
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    className="me-1"
                    aria-expanded={isOpen}
                    aria-controls={detailsId}
                    onClick={() => toggle(result.id)}
                  >
                    {isOpen ? 'Hide details' : 'Details'}
                  </Button>
                  <Button variant="outline-primary" size="sm" onClick={() => onOpen(result)}>
                    Open resume
                  </Button>
                </td>
              </tr>
              {isOpen ? (
                <tr id={detailsId} data-testid="candidate-details">
                  <td />
                  <td colSpan={5}>
                    <CandidateDetails result={result} duplicates={duplicates} onOpen={onOpen} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
