import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { TailorReport as Report } from '@vitae/shared/api/tailoring';

/** What tailoring did: the match before and after, the keywords found and missing, and each change. */
export function TailorReport({ report }: { report: Report }) {
  return (
    <Card className="mt-3" data-testid="tailor-report">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Match report
        </Card.Title>
        <ScoreRow label="Before" score={report.scoreBefore} variant="secondary" />
        <ScoreRow label="After" score={report.scoreAfter} variant="success" />
        <KeywordList title="Matched keywords" words={report.matched} bg="success" empty="None yet." />
        <KeywordList
          title="Missing keywords"
          words={report.missing}
          bg="warning"
          empty="None: every keyword is covered."
        />
        <h3 className="h6 mt-3">Changes</h3>
        {report.changes.length === 0 ? (
          <p className="text-muted mb-0">No changes were needed.</p>
        ) : (
          <ul className="mb-0">
            {report.changes.map((change, i) => (
              <li key={i}>{change}</li>
            ))}
          </ul>
        )}
        {report.violations.length > 0 && (
          <>
            <h3 className="h6 mt-3">Kept as written</h3>
            <p className="small text-muted mb-1">These suggested changes were refused because they altered facts:</p>
            <ul className="small mb-0">
              {report.violations.map((v, i) => (
                <li key={i}>{v.detail}</li>
              ))}
            </ul>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function ScoreRow({ label, score, variant }: { label: string; score: number; variant: string }) {
  const rounded = Math.round(score);
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      <span className="small text-nowrap" style={{ width: '9rem' }}>
        Match {label.toLowerCase()}: <strong data-testid={`score-${label.toLowerCase()}`}>{rounded}%</strong>
      </span>
      <ProgressBar
        now={rounded}
        variant={variant}
        className="flex-grow-1"
        aria-label={`Match ${label.toLowerCase()}`}
      />
    </div>
  );
}

function KeywordList({ title, words, bg, empty }: { title: string; words: string[]; bg: string; empty: string }) {
  return (
    <>
      <h3 className="h6 mt-3">{title}</h3>
      {words.length === 0 ? (
        <p className="small text-muted mb-0">{empty}</p>
      ) : (
        <div className="d-flex flex-wrap gap-1">
          {words.map((word) => (
            <Badge key={word} bg={bg} text={bg === 'warning' ? 'dark' : undefined} className="fw-normal">
              {word}
            </Badge>
          ))}
        </div>
      )}
    </>
  );
}
