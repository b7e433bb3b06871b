import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { confirmSkillRequestSchema } from '@vitae/shared/api/tailoring';
import type { Resume } from '@vitae/shared/resume/schema';
import { api } from '../../app/api.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { FormField } from '../../components/form-field.tsx';

const confirmFormSchema = confirmSkillRequestSchema.pick({ skill: true, evidence: true });
type ConfirmForm = { skill: string; evidence: string };

interface Props {
  missing: string[];
  isGenerating: boolean;
  onGenerateAgain: () => void;
}

/**
 * The job's requirements the resume does not show, each with "I have this": the person confirms
 * with a line saying where and how they used it, which is saved to their default resume. Nothing
 * is added without that line. After one or more, Generate runs again from the updated resume.
 */
export function CloseGaps({ missing, isGenerating, onGenerateAgain }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  if (missing.length === 0) return null;

  return (
    <section className="mt-3 border rounded p-3" aria-labelledby="close-gaps-title" data-testid="close-gaps">
      <h2 id="close-gaps-title" className="h6">
        Missing from your resume
      </h2>
      <p className="small text-muted">
        If you have one of these but never wrote it down, add it with a line saying where and how you used it. It is
        saved to your default resume; nothing is added without your line.
      </p>
      <ul className="list-unstyled mb-0">
        {missing.map((requirement) => (
          <li key={requirement} className="mb-2">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span>{requirement}</span>
              {added.includes(requirement) ? (
                <span className="small text-success">Added to your resume</span>
              ) : (
                open !== requirement && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => setOpen(requirement)}
                    aria-label={`I have this: ${requirement}`}
                  >
                    I have this
                  </Button>
                )
              )}
            </div>
            {open === requirement && (
              <ConfirmSkillForm
                requirement={requirement}
                onCancel={() => setOpen(null)}
                onSaved={() => {
                  setAdded((list) => [...list, requirement]);
                  setOpen(null);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {added.length > 0 && (
        <Button className="mt-2" onClick={onGenerateAgain} disabled={isGenerating}>
          {isGenerating ? 'Generating...' : 'Generate again'}
        </Button>
      )}
    </section>
  );
}

function ConfirmSkillForm({
  requirement,
  onCancel,
  onSaved,
}: {
  requirement: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const [failure, setFailure] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState } = useForm<ConfirmForm>({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { skill: requirement, evidence: '' },
  });
  const id = `confirm-${requirement.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}`;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const answer = await api.post<{ key: string; resume: Resume }>('user/confirm_skill', values);
    if (answer.ok) onSaved();
    else setFailure(answer);
  });

  return (
    <Form noValidate onSubmit={onSubmit} className="mt-2 ps-2 border-start">
      <AlertFromStatus result={failure} />
      <FormField id={`${id}-skill`} label="Skill" registration={register('skill')} error={formState.errors.skill} />
      <FormField
        id={`${id}-evidence`}
        label="Where and how you used it"
        registration={register('evidence')}
        error={formState.errors.evidence}
        note='One line, for example "Ran our Shopify store at Bloom for two years." It becomes a bullet of that role.'
      />
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Adding...' : 'Add to my resume'}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
