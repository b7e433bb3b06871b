interface Props {
  before: number;
  after: number;
}

/** Half a dial from 0 to 100 % with the match before (grey) and after (green) tailoring. */
function Dial({ value, label, colour }: { value: number; label: string; colour: string }) {
  const rounded = Math.round(Math.min(100, Math.max(0, value)));
  // The arc's length is pi * r; the filled part is drawn with a dash of that length times the value.
  const r = 40;
  const length = Math.PI * r;
  return (
    <figure className="text-center mb-0" style={{ width: '7.5rem' }}>
      <svg viewBox="0 0 100 58" width="120" role="img" aria-label={`Match ${label}: ${rounded} percent`}>
        <path d="M10 50 A40 40 0 0 1 90 50" fill="none" stroke="#dee2e6" strokeWidth="10" strokeLinecap="round" />
        <path
          d="M10 50 A40 40 0 0 1 90 50"
          fill="none"
          stroke={colour}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(length * rounded) / 100} ${length}`}
        />
        <text x="50" y="48" textAnchor="middle" fontSize="16" fontWeight="700" fill="#212529">
          {rounded}%
        </text>
      </svg>
      <figcaption className="small">{label}</figcaption>
    </figure>
  );
}

/** The match score before and after tailoring as two gauges, with the gain in words. */
export function MatchGauge({ before, after }: Props) {
  const gain = Math.round(after) - Math.round(before);
  return (
    <section
      className="d-flex flex-wrap align-items-center gap-3 mt-3"
      aria-label="Match with the job"
      data-testid="match-gauge"
    >
      <Dial value={before} label="Before" colour="#6c757d" />
      <Dial value={after} label="After" colour="#198754" />
      <p className="small mb-0">
        {gain > 0
          ? `${gain} points closer to the job.`
          : gain < 0
            ? `${-gain} points further from the job.`
            : 'No change in match.'}
      </p>
    </section>
  );
}
