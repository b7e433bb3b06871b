import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { TokensResponse } from '@vitae/shared/api/auth';
import { api } from '../../app/api.ts';
import { forgetSession, signInWithTokens } from '../../app/session.ts';
import { paths } from '../../app/paths.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { FormField } from '../../components/form-field.tsx';
import { GoogleButton, type GoogleCredential } from '../../components/google-button.tsx';

const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Enter Email').pipe(z.email('Enter a valid e-mail address')),
  password: z.string().min(1, 'Enter Password'),
});
type LoginForm = z.infer<typeof loginFormSchema>;

/** Where to go after signing in: back to the guarded page that sent us here, else /home. */
function readReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [result, setResult] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema) });

  async function finishSignIn(answer: Awaited<ReturnType<typeof api.post<TokensResponse>>>) {
    if (!answer.ok) {
      // Spec section 4: a non-200 login clears stored tokens and stays on /login.
      forgetSession();
      setResult({ status: answer.status, message: answer.message });
      return;
    }
    const isSignedIn = await signInWithTokens(answer.data);
    await navigate(isSignedIn ? readReturnPath(location.state) : paths.login, { replace: true });
  }

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    await finishSignIn(await api.post<TokensResponse>('auth/login', values));
  });

  async function onGoogle(credential: GoogleCredential) {
    setResult(null);
    await finishSignIn(await api.post<TokensResponse>('auth/google_login', credential));
  }

  return (
    <Card className="mx-auto my-4 auth-card">
      <Card.Body>
        <h1 className="h3 mb-3">Login</h1>
        <AlertFromStatus result={result} />
        <Form noValidate onSubmit={onSubmit}>
          <FormField
            id="login-email"
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email}
          />
          <FormField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            registration={register('password')}
            error={formState.errors.password}
            className="mb-1"
          />
          <div className="text-end mb-3">
            <Link to={paths.forgotPassword}>Forgot password?</Link>
          </div>
          <Button type="submit" disabled={formState.isSubmitting} className="w-100">
            {formState.isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
        </Form>
        <GoogleButton text="signin_with" onCredential={(c) => void onGoogle(c)} />
        <p className="mb-0">
          <Link to={paths.signup}>Don&apos;t have an account?</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
