import Alert from 'react-bootstrap/Alert';
import { labelField } from '@vitae/shared/resume/fields-to-check';
import { FLAG_TEXT, flagTargetId, type FlagReason } from '../../components/resume-editor/field-flags.tsx';

interface Props {
  flags: Record<string, FlagReason>;
}

/** The parsed fields still to check, each a link that jumps to (and focuses) the field. */
export function ReviewChecklist({ flags }: Props) {
  const fields = Object.entries(flags);
  if (fields.length === 0) return null;

  function jump(field: string) {
    const target = document.getElementById(flagTargetId(field));
    target?.scrollIntoView({ block: 'center' });
    // Focus the input itself when there is one, so typing can start at once.
    (target?.querySelector<HTMLElement>('input, textarea') ?? target)?.focus();
  }

  return (
    <Alert variant="warning" className="mb-3" data-testid="review-checklist">
      <Alert.Heading as="h2" className="h6">
        Check {fields.length === 1 ? 'this field' : `these ${fields.length} fields`} against your file
      </Alert.Heading>
      <ul className="mb-0">
        {fields.map(([field, reason]) => (
          <li key={field}>
            <a
              href={`#${flagTargetId(field)}`}
              className="alert-link"
              onClick={(event) => {
                event.preventDefault();
                jump(field);
              }}
            >
              {labelField(field)}
            </a>
            : {FLAG_TEXT[reason]}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
