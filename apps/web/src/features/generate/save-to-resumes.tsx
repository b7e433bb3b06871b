import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { collectResume } from '@vitae/shared/resume/clean';
import type { Resume } from '@vitae/shared/resume/schema';
import { useAppDispatch } from '../../app/store.ts';
import { addResume } from '../../app/user-slice.ts';
import { buildResumePath } from '../../app/paths.ts';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { requestSaveToResumes } from './generate-api.ts';

/** 'Save to your resumes': stores the tailored resume as a new saved resume. */
export function SaveToResumes({ resume }: { resume: Resume }) {
  const dispatch = useAppDispatch();
  const [isSaving, setIsSaving] = useState(false);
  const [outcome, setOutcome] = useState<(StatusMessage & { key?: string }) | null>(null);

  async function save() {
    setIsSaving(true);
    setOutcome(null);
    const answer = await requestSaveToResumes(collectResume(resume));
    setIsSaving(false);
    if (!answer.ok) {
      setOutcome(answer);
      return;
    }
    const { file_id: key, filename, nickname } = answer.data;
    dispatch(addResume({ key, filename, nickname, resume: answer.data.resume }));
    setOutcome({ status: 200, message: `Saved to your resumes as ${nickname}.`, key });
  }

  return (
    <div className="mt-3">
      <Button variant="outline-primary" onClick={() => void save()} disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save to your resumes'}
      </Button>
      {outcome && (
        <div className="mt-2">
          <AlertFromStatus result={outcome} onClose={() => setOutcome(null)} className="mb-2" />
          {outcome.key && (
            <LinkButton to={buildResumePath(outcome.key)} variant="link" size="sm">
              Open it in Your Resumes
            </LinkButton>
          )}
        </div>
      )}
    </div>
  );
}
