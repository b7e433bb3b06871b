import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import type { InterpretedFilter } from './search-jobs-api.ts';

interface Props {
  filters: InterpretedFilter[];
  onRemove: (filter: InterpretedFilter) => void;
}

/** The filters the server read from the query, each removable (which searches again without it). */
export function FilterChips({ filters, onRemove }: Props) {
  if (filters.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label="Filters understood from your search">
      {filters.map((filter) => (
        <li key={`${filter.kind}:${filter.label}`}>
          <Badge
            bg="secondary"
            pill
            className="d-inline-flex align-items-center gap-1 py-2 px-3 fw-normal"
            data-testid="filter-chip"
          >
            <span>{filter.label}</span>
            <CloseButton
              variant="white"
              aria-label={`Remove filter ${filter.label}`}
              onClick={() => onRemove(filter)}
              style={{ fontSize: '0.6rem' }}
            />
          </Badge>
        </li>
      ))}
    </ul>
  );
}
