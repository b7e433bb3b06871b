import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  AnnotationEditorType,
  EventBus,
  getDocument,
  PDFLinkService,
  PDFViewer,
  type PDFDocumentProxy,
} from './pdfjs.ts';
import { isNarrowScreen } from '../screen-size.ts';

export interface PdfViewState {
  status: 'loading' | 'ready' | 'failed';
  page: number;
  pageCount: number;
  /** Current zoom, 1 = 100 %. */
  scale: number;
  /** The active pdf.js annotation editor type (AnnotationEditorType.NONE when none). */
  mode: number;
}

const INITIAL_STATE: PdfViewState = {
  status: 'loading',
  page: 1,
  pageCount: 0,
  scale: 1,
  mode: AnnotationEditorType.NONE,
};

export const LOAD_FAILED_MESSAGE = 'This PDF could not be opened. Try again, or download it instead.';

/**
 * Drives pdf.js's PDFViewer inside `containerRef` (which must be absolutely positioned and hold one
 * empty `.pdfViewer` div). The viewer lives as long as the component; each new `data` swaps the document.
 */
export function usePdfViewer(
  containerRef: RefObject<HTMLDivElement | null>,
  data: Uint8Array | string,
  onAnnotationsChanged?: () => void,
) {
  const [state, setState] = useState<PdfViewState>(INITIAL_STATE);
  const viewerRef = useRef<PDFViewer | null>(null);
  const linkRef = useRef<PDFLinkService | null>(null);
  const documentRef = useRef<PDFDocumentProxy | null>(null);
  const changedRef = useRef(onAnnotationsChanged);
  useEffect(() => {
    changedRef.current = onAnnotationsChanged;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const abort = new AbortController();
    const eventBus = new EventBus();
    const linkService = new PDFLinkService({ eventBus });
    // NONE (not DISABLE) creates the annotation editor manager, so the tools can switch modes later.
    // `abortSignal` (disconnects its resize observer and scroll listener) is missing from the typings,
    // hence the options object rather than a literal.
    const options = {
      container,
      eventBus,
      linkService,
      annotationEditorMode: AnnotationEditorType.NONE,
      abortSignal: abort.signal,
      // On a phone the page borders and the scrollbar allowance pdf.js keeps around each page cost
      // a seventh of the width: without them, fit-to-width fills the screen.
      removePageBorders: isNarrowScreen(),
    };
    const viewer = new PDFViewer(options);
    linkService.setViewer(viewer);
    const patch = (next: Partial<PdfViewState>) => setState((s) => ({ ...s, ...next }));
    eventBus.on('pagesinit', () => {
      // A resume reads best at the width of its column, on a phone as on a desktop.
      viewer.currentScaleValue = 'page-width';
    });
    eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => patch({ page: pageNumber }));
    eventBus.on('scalechanging', ({ scale }: { scale: number }) => patch({ scale }));
    eventBus.on('annotationeditormodechanged', ({ mode }: { mode: number }) => {
      patch({ mode });
      // Leaving a tool commits what was drawn or typed with it: a moment to keep the annotations.
      if (mode === AnnotationEditorType.NONE && (documentRef.current?.annotationStorage.size ?? 0) > 0)
        changedRef.current?.();
    });
    viewerRef.current = viewer;
    linkRef.current = linkService;
    return () => {
      abort.abort();
      viewer.setDocument(null as unknown as PDFDocumentProxy);
      viewerRef.current = null;
      linkRef.current = null;
    };
  }, [containerRef]);

  useEffect(() => {
    // Copy the bytes: pdf.js transfers its buffer to the worker, which would empty the caller's array.
    const source = typeof data === 'string' ? { url: data } : { data: data.slice() };
    // No eval (the CSP forbids it); fonts the PDF does not embed come from the system.
    const task = getDocument({ ...source, isEvalSupported: false });
    let isCurrent = true;
    setState(INITIAL_STATE);
    task.promise.then(
      (pdf) => {
        const viewer = viewerRef.current;
        if (!isCurrent || !viewer) return;
        documentRef.current = pdf;
        // The first change after loading or saving (pdf.js resets the flag when it saves the document).
        // (Typed as null in pdf.js's declarations, though it is the documented hook.)
        (pdf.annotationStorage as { onSetModified: (() => void) | null }).onSetModified = () => changedRef.current?.();
        viewer.setDocument(pdf);
        linkRef.current?.setDocument(pdf, null);
        setState({ ...INITIAL_STATE, status: 'ready', pageCount: pdf.numPages });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        console.error('Could not open the PDF', error);
        setState({ ...INITIAL_STATE, status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
      documentRef.current = null;
      void task.destroy();
    };
  }, [data]);

  const goToPage = useCallback((page: number) => {
    const viewer = viewerRef.current;
    if (!viewer?.pdfDocument) return;
    viewer.currentPageNumber = Math.min(Math.max(1, Math.round(page)), viewer.pagesCount);
  }, []);
  const zoomIn = useCallback(() => viewerRef.current?.increaseScale(), []);
  const zoomOut = useCallback(() => viewerRef.current?.decreaseScale(), []);
  const fitWidth = useCallback(() => {
    if (viewerRef.current) viewerRef.current.currentScaleValue = 'page-width';
  }, []);
  /** Picks an annotation tool; picking the active one again turns it off. */
  const toggleTool = useCallback((mode: number) => {
    const viewer = viewerRef.current;
    if (!viewer?.pdfDocument) return;
    // The getter returns the mode number; the typings describe the setter's object.
    const current = viewer.annotationEditorMode as unknown as number;
    const next = current === mode ? AnnotationEditorType.NONE : mode;
    viewer.annotationEditorMode = { mode: next };
  }, []);
  /** The original bytes, or a copy with the annotations written in (pdf.js annotationStorage). */
  const readBytes = useCallback(async (isAnnotated: boolean): Promise<Uint8Array | null> => {
    const pdf = documentRef.current;
    if (!pdf) return null;
    return isAnnotated && pdf.annotationStorage.size > 0 ? pdf.saveDocument() : pdf.getData();
  }, []);

  return { state, goToPage, zoomIn, zoomOut, fitWidth, toggleTool, readBytes };
}
