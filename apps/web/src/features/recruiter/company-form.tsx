import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CompanyInput } from './recruiter-api.ts';

/** Mirrors the server's `recruiter/company` input (apps/server/src/jobs/recruiter-routes.ts). */
const companyFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the company name').max(200),
  website: z
    .string()
    .trim()
    .max(300)
    .refine((text) => text === '' || /^https?:\/\/\S+$/i.test(text), 'Enter a web address starting with https://'),
  description: z.string().trim().max(5000),
});
type CompanyFormValues = z.infer<typeof companyFormSchema>;

interface Props {
  onSubmit: (company: CompanyInput) => Promise<void>;
}

/** Names the recruiter's company: postings are published under it and listed on its portal page. */
export function CompanyForm({ onSubmit }: Props) {
  const { register, handleSubmit, formState } = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: { name: '', website: '', description: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) =>
    onSubmit({
      name: values.name,
      ...(values.website ? { website: values.website } : {}),
      ...(values.description ? { description: values.description } : {}),
    }),
  );
  return (
    <Form noValidate onSubmit={submit} aria-label="Your company">
      <Form.Group className="mb-3" controlId="company-name">
        <Form.Label>Company name</Form.Label>
        <Form.Control maxLength={200} isInvalid={Boolean(errors.name)} {...register('name')} />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="company-website">
        <Form.Label>Website</Form.Label>
        <Form.Control
          type="url"
          maxLength={300}
          placeholder="https://"
          isInvalid={Boolean(errors.website)}
          {...register('website')}
        />
        <Form.Control.Feedback type="invalid">{errors.website?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="company-description">
        <Form.Label>About the company</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={5000} {...register('description')} />
      </Form.Group>
      <Button type="submit" disabled={formState.isSubmitting}>
        Save company
      </Button>
    </Form>
  );
}
