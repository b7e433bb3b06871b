import Dropdown from 'react-bootstrap/Dropdown';
import { DROPDOWN_DEFAULT_LABEL } from '@vitae/shared/constants';
import type { UserResume } from '../../app/user-slice.ts';

interface Props {
  resumes: Record<string, UserResume>;
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

/** The dropdown of the user's resumes by nickname (spec section 2). */
export function ResumePicker({ resumes, selectedKey, onSelect }: Props) {
  const selected = selectedKey ? resumes[selectedKey] : undefined;
  return (
    <Dropdown onSelect={(key) => key && onSelect(key)}>
      <Dropdown.Toggle id="resume-select" variant="outline-primary" className="text-truncate mw-100">
        {selected?.nickname ?? DROPDOWN_DEFAULT_LABEL}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {Object.entries(resumes).map(([key, entry]) => (
          <Dropdown.Item key={key} eventKey={key} active={key === selectedKey}>
            {entry.nickname}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
