import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LIMITS } from '@vitae/shared/limits';
import { moveItem, removeAt, replaceAt } from './list-ops.ts';
import { MoveButtons } from './move-buttons.tsx';

interface Props<T> {
  title: string;
  /** Singular name of one entry, e.g. "Experience" gives "Experience 1" and "Add Experience". */
  itemName: string;
  items: T[];
  onChange: (items: T[]) => void;
  createItem: () => T;
  renderItem: (item: T, update: (patch: Partial<T>) => void, label: string) => ReactNode;
}

/** One repeatable section of the resume: entries that can be added, removed and reordered. */
export function SectionList<T>({ title, itemName, items, onChange, createItem, renderItem }: Props<T>) {
  const focusId = useId().replace(/:/g, '');
  const isFull = items.length >= LIMITS.entriesPerSection;
  return (
    <section className="mb-4" aria-label={title}>
      <h2 className="h5">{title}</h2>
      {items.length === 0 && <p className="text-muted small">No {title.toLowerCase()} yet.</p>}
      {items.map((item, index) => {
        const label = `${itemName} ${index + 1}`;
        return (
          <Card key={index} className="mb-2" data-entry={label}>
            <Card.Header className="d-flex align-items-center gap-2 py-1">
              <span className="me-auto small fw-semibold">{label}</span>
              <MoveButtons
                label={label}
                index={index}
                count={items.length}
                focusId={focusId}
                onMove={(from, to) => onChange(moveItem(items, from, to))}
                onRemove={() => onChange(removeAt(items, index))}
              />
            </Card.Header>
            <Card.Body className="py-2">
              {renderItem(item, (patch) => onChange(replaceAt(items, index, { ...item, ...patch })), label)}
            </Card.Body>
          </Card>
        );
      })}
      <Button variant="outline-primary" size="sm" disabled={isFull} onClick={() => onChange([...items, createItem()])}>
        Add {itemName}
      </Button>
    </section>
  );
}
