import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LIMITS } from '@vitae/shared/limits';
import { api } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { FormField } from '../../components/form-field.tsx';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

const resetFormSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Enter Password')
      .min(LIMITS.password.min, `Use at least ${LIMITS.password.min} characters for the password`)
      .max(LIMITS.password.max),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords differ' });
type ResetForm = z.infer<typeof resetFormSchema>;

/** The token travels in the link's fragment (#token=…), which browsers never send to a server. */
function readToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** Sets a new password from the e-mailed link; then the person logs in with it. */
export function ResetPasswordScreen() {
  const location = useLocation();
  const token = readToken(location.hash);
  const [result, setResult] = useState<StatusMessage | null>(null);
  const [isDone, setIsDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const answer = await api.post<{ message: string }>('auth/reset_password', { token, password: values.password });
    setResult({ status: answer.status, message: answer.ok ? answer.data.message : answer.message });
    setIsDone(answer.ok);
  });

  return (
    <Card className="mx-auto my-4 auth-card">
      <Card.Body>
        <h1 className="h3 mb-3">Choose a new password</h1>
        {!token && (
          <AlertFromStatus
            result={{ status: 400, message: 'This link is incomplete. Open the link from the e-mail again.' }}
          />
        )}
        <AlertFromStatus result={result} />
        {isDone ? (
          <Link to={paths.login} className="btn btn-primary w-100">
            Go to Login
          </Link>
        ) : (
          <Form noValidate onSubmit={onSubmit}>
            <FormField
              id="reset-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              registration={register('password')}
              error={formState.errors.password}
            />
            <FormField
              id="reset-confirm"
              label="New password again"
              type="password"
              autoComplete="new-password"
              registration={register('confirm')}
              error={formState.errors.confirm}
            />
            <p className="small text-muted">Setting it signs your account out on every device.</p>
            <Button type="submit" disabled={formState.isSubmitting || !token} className="w-100">
              {formState.isSubmitting ? 'Saving...' : 'Set new password'}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
