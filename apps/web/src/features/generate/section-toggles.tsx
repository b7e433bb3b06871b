import Button from 'react-bootstrap/Button';
import { GENERATE_ACTIONS } from '@vitae/shared/constants';

interface Props {
  selected: readonly string[];
  onToggle: (name: string) => void;
  isDisabled: boolean;
}

/** The five section toggles (spec section 9); each is a button with aria-pressed. */
export function SectionToggles({ selected, onToggle, isDisabled }: Props) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Sections to update</legend>
      <div className="d-flex flex-wrap gap-2">
        {GENERATE_ACTIONS.map((name) => {
          const isOn = selected.includes(name);
          return (
            <Button
              key={name}
              size="sm"
              variant={isOn ? 'primary' : 'outline-primary'}
              aria-pressed={isOn}
              disabled={isDisabled}
              onClick={() => onToggle(name)}
            >
              {name}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
