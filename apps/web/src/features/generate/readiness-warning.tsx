import Alert from 'react-bootstrap/Alert';
import { labelField } from '@vitae/shared/resume/fields-to-check';
import { useAppSelector } from '../../app/store.ts';
import { buildResumePath } from '../../app/paths.ts';
import { LinkButton } from '../../components/link-button.tsx';
import { useResumeBody } from '../resumes/use-resume-body.ts';

/**
 * Before any token is spent: says when the resume to tailor (the default unless another is
 * picked) still has parsed fields nobody checked, or no experience at all, with a link to review it.
 */
export function ReadinessWarning({ resumeKey }: { resumeKey?: string | null }) {
  const defaultKey = useAppSelector((s) => s.user.defaultResume);
  const key = resumeKey ?? defaultKey;
  const isDefault = key === defaultKey;
  const entry = useAppSelector((s) => (key ? s.user.userResumes[key] : undefined));
  const { resume } = useResumeBody(key ?? null);
  if (!key || !entry) return null;
  const toCheck = entry.toCheck ?? [];
  const hasNoExperience = resume !== undefined && resume.experience.length === 0;
  if (toCheck.length === 0 && !hasNoExperience) return null;
  return (
    <Alert variant="warning" data-testid="readiness-warning">
      {toCheck.length > 0 && (
        <p className="mb-2">
          {isDefault ? 'Your default resume' : 'This resume'} still has parsed fields nobody has checked:{' '}
          <strong>{toCheck.map(labelField).join(', ')}</strong>. Tailoring works from what was read, so check them first
          to get the most from your tokens.
        </p>
      )}
      {hasNoExperience && (
        <p className="mb-2">
          {isDefault ? 'Your default resume' : 'This resume'} has no experience yet, so there is little for tailoring to
          work with.
        </p>
      )}
      <LinkButton to={`${buildResumePath(key)}&review=1`} variant="warning" size="sm">
        Review your resume
      </LinkButton>
    </Alert>
  );
}
