// Import order matters: the viewer layer reads `globalThis.pdfjsLib`, which pdf.mjs sets when it runs.
import * as pdfjsLib from 'pdfjs-dist';
import { EventBus, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
// Bundled by Vite into dist and served by our own server: the CSP allows no CDN (worker-src 'self').
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';

pdfjsLib.GlobalWorkerOptions.workerSrc = workerUrl;

export const { AnnotationEditorType, getDocument } = pdfjsLib;
export type PDFDocumentProxy = pdfjsLib.PDFDocumentProxy;
export { EventBus, PDFLinkService, PDFViewer };

/** The annotation tools the toolbar offers, by pdf.js editor type. */
export const ANNOTATION_TOOLS = [
  { mode: AnnotationEditorType.HIGHLIGHT, label: 'Highlight', hint: 'Select text to highlight it' },
  { mode: AnnotationEditorType.FREETEXT, label: 'Text', hint: 'Click the page to add a note' },
  { mode: AnnotationEditorType.INK, label: 'Draw', hint: 'Drag on the page to draw' },
] as const;
