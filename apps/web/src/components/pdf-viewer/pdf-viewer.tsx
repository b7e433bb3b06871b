import { Component, lazy, Suspense, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadingBlock } from '../loading-block.tsx';

export interface PdfViewerProps {
  /** The PDF bytes, or a same-origin URL (a signed `/api/files/…` link) to fetch them from. */
  data: Uint8Array | string;
  /** Name of the downloaded file, with its `.pdf` extension. */
  fileName: string;
  /** Shows an Edit button (the screen switches to its form). */
  onEdit?: () => void;
  /** Shows a Refresh button (the screen renders the edited resume again). */
  onRefresh?: () => void;
  /** Disables Refresh and shows progress while the screen renders. */
  isRefreshing?: boolean;
  /** Keeps the annotations: called with the annotated PDF shortly after each change. */
  onSaveAnnotations?: (annotatedPdf: Uint8Array) => Promise<void>;
}

// pdf.js and its viewer weigh about a megabyte: they load only when a screen shows a PDF.
const PdfViewerCore = lazy(() => import('./pdf-viewer-core.tsx').then((m) => ({ default: m.PdfViewerCore })));

/** The embedded PDF viewer with page navigation, zoom, annotation tools and download. */
export function PdfViewer(props: PdfViewerProps) {
  return (
    <ViewerLoadBoundary>
      <Suspense fallback={<LoadingBlock label="Loading the PDF viewer..." />}>
        <PdfViewerCore {...props} />
      </Suspense>
    </ViewerLoadBoundary>
  );
}

/** The viewer's code can fail to load (offline, or a new release replaced the files): say so in place. */
class ViewerLoadBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Alert variant="warning">The PDF viewer could not be loaded. Check your connection and reload the page.</Alert>
    );
  }
}
