import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { PdfViewerProps } from './pdf-viewer.tsx';
import { AnnotationEditorType } from './pdfjs.ts';
import { LOAD_FAILED_MESSAGE, usePdfViewer } from './use-pdf-viewer.ts';
import { PdfToolbar } from './pdf-toolbar.tsx';
import { downloadBytes, toAnnotatedFileName } from './download-bytes.ts';
import { useAnnotationSaving } from './use-annotation-saving.ts';
import './pdf-viewer.css';

/** The viewer itself (loaded lazily through PdfViewer): pdf.js's PDFViewer with a React toolbar. */
export function PdfViewerCore({ data, fileName, onEdit, onRefresh, isRefreshing, onSaveAnnotations }: PdfViewerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const readBytesRef = useRef<(isAnnotated: boolean) => Promise<Uint8Array | null>>(null);
  const scheduleSave = useAnnotationSaving(onSaveAnnotations, () => readBytesRef.current?.(true) ?? null);
  const viewer = usePdfViewer(containerRef, data, onSaveAnnotations ? scheduleSave : undefined);
  useEffect(() => {
    readBytesRef.current = viewer.readBytes;
  }, [viewer.readBytes]);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { state } = viewer;

  async function download(isAnnotated: boolean) {
    setDownloadError(null);
    try {
      const bytes = await viewer.readBytes(isAnnotated);
      if (bytes) downloadBytes(bytes, isAnnotated ? toAnnotatedFileName(fileName) : fileName);
    } catch (error) {
      console.error('Could not save the PDF', error);
      setDownloadError('The annotated PDF could not be saved. Download the original instead.');
    }
  }

  // Escape leaves the drawing tools, so the keyboard never gets stuck in an editing mode.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && state.mode !== AnnotationEditorType.NONE) viewer.toggleTool(state.mode);
  }

  return (
    <div className="pdf-viewer border rounded overflow-hidden" onKeyDown={onKeyDown}>
      <PdfToolbar
        state={state}
        onPage={viewer.goToPage}
        onZoomIn={viewer.zoomIn}
        onZoomOut={viewer.zoomOut}
        onFitWidth={viewer.fitWidth}
        onTool={viewer.toggleTool}
        onDownload={(isAnnotated) => void download(isAnnotated)}
        onEdit={onEdit}
        onRefresh={onRefresh}
        isRefreshing={isRefreshing}
      />
      {downloadError && (
        <Alert variant="warning" className="m-2" dismissible onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert variant="warning" className="m-2">
          {LOAD_FAILED_MESSAGE}
        </Alert>
      )}
      <div className="pdf-viewer-frame">
        {state.status === 'loading' && (
          <div className="pdf-viewer-loading" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" /> <span>Loading PDF...</span>
          </div>
        )}
        {/* pdf.js owns everything inside this container; React never renders into it. */}
        <div
          ref={containerRef}
          className="pdf-viewer-container"
          tabIndex={0}
          aria-label={`PDF document ${fileName}`}
          data-testid="pdf-container"
        >
          <div className="pdfViewer" />
        </div>
      </div>
    </div>
  );
}
