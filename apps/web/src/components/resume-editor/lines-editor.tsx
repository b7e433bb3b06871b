import { useId, useLayoutEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { withTrailingEmptyLine } from '@vitae/shared/resume/clean';
import { LIMITS } from '@vitae/shared/limits';
import { dropAutoLine, moveItem, removeAt, replaceAt } from './list-ops.ts';
import { MoveButtons } from './move-buttons.tsx';

interface Props {
  /** Names the lines for screen readers, e.g. "Experience 1 description". */
  label: string;
  lines: string[];
  onChange: (lines: string[]) => void;
}

/**
 * Description lines, one input each, with an empty line always added after the last one
 * (spec section 5). Enter moves to the next line, so a list can be typed without the mouse.
 * Each line wraps and grows to show all of itself: on a phone a one-row input showed about 26
 * characters of a bullet.
 */
export function LinesEditor({ label, lines, onChange }: Props) {
  const focusId = useId().replace(/:/g, '');
  const shown = withTrailingEmptyLine(lines);
  const realCount = shown.length - 1;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    for (const area of fieldset.current?.querySelectorAll('textarea') ?? []) {
      area.style.height = 'auto';
      area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
    }
  });

  function focusLine(index: number) {
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`[data-focus-id="${focusId}-${index}-line"]`)?.focus(),
    );
  }

  return (
    <fieldset className="mb-2" ref={fieldset}>
      <legend className="small mb-1 fs-6">Description</legend>
      {shown.map((line, index) => {
        const isAutoLine = index === realCount;
        return (
          <div key={index} className="d-flex gap-1 mb-1 align-items-start">
            <Form.Control
              as="textarea"
              rows={1}
              size="sm"
              className="line-input"
              value={line}
              maxLength={LIMITS.line}
              aria-label={`${label} line ${index + 1}`}
              placeholder={isAutoLine ? 'Add a line' : undefined}
              data-focus-id={`${focusId}-${index}-line`}
              onChange={(event) =>
                // A line is one line: pasted line breaks become spaces.
                onChange(dropAutoLine(replaceAt(shown, index, event.target.value.replace(/\s*[\r\n]+\s*/g, ' '))))
              }
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  focusLine(index + 1);
                }
              }}
            />
            {!isAutoLine && (
              <MoveButtons
                label={`${label} line ${index + 1}`}
                index={index}
                count={realCount}
                focusId={focusId}
                onMove={(from, to) => onChange(moveItem(lines, from, to))}
                onRemove={() => {
                  onChange(removeAt(lines, index));
                  focusLine(Math.max(0, index - 1));
                }}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
