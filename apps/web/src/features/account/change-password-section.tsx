import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import { LIMITS } from '@vitae/shared/limits';
import { api } from '../../app/api.ts';
import { replaceAccessToken } from '../../app/session.ts';
import { FormField } from '../../components/form-field.tsx';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

const changeFormSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password'),
    new_password: z
      .string()
      .min(LIMITS.password.min, `Use at least ${LIMITS.password.min} characters for the password`)
      .max(LIMITS.password.max),
    confirm: z.string(),
  })
  .refine((v) => v.new_password === v.confirm, { path: ['confirm'], message: 'The two passwords differ' });
type ChangeForm = z.infer<typeof changeFormSchema>;

/** Current password required; other devices are signed out, this one gets a new access token. */
export function ChangePasswordSection() {
  const [result, setResult] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ChangeForm>({
    resolver: zodResolver(changeFormSchema),
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setResult(null);
    const answer = await api.post<{ access_token: string; message: string }>('user/change_password', {
      current_password,
      new_password,
    });
    if (answer.ok) {
      replaceAccessToken(answer.data.access_token);
      reset();
    }
    setResult({ status: answer.status, message: answer.ok ? answer.data.message : answer.message });
  });

  const field = (name: keyof ChangeForm, label: string, autoComplete: string) => (
    <FormField
      id={`change-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      registration={register(name)}
      error={formState.errors[name]}
    />
  );

  return (
    <section aria-labelledby="change-password-title" className="mb-4">
      <h2 id="change-password-title" className="h5">
        Change password
      </h2>
      <AlertFromStatus result={result} />
      <Form noValidate onSubmit={onSubmit}>
        {field('current_password', 'Current password', 'current-password')}
        {field('new_password', 'New password', 'new-password')}
        {field('confirm', 'New password again', 'new-password')}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </Form>
    </section>
  );
}
