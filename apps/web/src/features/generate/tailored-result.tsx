import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { collectResume } from '@vitae/shared/resume/clean';
import type { Resume } from '@vitae/shared/resume/schema';
import { AlertFromStatus, type StatusMessage } from '../../components/alert-from-status.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { PdfViewer } from '../../components/pdf-viewer/pdf-viewer.tsx';
import { ResumeEditor } from '../../components/resume-editor/resume-editor.tsx';
import type { TailoredResult as Result } from './use-tailoring.ts';
import { SaveToResumes } from './save-to-resumes.tsx';
import { TailorReport } from './tailor-report.tsx';
import { TailoredChanges } from './tailored-changes.tsx';

interface Props {
  result: Result | null;
  failure: StatusMessage | null;
  refreshFailure: StatusMessage | null;
  onCloseRefreshFailure: () => void;
  isGenerating: boolean;
  isRefreshing: boolean;
  fileName: string;
  /** Renders the resume again; resolves true when the preview was replaced. */
  onRefresh: (resume: Resume) => Promise<boolean>;
}

/** The right side of Generate: waiting, the server's message, or the preview with edit, refresh, download. */
export function TailoredResult({
  result,
  failure,
  refreshFailure,
  onCloseRefreshFailure,
  isGenerating,
  isRefreshing,
  fileName,
  onRefresh,
}: Props) {
  const [isEditing, setIsEditing] = useState(false);
  // A draft belongs to the preview it was made from; a new Generate starts from its own result.
  const [draftOf, setDraftOf] = useState<{ pdf: Uint8Array; resume: Resume } | null>(null);

  if (isGenerating) return <LoadingBlock label="Tailoring your resume..." />;
  // On failure the server message is shown in place of the preview (spec section 4).
  if (failure) return <AlertFromStatus result={failure} />;
  if (!result) {
    return (
      <div className="border rounded p-4 text-muted text-center">
        Paste a job description, choose the sections to update and press Generate. Your tailored resume appears here.
      </div>
    );
  }

  const draft = draftOf?.pdf === result.pdf ? draftOf.resume : null;
  const edited = draft ?? result.resume;
  const setDraft = (resume: Resume | null) => setDraftOf(resume ? { pdf: result.pdf, resume } : null);
  async function refresh() {
    const isReplaced = await onRefresh(collectResume(edited));
    if (isReplaced) {
      setDraft(null);
      setIsEditing(false);
    }
  }

  return (
    <div>
      <AlertFromStatus result={refreshFailure} onClose={onCloseRefreshFailure} />
      {isEditing ? (
        <div>
          <div className="d-flex flex-wrap gap-2 mb-3 sticky-top bg-body py-2">
            <Button onClick={() => void refresh()} disabled={isRefreshing}>
              {isRefreshing ? 'Refreshing...' : 'Refresh'}
            </Button>
            <Button variant="outline-secondary" onClick={() => setIsEditing(false)}>
              View PDF
            </Button>
          </div>
          <ResumeEditor value={edited} onChange={setDraft} />
        </div>
      ) : (
        <PdfViewer
          data={result.pdf}
          fileName={fileName}
          onEdit={() => setIsEditing(true)}
          onRefresh={() => void refresh()}
          isRefreshing={isRefreshing}
        />
      )}
      <TailoredChanges resume={result.resume} report={result.report} onChange={setDraft} />
      <SaveToResumes resume={edited} />
      {result.report && <TailorReport report={result.report} />}
    </div>
  );
}
