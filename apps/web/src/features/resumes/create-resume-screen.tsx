import { useState } from 'react';
import type { TemplateName } from '@vitae/shared/api/documents';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Alert from 'react-bootstrap/Alert';
import { collectResume } from '@vitae/shared/resume/clean';
import { emptyResume, type Resume } from '@vitae/shared/resume/schema';
import { useAppDispatch } from '../../app/store.ts';
import { addResume } from '../../app/user-slice.ts';
import { buildResumePath } from '../../app/paths.ts';
import { ResumeEditor } from '../../components/resume-editor/resume-editor.tsx';
import { EditorWorkspace } from '../../components/resume-preview/editor-workspace.tsx';
import { LivePreview } from '../../components/resume-preview/live-preview.tsx';
import { useSaveShortcut, useUnsavedChangesWarning } from '../../components/resume-editor/use-editor-keys.ts';
import type { StatusMessage } from '../../components/alert-from-status.tsx';
import { requestCreateResume } from './resume-api.ts';
import { SetNamesDialog, type ResumeNames } from './set-names-dialog.tsx';

const FILL_FIELDS_LOG = 'Please fill all the fields';

/** Create Resume (/createResume): an empty editor, then the Set Names dialog. */
export function CreateResumeScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [resume, setResume] = useState<Resume>(emptyResume);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isHintShown, setIsHintShown] = useState(false);
  const [template, setTemplate] = useState<TemplateName>('classic');
  const isDirty = JSON.stringify(collectResume(resume)) !== JSON.stringify(collectResume(emptyResume()));
  const allowLeave = useUnsavedChangesWarning(isDirty);
  useSaveShortcut(() => {
    if (!isDialogOpen) openDialog();
  });

  function openDialog() {
    // Spec section 5: without full name, e-mail and phone the dialog does not open.
    if (!resume.fullName.trim() || !resume.email.trim() || !resume.phone.trim()) {
      console.log(FILL_FIELDS_LOG);
      setIsHintShown(true);
      return;
    }
    setIsHintShown(false);
    setIsDialogOpen(true);
  }

  async function create({ filename, nickname }: ResumeNames): Promise<StatusMessage | null> {
    const answer = await requestCreateResume(collectResume(resume), filename, nickname);
    if (!answer.ok) return answer;
    const created = answer.data;
    dispatch(
      addResume({
        key: created.file_id,
        filename: created.filename,
        nickname: created.nickname,
        resume: created.resume,
      }),
    );
    setIsDialogOpen(false);
    allowLeave();
    await navigate(buildResumePath(created.file_id));
    return null;
  }

  return (
    <section>
      <h1 className="h3 mb-3">Create a New Resume</h1>
      <EditorWorkspace
        editor={<ResumeEditor value={resume} onChange={setResume} />}
        side={[
          {
            id: 'preview',
            label: 'Preview',
            content: <LivePreview resume={resume} template={template} onTemplate={setTemplate} />,
          },
        ]}
      />
      <div className="sticky-bottom bg-body py-2 border-top">
        {isHintShown && (
          <Alert variant="warning" className="py-2 mb-2" role="alert">
            Please fill in Full Name, Email and Phone first.
          </Alert>
        )}
        <Button onClick={openDialog}>Create Resume</Button>
      </div>
      {isDialogOpen && <SetNamesDialog onCancel={() => setIsDialogOpen(false)} onCreate={create} />}
    </section>
  );
}
