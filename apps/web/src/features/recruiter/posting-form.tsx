import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { JOB_TYPES, postingFormSchema, REMOTE_MODES, type PostingFormValues } from './posting-form-values.ts';

interface Props {
  initial: PostingFormValues;
  submitLabel: string;
  onSubmit: (values: PostingFormValues) => Promise<void>;
  onCancel: () => void;
}

const REMOTE_LABELS: Record<(typeof REMOTE_MODES)[number], string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
};

/** Create or edit one posting (react-hook-form with the shared posting rules). */
export function PostingForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, formState } = useForm<PostingFormValues>({
    resolver: zodResolver(postingFormSchema),
    defaultValues: initial,
  });
  const errors = formState.errors;
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Job posting">
      <Form.Group className="mb-3" controlId="posting-title">
        <Form.Label>Title</Form.Label>
        <Form.Control maxLength={200} isInvalid={Boolean(errors.title)} {...register('title')} />
        <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
      </Form.Group>
      <Row xs={1} md={3} className="g-3 mb-3">
        <Form.Group as={Col} controlId="posting-job-type">
          <Form.Label>Job type</Form.Label>
          <Form.Select {...register('jobType')}>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} controlId="posting-remote">
          <Form.Label>Workplace</Form.Label>
          <Form.Select {...register('remote')}>
            <option value="">Not stated</option>
            {REMOTE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {REMOTE_LABELS[mode]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} controlId="posting-salary">
          <Form.Label>Yearly salary</Form.Label>
          <Form.Control
            placeholder="$150,000 or 120k-150k"
            maxLength={100}
            isInvalid={Boolean(errors.salary)}
            {...register('salary')}
          />
          <Form.Control.Feedback type="invalid">{errors.salary?.message}</Form.Control.Feedback>
        </Form.Group>
      </Row>
      <Form.Group className="mb-3" controlId="posting-location">
        <Form.Label>Location</Form.Label>
        <Form.Control
          maxLength={200}
          placeholder="City, country"
          isInvalid={Boolean(errors.location)}
          {...register('location')}
        />
        <Form.Control.Feedback type="invalid">{errors.location?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="posting-description">
        <Form.Label>Description</Form.Label>
        <Form.Control
          as="textarea"
          rows={8}
          maxLength={50_000}
          isInvalid={Boolean(errors.description)}
          {...register('description')}
        />
        <Form.Text>Plain text, or simple HTML (paragraphs, lists, bold, links).</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.description?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="posting-skills">
        <Form.Label>Skills</Form.Label>
        <Form.Control placeholder="React, TypeScript, SQL" {...register('skills')} />
        <Form.Text>Separate skills with commas.</Form.Text>
      </Form.Group>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : submitLabel}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
