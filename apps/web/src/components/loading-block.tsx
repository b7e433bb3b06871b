import Spinner from 'react-bootstrap/Spinner';

/** A centred spinner with a visible label, for screens waiting on the server. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2 my-4" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
