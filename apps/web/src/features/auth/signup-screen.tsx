import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { TokensResponse } from '@vitae/shared/api/auth';
import { LIMITS } from '@vitae/shared/limits';
import { SIGNUP_EXISTS_REDIRECT_MS } from '@vitae/shared/constants';
import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';
import { forgetSession, signInWithTokens } from '../../app/session.ts';
import { paths } from '../../app/paths.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { FormField } from '../../components/form-field.tsx';
import { GoogleButton, type GoogleCredential } from '../../components/google-button.tsx';

const signupFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter Name').max(LIMITS.name),
  email: z.string().trim().min(1, 'Enter Email').pipe(z.email('Enter a valid e-mail address')),
  password: z
    .string()
    .min(1, 'Enter Password')
    .min(LIMITS.password.min, `Use at least ${LIMITS.password.min} characters for the password`)
    .max(LIMITS.password.max),
});
type SignupForm = z.infer<typeof signupFormSchema>;

/** Spec section 5: the user type is always sent as job_seeker. */
const USER_TYPE = 'job_seeker';

export function SignupScreen() {
  const navigate = useNavigate();
  const [result, setResult] = useState<StatusMessage | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { register, handleSubmit, formState } = useForm<SignupForm>({ resolver: zodResolver(signupFormSchema) });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function finishSignup(answer: ApiResponse<TokensResponse>) {
    if (!answer.ok) {
      forgetSession();
      setResult({ status: answer.status, message: answer.message });
      return false;
    }
    const isSignedIn = await signInWithTokens(answer.data);
    await navigate(isSignedIn ? paths.home : paths.login, { replace: true });
    return true;
  }

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    await finishSignup(await api.post<TokensResponse>('auth/signup', { ...values, user_type: USER_TYPE }));
  });

  async function onGoogle(credential: GoogleCredential) {
    setResult(null);
    const answer = await api.post<TokensResponse>('auth/google_signup', { ...credential, user_type: USER_TYPE });
    await finishSignup(answer);
    // Spec section 4: a Google signup for an existing account goes to /login after 3 seconds.
    if (answer.status === 409) {
      redirectTimer.current = window.setTimeout(() => void navigate(paths.login), SIGNUP_EXISTS_REDIRECT_MS);
    }
  }

  return (
    <Card className="mx-auto my-4 auth-card">
      <Card.Body>
        <h1 className="h3 mb-3">Sign up</h1>
        <AlertFromStatus result={result} />
        <Form noValidate onSubmit={onSubmit}>
          <FormField
            id="signup-name"
            label="Name"
            autoComplete="name"
            registration={register('name')}
            error={formState.errors.name}
          />
          <FormField
            id="signup-email"
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email}
            note="Your e-mail cannot be changed after signup."
          />
          <FormField
            id="signup-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            registration={register('password')}
            error={formState.errors.password}
          />
          <Button type="submit" disabled={formState.isSubmitting} className="w-100">
            {formState.isSubmitting ? 'Signing up...' : 'Sign up'}
          </Button>
        </Form>
        <GoogleButton text="signup_with" onCredential={(c) => void onGoogle(c)} />
        <p className="mb-0">
          <Link to={paths.login}>Back to Login</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
