import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { TemplateName } from '@vitae/shared/api/documents';
import type { Resume } from '@vitae/shared/resume/schema';
import { LoadingBlock } from '../loading-block.tsx';
import { TemplateThumbnails } from './template-thumbnails.tsx';
import { useLivePreview } from './use-live-preview.ts';
import './resume-preview.css';

// pdf.js loads only with the preview (it weighs about a megabyte).
const PreviewPages = lazy(() => import('./preview-pages.tsx').then((m) => ({ default: m.PreviewPages })));

interface Props {
  resume: Resume;
  template: TemplateName;
  onTemplate: (template: TemplateName) => void;
}

/** The rendered PDF of the content being edited, updated a moment after typing stops. */
export function LivePreview({ resume, template, onTemplate }: Props) {
  const { pdf, isUpdating, problem } = useLivePreview(resume, template);
  return (
    <section className="live-preview" aria-label="Resume preview">
      <div className="d-flex align-items-start justify-content-between gap-2 flex-wrap">
        <TemplateThumbnails value={template} onChange={onTemplate} />
        <span className="small text-body-secondary" role="status" aria-live="polite">
          {isUpdating ? (
            <>
              <Spinner animation="border" size="sm" aria-hidden="true" /> Updating preview...
            </>
          ) : (
            'Preview up to date'
          )}
        </span>
      </div>
      {problem && (
        <p className="text-danger small" role="alert">
          {problem}
        </p>
      )}
      {/* Focusable, so the pages scroll by keyboard too. */}
      <div className="live-preview-pages" tabIndex={0} role="group" aria-label="Preview pages">
        {pdf ? (
          <Suspense fallback={<LoadingBlock label="Loading the preview..." />}>
            <PreviewPages pdf={pdf} />
          </Suspense>
        ) : (
          !problem && <LoadingBlock label="Rendering the preview..." />
        )}
      </div>
    </section>
  );
}
