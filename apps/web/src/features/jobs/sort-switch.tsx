import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import type { SearchSort } from '@vitae/shared/api/jobs';

const LABELS: Record<SearchSort, string> = { relevance: 'Relevance', match: 'Best match' };

/** Orders results by relevance to the query or by the match with the default resume (radio buttons, keyboard usable). */
export function SortSwitch({ value, onChange }: { value: SearchSort; onChange: (next: SearchSort) => void }) {
  return (
    <div className="d-flex align-items-center gap-2 mb-3" data-testid="sort-switch">
      <span className="small text-muted" id="job-sort-label">
        Sort by
      </span>
      <ToggleButtonGroup
        type="radio"
        name="job-sort"
        size="sm"
        value={value}
        onChange={(next: SearchSort) => onChange(next)}
        aria-labelledby="job-sort-label"
      >
        {(Object.keys(LABELS) as SearchSort[]).map((sort) => (
          <ToggleButton key={sort} id={`job-sort-${sort}`} value={sort} variant="outline-secondary">
            {LABELS[sort]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
