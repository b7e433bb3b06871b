import { useState } from 'react';
import type { TemplateName } from '@vitae/shared/api/documents';
import { useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { collectResume } from '@vitae/shared/resume/clean';
import type { Resume } from '@vitae/shared/resume/schema';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { saveResume, setToCheck } from '../../app/user-slice.ts';
import { paths } from '../../app/paths.ts';
import { ResumeEditor } from '../../components/resume-editor/resume-editor.tsx';
import { SavedResumePdf } from '../../components/pdf-viewer/saved-resume-pdf.tsx';
import { requestResumeUrl, requestSetTemplate } from '../../components/pdf-viewer/resume-file-api.ts';
import { EditorWorkspace, type WorkspacePane } from '../../components/resume-preview/editor-workspace.tsx';
import { LivePreview } from '../../components/resume-preview/live-preview.tsx';
import { OriginalFile } from '../../components/resume-preview/original-file.tsx';
import { FieldFlagsProvider } from '../../components/resume-editor/field-flags.tsx';
import { useSaveShortcut, useUnsavedChangesWarning } from '../../components/resume-editor/use-editor-keys.ts';
import { openInNewTab, shouldOpenInNewTab } from '../../components/screen-size.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { variantFromStatus } from '../../components/variant-from-status.ts';
import { requestConfirmFields, requestJsonResumeExport, requestSaveResume } from './resume-api.ts';
import { buildFlags, listEditedFields } from './review-flags.ts';
import { ReviewChecklist } from './review-checklist.tsx';
import { useResumeBody } from './use-resume-body.ts';
import { ResumePicker } from './resume-picker.tsx';
import { VersionHistory } from './version-history.tsx';
import { downloadJson, toJsonFileName } from './download-json.ts';

type SaveBanner = { status: number; detail: string } | null;

/** Your Resumes (/resumes): pick a resume, edit it, save it, see and restore versions, export it. */
export function ResumesScreen() {
  const dispatch = useAppDispatch();
  const resumes = useAppSelector((s) => s.user.userResumes);
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = Object.keys(resumes);
  const requested = searchParams.get('key');
  // The first resume is selected on load, unless the address names one.
  const key = requested && resumes[requested] ? requested : (keys[0] ?? null);
  const { resume: saved, isLoading, hasFailed } = useResumeBody(key);
  const [drafts, setDrafts] = useState<Record<string, Resume>>({});
  const [generation, setGeneration] = useState(0);
  const [banner, setBanner] = useState<SaveBanner>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isPdfOpen, setIsPdfOpen] = useState(false);
  const [exportResult, setExportResult] = useState<StatusMessage | null>(null);
  const [template, setTemplate] = useState<TemplateName>('classic');
  const isDirty = Object.keys(drafts).length > 0;
  useUnsavedChangesWarning(isDirty);
  useSaveShortcut(() => void save());

  if (keys.length === 0) {
    return (
      <section className="text-center py-5">
        <h1 className="h4 mb-3">No Resumes Found</h1>
        <LinkButton to={paths.upload}>Upload Resume</LinkButton>
      </section>
    );
  }

  const editing = key ? (drafts[key] ?? saved) : undefined;
  const entry = key ? resumes[key] : undefined;
  const toCheck = entry?.toCheck ?? [];
  const flags = saved && editing ? buildFlags(toCheck, saved, editing) : {};
  const isReview = searchParams.get('review') === '1';

  function select(next: string) {
    setBanner(null);
    setExportResult(null);
    setSearchParams({ key: next }, { replace: true });
  }

  function replaceDraft(resume: Resume | null) {
    if (!key) return;
    setDrafts(({ [key]: _dropped, ...rest }) => (resume ? { ...rest, [key]: resume } : rest));
  }

  async function save() {
    if (!key || !editing || isSaving) return;
    setIsSaving(true);
    const collected = collectResume(editing);
    const edited = saved ? listEditedFields(toCheck, saved, editing) : [];
    const answer = await requestSaveResume(key, collected);
    setIsSaving(false);
    if (answer.ok) {
      // Fields the person edited count as checked once saved.
      if (edited.length > 0) void confirmFields(edited);
      dispatch(saveResume({ key, resume: collected }));
      replaceDraft(null);
      setGeneration((g) => g + 1);
    }
    setBanner({ status: answer.status, detail: answer.ok ? '' : answer.message });
  }

  async function exportJsonResume() {
    if (!key) return;
    const answer = await requestJsonResumeExport(key);
    if (answer.ok) downloadJson(answer.data, toJsonFileName(resumes[key]?.file_name ?? 'resume'));
    setExportResult(answer.ok ? null : answer);
  }

  /** View PDF asks first on a narrow screen, as Home → Open does (spec section 2). */
  async function togglePdf() {
    if (!isPdfOpen && key && shouldOpenInNewTab()) {
      const url = requestResumeUrl(key, 'pdf').then((answer) => (answer.ok ? answer.data.url : null));
      if (await openInNewTab(url)) return;
    }
    setIsPdfOpen((o) => !o);
  }

  async function confirmFields(fields: string[]) {
    if (!key) return;
    const answer = await requestConfirmFields(key, fields);
    if (answer.ok) dispatch(setToCheck({ key, toCheck: answer.data.to_check }));
    else setExportResult(answer);
  }

  function pickTemplate(next: TemplateName) {
    setTemplate(next);
    // View PDF and downloads follow the template chosen here.
    if (key)
      void requestSetTemplate(key, next).then((answer) => {
        if (!answer.ok) console.error('Could not remember the template', answer.status, answer.message);
      });
  }

  function onRestored(resume: Resume) {
    if (!key) return;
    dispatch(saveResume({ key, resume }));
    replaceDraft(null);
    setGeneration((g) => g + 1);
  }

  function sidePanes(resumeKey: string, content: Resume): WorkspacePane[] {
    const preview = {
      id: 'preview',
      label: 'Preview',
      content: <LivePreview resume={content} template={template} onTemplate={pickTemplate} />,
    };
    if (!entry?.originalType) return [preview];
    return [
      preview,
      {
        id: 'original',
        label: 'Original file',
        content: <OriginalFile resumeKey={resumeKey} originalType={entry.originalType} />,
      },
    ];
  }

  return (
    <section>
      <h1 className="h3 mb-3">Your Resumes</h1>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <ResumePicker resumes={resumes} selectedKey={key} onSelect={select} />
        {editing && (
          <>
            <Button variant="outline-secondary" onClick={() => void togglePdf()} aria-pressed={isPdfOpen}>
              {isPdfOpen ? 'Edit Resume' : 'View PDF'}
            </Button>
            <Button
              variant="outline-secondary"
              onClick={() => setIsHistoryOpen((o) => !o)}
              aria-expanded={isHistoryOpen}
            >
              Version History
            </Button>
            <Button variant="outline-secondary" onClick={() => void exportJsonResume()}>
              Export JSON Resume
            </Button>
          </>
        )}
      </div>
      {banner && (
        <Alert variant={variantFromStatus(banner.status)} dismissible onClose={() => setBanner(null)}>
          {banner.status === 200 ? 'Resume Saved Successfully' : 'Error in Saving Resume'}
          {banner.detail && <div className="small mt-1">{banner.detail}</div>}
        </Alert>
      )}
      <AlertFromStatus result={exportResult} onClose={() => setExportResult(null)} />
      {isLoading && <LoadingBlock label="Loading resume..." />}
      {hasFailed && <p className="text-danger">This resume could not be loaded. Try again later.</p>}
      {key && editing && isHistoryOpen && (
        <VersionHistory resumeKey={key} refreshSignal={generation} onRestored={onRestored} />
      )}
      {key && editing && isPdfOpen && (
        <SavedResumePdf
          resumeKey={key}
          fileName={resumes[key]?.file_name ?? 'resume'}
          refreshSignal={generation}
          onEdit={() => setIsPdfOpen(false)}
        />
      )}
      {key && editing && !isPdfOpen && (
        <>
          <EditorWorkspace
            key={key}
            initialSide={isReview && entry?.originalType ? 'original' : 'preview'}
            editor={
              <FieldFlagsProvider value={{ flags, onConfirm: (field) => void confirmFields([field]) }}>
                <ReviewChecklist flags={flags} />
                <ResumeEditor key={`${key}-${generation}`} value={editing} onChange={replaceDraft} />
              </FieldFlagsProvider>
            }
            side={sidePanes(key, editing)}
          />
          <div className="sticky-bottom bg-body py-2 border-top d-flex align-items-center gap-2">
            <Button onClick={() => void save()} disabled={isSaving}>
              {isSaving ? 'Saving...' : 'Save'}
            </Button>
            <span className="small text-body-secondary">
              {isDirty ? 'Unsaved changes (Ctrl+S saves)' : 'All changes saved'}
            </span>
          </div>
        </>
      )}
    </section>
  );
}
