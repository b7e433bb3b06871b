import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import type { Resume } from '@vitae/shared/resume/schema';
import { TextField } from './text-field.tsx';

type ContactKey = 'fullName' | 'email' | 'phone' | 'linkedin' | 'github' | 'website' | 'location';

const CONTACT_FIELDS: {
  key: ContactKey;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  isRequired?: boolean;
}[] = [
  { key: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name', isRequired: true },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', isRequired: true },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', isRequired: true },
  { key: 'linkedin', label: 'LinkedIn', type: 'url', autoComplete: 'url' },
  { key: 'github', label: 'GitHub', type: 'url', autoComplete: 'off' },
  { key: 'website', label: 'Website', type: 'url', autoComplete: 'off' },
  { key: 'location', label: 'Location', type: 'text', autoComplete: 'address-level2' },
];

interface Props {
  resume: Resume;
  update: (patch: Partial<Resume>) => void;
}

export function ContactFields({ resume, update }: Props) {
  return (
    <section className="mb-4" aria-label="Contact">
      <h2 className="h5">Contact</h2>
      <Row xs={1} md={2} className="g-0 gx-md-3">
        {CONTACT_FIELDS.map((field) => (
          <Col key={field.key}>
            <TextField
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              isRequired={field.isRequired}
              value={resume[field.key] ?? ''}
              onChange={(value) => update({ [field.key]: value })}
              flagField={field.key}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
