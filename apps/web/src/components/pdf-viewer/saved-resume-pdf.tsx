import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { TemplateName } from '@vitae/shared/api/documents';
import { AlertFromStatus, type StatusMessage } from '../alert-from-status.tsx';
import { LoadingBlock } from '../loading-block.tsx';
import { PdfViewer } from './pdf-viewer.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { AnnotationsBar, useSavedAnnotations } from './saved-annotations.tsx';
import { clickDownloadLink } from './download-bytes.ts';
import { requestResumeUrl, requestSetTemplate, type ResumeFileFormat } from './resume-file-api.ts';

interface Props {
  resumeKey: string;
  /** The saved resume's file name; the PDF downloads as `<name>.pdf`. */
  fileName: string;
  /** Changes whenever the saved content changes, so the PDF is rendered again. */
  refreshSignal?: number;
  /** Shows the viewer's Edit button (the screen goes back to its form). */
  onEdit?: () => void;
}

/** A saved resume as a PDF: the viewer, its template, and downloads of the DOCX and the original file. */
export function SavedResumePdf({ resumeKey, fileName, refreshSignal = 0, onEdit }: Props) {
  // null: the template saved with the resume (the server's choice until the person picks one).
  const [template, setTemplate] = useState<TemplateName | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<StatusMessage | null>(null);
  const [reload, setReload] = useState(0);
  const { annotations, save, clear } = useSavedAnnotations(resumeKey, reload + refreshSignal, setFailure);
  // The annotated copy, when there is one, is what opens: the notes stay until the person clears them.
  const source = annotations === undefined ? null : (annotations.url ?? url);

  useEffect(() => {
    let isCurrent = true;
    setUrl(null);
    setFailure(null);
    void requestResumeUrl(resumeKey, 'pdf', template ?? undefined).then((answer) => {
      if (!isCurrent) return;
      if (answer.ok) setUrl(answer.data.url);
      else setFailure(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [resumeKey, template, refreshSignal, reload]);

  async function pickTemplate(next: TemplateName) {
    setTemplate(next);
    const answer = await requestSetTemplate(resumeKey, next);
    if (!answer.ok) setFailure(answer);
  }

  async function download(format: ResumeFileFormat) {
    const answer = await requestResumeUrl(resumeKey, format, template ?? undefined);
    // An empty download name keeps the name the server gives in Content-Disposition.
    if (answer.ok) clickDownloadLink(answer.data.url, '');
    else setFailure(answer);
  }

  return (
    <div className="mb-3" data-testid="saved-resume-pdf">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <TemplatePicker id={`template-${resumeKey}`} value={template} onChange={(t) => void pickTemplate(t)} />
        <Button size="sm" variant="outline-secondary" onClick={() => void download('docx')}>
          Download DOCX
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => void download('original')}>
          Download original file
        </Button>
      </div>
      <AlertFromStatus result={failure} onClose={() => setFailure(null)} />
      {annotations ? (
        <AnnotationsBar
          state={annotations}
          onClear={() => void clear().then((isCleared) => isCleared && setReload((n) => n + 1))}
        />
      ) : null}
      {!source && !failure && <LoadingBlock label="Rendering PDF..." />}
      {source && (
        <PdfViewer
          data={source}
          fileName={toPdfName(fileName)}
          onEdit={onEdit}
          onRefresh={() => setReload((n) => n + 1)}
          onSaveAnnotations={save}
        />
      )}
    </div>
  );
}

/** "Jane_Doe_Resume.docx" -> "Jane_Doe_Resume.pdf". */
function toPdfName(fileName: string): string {
  return `${fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'resume'}.pdf`;
}
