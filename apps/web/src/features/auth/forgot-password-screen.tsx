import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { api } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { FormField } from '../../components/form-field.tsx';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

const forgotFormSchema = z.object({
  email: z.string().trim().min(1, 'Enter Email').pipe(z.email('Enter a valid e-mail address')),
});
type ForgotForm = z.infer<typeof forgotFormSchema>;

/** Asks for a reset link. The server answers the same whether or not the e-mail has an account. */
export function ForgotPasswordScreen() {
  const [result, setResult] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotForm>({ resolver: zodResolver(forgotFormSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const answer = await api.post<{ message: string }>('auth/forgot_password', values);
    setResult({ status: answer.status, message: answer.ok ? answer.data.message : answer.message });
  });

  return (
    <Card className="mx-auto my-4 auth-card">
      <Card.Body>
        <h1 className="h3 mb-3">Forgot password</h1>
        <p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
        <AlertFromStatus result={result} />
        <Form noValidate onSubmit={onSubmit}>
          <FormField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email}
          />
          <Button type="submit" disabled={formState.isSubmitting} className="w-100 mb-3">
            {formState.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Form>
        <p className="mb-0">
          <Link to={paths.login}>Back to Login</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
