import Button from 'react-bootstrap/Button';

interface Props {
  /** What the buttons act on, for their accessible names ("Experience 2", "Line 3"). */
  label: string;
  index: number;
  count: number;
  /** Prefix of data-focus ids, so focus can follow an item after it moves. */
  focusId: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** False when there is nothing to remove (an empty section); the button is then disabled. */
  canRemove?: boolean;
}

/** Move up, move down and remove, with names a screen reader can announce. */
export function MoveButtons({ label, index, count, focusId, onMove, onRemove, canRemove = true }: Props) {
  function move(to: number, direction: 'up' | 'down') {
    onMove(index, to);
    // Keep the keyboard on the moved item: focus its same button at its new position.
    // At either end the same button is disabled, so fall back to the other direction, then to remove.
    requestAnimationFrame(() => {
      const other = direction === 'up' ? 'down' : 'up';
      const target = [direction, other, 'remove']
        .map((name) => document.querySelector<HTMLButtonElement>(`[data-focus-id="${focusId}-${to}-${name}"]`))
        .find((button) => button && !button.disabled);
      target?.focus();
    });
  }
  return (
    <div className="btn-group btn-group-sm flex-shrink-0" role="group" aria-label={`${label} actions`}>
      <Button
        variant="outline-secondary"
        aria-label={`Move ${label} up`}
        title="Move up"
        disabled={index === 0}
        data-focus-id={`${focusId}-${index}-up`}
        onClick={() => move(index - 1, 'up')}
      >
        ↑
      </Button>
      <Button
        variant="outline-secondary"
        aria-label={`Move ${label} down`}
        title="Move down"
        disabled={index >= count - 1}
        data-focus-id={`${focusId}-${index}-down`}
        onClick={() => move(index + 1, 'down')}
      >
        ↓
      </Button>
      <Button
        variant="outline-danger"
        aria-label={`Remove ${label}`}
        title="Remove"
        disabled={!canRemove}
        data-focus-id={`${focusId}-${index}-remove`}
        onClick={onRemove}
      >
        ✕
      </Button>
    </div>
  );
}
