import { createContext, useContext, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

export type FlagReason = 'missing' | 'unsure';

interface FieldFlags {
  flags: Record<string, FlagReason>;
  onConfirm: (field: string) => void;
}

const FieldFlagsContext = createContext<FieldFlags>({ flags: {}, onConfirm: () => undefined });

/** Gives the editor the parsed fields to check; without it nothing is marked. */
export function FieldFlagsProvider({ value, children }: { value: FieldFlags; children: ReactNode }) {
  return <FieldFlagsContext.Provider value={value}>{children}</FieldFlagsContext.Provider>;
}

/** The anchor a "check this" link jumps to. */
export const flagTargetId = (field: string) => `check-${field}`;
export const flagNoteId = (field: string) => `check-${field}-note`;

export const FLAG_TEXT: Record<FlagReason, string> = {
  missing: 'Not found in your file. Add it, or confirm it is not needed.',
  unsure: 'May not have been read correctly. Check it against your file.',
};

/** The reason a field is flagged, or null. */
export function useFieldFlag(field: string | undefined): FlagReason | null {
  const { flags } = useContext(FieldFlagsContext);
  return field ? (flags[field] ?? null) : null;
}

/** The mark on a flagged field: what is wrong and a button to confirm it as it is. */
export function FieldFlag({ field, label }: { field: string; label: string }) {
  const { flags, onConfirm } = useContext(FieldFlagsContext);
  const reason = flags[field];
  if (!reason) return null;
  return (
    <div
      id={flagNoteId(field)}
      className="field-flag d-flex flex-wrap align-items-center gap-2 small border-start border-4 border-warning bg-warning-subtle px-2 py-1 mb-2"
      data-flag={field}
    >
      <span>
        <span aria-hidden="true">⚠ </span>
        <strong>Check {label}:</strong> {FLAG_TEXT[reason]}
      </span>
      <Button size="sm" variant="outline-dark" className="py-0" onClick={() => onConfirm(field)}>
        {reason === 'missing' ? `No ${label.toLowerCase()} needed` : `${label} looks right`}
      </Button>
    </div>
  );
}
