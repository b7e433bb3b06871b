import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { supportRequestSchema, type SupportRequest } from '@vitae/shared/api/messages';
import { LIMITS } from '@vitae/shared/limits';
import { api } from '../../app/api.ts';
import { useAppSelector } from '../../app/store.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

const SENT_MESSAGE = 'Thank you! Your message has been sent.';

/** Contact (support) form. Spec section 8: its alert is success on 200, otherwise danger. */
export function ContactScreen() {
  const email = useAppSelector((s) => s.user.email);
  const [result, setResult] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState, reset, getValues, setValue } = useForm<SupportRequest>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { email, message: '' },
  });
  // A fresh load restores the session after the form appears: fill the e-mail if still empty.
  useEffect(() => {
    if (email && !getValues('email')) setValue('email', email);
  }, [email, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const answer = await api.post<{ message?: string }>('support', values);
    if (answer.ok) {
      setResult({ status: 200, message: answer.data?.message || SENT_MESSAGE });
      reset({ email: values.email, message: '' });
    } else {
      setResult(answer);
    }
  });

  return (
    <Card className="mx-auto form-card">
      <Card.Body>
        <h1 className="h3 mb-3">Contact Us</h1>
        <AlertFromStatus result={result} variant={result?.status === 200 ? 'success' : 'danger'} />
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="contact-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              isInvalid={Boolean(formState.errors.email)}
              {...register('email')}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.email?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="contact-message">
            <Form.Label>Message</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              maxLength={LIMITS.supportMessage}
              isInvalid={Boolean(formState.errors.message)}
              {...register('message')}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.message?.message}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : 'Send'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
