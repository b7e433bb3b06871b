import type { ReactNode } from 'react';

/** A section's heading with its own buttons (move, remove) on the same line. */
export function SectionHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      <h2 className="h5 mb-0 me-auto">{title}</h2>
      {actions}
    </div>
  );
}
