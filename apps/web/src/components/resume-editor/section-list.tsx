import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LIMITS } from '@vitae/shared/limits';
import { FieldFlag, flagTargetId } from './field-flags.tsx';
import { insertAt, moveItem, removeAt, replaceAt } from './list-ops.ts';
import { MoveButtons } from './move-buttons.tsx';
import { SectionHeading } from './section-heading.tsx';

interface Props<T> {
  title: string;
  /** The resume field this section edits ('experience'), for the marks of a parse review. */
  field: string;
  /** Singular name of one entry, e.g. "Experience" gives "Experience 1" and "Add Experience". */
  itemName: string;
  items: T[];
  onChange: (items: T[]) => void;
  createItem: () => T;
  renderItem: (item: T, update: (patch: Partial<T>) => void, label: string) => ReactNode;
  /** Buttons acting on the whole section (move it, remove its content), beside its heading. */
  actions?: ReactNode;
  /** A line under the heading, e.g. the Undo of the section's removal. */
  notice?: ReactNode;
}

/**
 * One repeatable section of the resume: entries that can be added, removed (with Undo) and reordered,
 * all by keyboard as well.
 */
export function SectionList<T>({
  title,
  field,
  itemName,
  items,
  onChange,
  createItem,
  renderItem,
  actions,
  notice,
}: Props<T>) {
  const focusId = useId().replace(/:/g, '');
  const isFull = items.length >= LIMITS.entriesPerSection;
  const [removed, setRemoved] = useState<{ item: T; index: number; label: string } | null>(null);

  function remove(index: number, label: string) {
    setRemoved({ item: items[index]!, index, label });
    onChange(removeAt(items, index));
    // The keyboard lands on Undo, the one thing likely to be wanted next.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-focus-id="${focusId}-undo"]`)?.focus(),
    );
  }

  function undo() {
    if (!removed) return;
    onChange(insertAt(items, removed.index, removed.item));
    setRemoved(null);
  }

  function add() {
    setRemoved(null);
    onChange([...items, createItem()]);
    // Focus the new entry's first field, so typing can start at once.
    const next = items.length;
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `[data-focus-id="${focusId}-entry-${next}"] input, [data-focus-id="${focusId}-entry-${next}"] textarea`,
        )
        ?.focus(),
    );
  }

  return (
    <section className="mb-4" aria-label={title} id={flagTargetId(field)} tabIndex={-1}>
      <SectionHeading title={title} actions={actions} />
      {notice}
      <FieldFlag field={field} label={title} />
      {items.length === 0 && <p className="text-muted small">No {title.toLowerCase()} yet.</p>}
      {items.map((item, index) => {
        const label = `${itemName} ${index + 1}`;
        return (
          <Card key={index} className="mb-2" data-entry={label} data-focus-id={`${focusId}-entry-${index}`}>
            <Card.Header className="d-flex align-items-center gap-2 py-1">
              <span className="me-auto small fw-semibold">{label}</span>
              <MoveButtons
                label={label}
                index={index}
                count={items.length}
                focusId={focusId}
                onMove={(from, to) => onChange(moveItem(items, from, to))}
                onRemove={() => remove(index, label)}
              />
            </Card.Header>
            <Card.Body className="py-2">
              {renderItem(item, (patch) => onChange(replaceAt(items, index, { ...item, ...patch })), label)}
            </Card.Body>
          </Card>
        );
      })}
      {removed && (
        <div className="d-flex align-items-center gap-2 small mb-2" role="status">
          <span>{removed.label} removed.</span>
          <Button size="sm" variant="link" className="p-0" data-focus-id={`${focusId}-undo`} onClick={undo}>
            Undo
          </Button>
        </div>
      )}
      <Button variant="outline-primary" size="sm" disabled={isFull} onClick={add}>
        Add {itemName}
      </Button>
    </section>
  );
}
