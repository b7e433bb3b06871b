import Alert from 'react-bootstrap/Alert';
import { listFieldsToCheck } from '@vitae/shared/resume/fields-to-check';

interface Props {
  confidence: Record<string, number>;
  warnings: string[];
}

/** After a parse: the fields the parser was unsure of and its warnings, so the person checks them. */
export function ParseReview({ confidence, warnings }: Props) {
  const fields = listFieldsToCheck(confidence);
  if (fields.length === 0 && warnings.length === 0) return null;
  return (
    <Alert variant="info" className="mt-3" data-testid="parse-review">
      <Alert.Heading as="h2" className="h6">
        Please check these before you use the resume
      </Alert.Heading>
      {fields.length > 0 && (
        <ul className="mb-2">
          {fields.map((f) => (
            <li key={f.field}>
              <strong>{f.label}</strong>:{' '}
              {f.reason === 'missing' ? 'not found in the file' : 'may not have been read correctly'}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul className="mb-0">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
