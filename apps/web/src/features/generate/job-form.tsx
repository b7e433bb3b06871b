import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LIMITS } from '@vitae/shared/limits';
import type { TemplateName } from '@vitae/shared/api/documents';
import { SectionToggles } from './section-toggles.tsx';
import { TemplatePicker } from '../../components/pdf-viewer/template-picker.tsx';

interface Props {
  jobDescription: string;
  onJobDescription: (text: string) => void;
  actions: readonly string[];
  onToggle: (name: string) => void;
  template: TemplateName;
  onTemplate: (template: TemplateName) => void;
  isBusy: boolean;
  onGenerate: () => void;
}

/** The left side of Generate: the job description, the five section toggles, the template and Generate. */
export function JobForm(props: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    // The same rules the server applies (generateRequestSchema), checked here to save a trip.
    if (!props.jobDescription.trim()) setProblem('Paste the job description first.');
    else if (props.actions.length === 0) setProblem('Choose at least one section to update.');
    else {
      setProblem(null);
      props.onGenerate();
    }
  }
  return (
    <Form onSubmit={submit} noValidate>
      <Form.Group className="mb-3" controlId="job-description">
        <Form.Label>Job Description</Form.Label>
        <Form.Control
          as="textarea"
          rows={12}
          value={props.jobDescription}
          maxLength={LIMITS.jobDescription}
          placeholder="Paste the job description here"
          onChange={(e) => props.onJobDescription(e.target.value)}
          isInvalid={problem === 'Paste the job description first.'}
        />
        <Form.Text>
          {props.jobDescription.length.toLocaleString()} / {LIMITS.jobDescription.toLocaleString()} characters
        </Form.Text>
      </Form.Group>
      <SectionToggles selected={props.actions} onToggle={props.onToggle} isDisabled={props.isBusy} />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <TemplatePicker
          id="generate-template"
          value={props.template}
          onChange={props.onTemplate}
          isDisabled={props.isBusy}
        />
        <Button type="submit" disabled={props.isBusy}>
          {props.isBusy ? 'Generating...' : 'Generate'}
        </Button>
      </div>
      {problem && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {problem}
        </p>
      )}
    </Form>
  );
}
