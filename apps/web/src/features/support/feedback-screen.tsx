import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { FeedbackRequest } from '@vitae/shared/api/messages';
import { LIMITS } from '@vitae/shared/limits';
import { api } from '../../app/api.ts';
import { useAppSelector } from '../../app/store.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';

/** The e-mail is required unless the feedback is sent anonymously (spec section 5). */
const feedbackFormSchema = z
  .object({
    feedback: z.string().trim().min(1, 'Write your feedback').max(LIMITS.feedbackMessage),
    // A disabled input reads as undefined in react-hook-form.
    email: z.string().trim().optional(),
    isAnonymous: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.isAnonymous) return;
    if (!z.email().safeParse(value.email ?? '').success) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: value.email ? 'Enter a valid e-mail address' : 'Enter Email',
      });
    }
  });
type FeedbackForm = z.infer<typeof feedbackFormSchema>;

const THANKS = 'Thank you for your feedback!';

export function FeedbackScreen() {
  const userEmail = useAppSelector((s) => s.user.email);
  const [result, setResult] = useState<StatusMessage | null>(null);
  const { register, handleSubmit, formState, setValue, watch, reset } = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { feedback: '', email: userEmail, isAnonymous: false },
  });
  const isAnonymous = watch('isAnonymous');
  const anonymousField = register('isAnonymous');

  const onSubmit = handleSubmit(async (values) => {
    // Spec section 8: the feedback alert defaults to warning while nothing has been answered yet.
    setResult({ status: -1, message: 'Sending your feedback...' });
    const body: FeedbackRequest = values.isAnonymous
      ? { feedback: values.feedback }
      : { feedback: values.feedback, email: values.email ?? '' };
    const answer = await api.post<{ message?: string }>('feedback', body);
    if (answer.ok) {
      setResult({ status: 200, message: answer.data?.message || THANKS });
      reset({ feedback: '', email: values.email ?? '', isAnonymous: values.isAnonymous });
    } else {
      setResult(answer);
    }
  });

  return (
    <Card className="mx-auto form-card">
      <Card.Body>
        <h1 className="h3 mb-3">Feedback</h1>
        <AlertFromStatus result={result} />
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="feedback-text">
            <Form.Label>Your feedback</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              maxLength={LIMITS.feedbackMessage}
              isInvalid={Boolean(formState.errors.feedback)}
              {...register('feedback')}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.feedback?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            type="switch"
            id="feedback-anonymous"
            className="mb-3"
            label="Send Anonymously"
            {...anonymousField}
            onChange={(event) => {
              void anonymousField.onChange(event);
              if (event.target.checked) setValue('email', '', { shouldValidate: false });
            }}
          />
          <Form.Group className="mb-3" controlId="feedback-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              disabled={isAnonymous}
              isInvalid={!isAnonymous && Boolean(formState.errors.email)}
              {...register('email')}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.email?.message}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : 'Send Feedback'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
