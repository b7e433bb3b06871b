import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { SearchItem, SearchSort } from '@vitae/shared/api/jobs';
import { LIMITS } from '@vitae/shared/limits';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { JobCard } from './job-card.tsx';
import { FilterChips } from './filter-chips.tsx';
import { SortSwitch } from './sort-switch.tsx';
import { removeFilterWords } from './remove-filter-words.ts';
import { requestJobSearch, type InterpretedFilter } from './search-jobs-api.ts';

export const EMPTY_QUERY_MESSAGE = 'Type in Something to search for jobs';
export const NO_JOBS_MESSAGE = 'No jobs found. Try something else...';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; items: SearchItem[]; filters: InterpretedFilter[] }
  | { kind: 'failed'; result: StatusMessage };

/** Spec section 2: Search Jobs (beta). Enter submits, Shift+Enter starts a new line. */
export function JobsScreen() {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [isEmptyQuery, setIsEmptyQuery] = useState(false);
  const [sort, setSort] = useState<SearchSort>('relevance');
  const searchNumber = useRef(0);

  async function search(text: string, order: SearchSort = sort) {
    // Spec section 4: the results area is cleared and a loader shown before each search.
    setState({ kind: 'idle' });
    if (!text.trim()) {
      setIsEmptyQuery(true);
      return;
    }
    setIsEmptyQuery(false);
    setState({ kind: 'loading' });
    const mine = ++searchNumber.current;
    const answer = await requestJobSearch(text.trim(), order);
    if (mine !== searchNumber.current) return; // a newer search owns the screen
    if (answer.ok) setState({ kind: 'done', items: answer.data.items, filters: answer.data.interpreted ?? [] });
    else setState({ kind: 'failed', result: answer });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void search(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void search(query);
  }

  function onSort(next: SearchSort) {
    setSort(next);
    void search(query, next);
  }

  function onRemoveFilter(filter: InterpretedFilter) {
    const next = removeFilterWords(query, filter);
    setQuery(next);
    void search(next);
  }

  return (
    <section>
      <h1 className="h3 mb-3">
        Search Jobs{' '}
        <Badge bg="info" text="dark">
          beta
        </Badge>
      </h1>
      <Form onSubmit={onSubmit} className="mb-3" role="search">
        <Form.Label htmlFor="job-query" className="visually-hidden">
          What job are you looking for?
        </Form.Label>
        <InputGroup>
          <Form.Control
            id="job-query"
            as="textarea"
            rows={2}
            maxLength={LIMITS.searchQuery}
            placeholder="e.g. remote react jobs over 90k posted this week"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" variant="primary" aria-label="Search jobs" disabled={state.kind === 'loading'}>
            <SendIcon />
          </Button>
        </InputGroup>
      </Form>
      {isEmptyQuery ? <Alert variant="warning">{EMPTY_QUERY_MESSAGE}</Alert> : null}
      <div aria-live="polite" data-testid="job-results">
        {state.kind === 'loading' ? <LoadingBlock label="Searching jobs..." /> : null}
        {state.kind === 'failed' ? <AlertFromStatus result={state.result} /> : null}
        {state.kind === 'done' ? (
          <>
            <FilterChips filters={state.filters} onRemove={onRemoveFilter} />
            {/* Only a signed-in user with a default resume gets matches, and so a sort by them. */}
            {state.items.some((item) => item.match) ? <SortSwitch value={sort} onChange={onSort} /> : null}
            {state.items.length === 0 ? <p className="text-muted">{NO_JOBS_MESSAGE}</p> : null}
            {state.items.map((item) => (
              <JobCard key={`${item.portal}:${item.job_id}`} item={item} />
            ))}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** A paper-plane "send" icon, drawn inline so no icon font or CDN is needed. */
function SendIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M15.85.15a.5.5 0 0 1 .11.54l-5.82 14.55a.75.75 0 0 1-1.37.05L6.1 9.9.65 7.23a.75.75 0 0 1 .05-1.37L15.31.04a.5.5 0 0 1 .54.11ZM6.64 9.07l2.38 4.77L13.74 2.03 6.64 9.07Zm6.3-7.72L2.16 6.07l4.77 2.38 6.01-7.1Z" />
    </svg>
  );
}
