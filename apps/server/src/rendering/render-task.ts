/** Functions the worker pool runs (see platform/workers); never call them on the main thread. */
import { renderToBuffer } from '@react-pdf/renderer';
import type { Resume } from '@vitae/shared/resume/schema';
import { buildDocx } from './docx-document.ts';
import { registerFonts } from './fonts.ts';
import { ResumeDocument, type ResumeDocumentProps } from './resume-document.tsx';

export type RenderPdfInput = ResumeDocumentProps;

export async function renderPdf(input: RenderPdfInput): Promise<Uint8Array> {
  registerFonts();
  const buffer = await renderToBuffer(ResumeDocument(input));
  // A copy with its own ArrayBuffer: cloning a view of Node's shared buffer pool would send the
  // whole pool slab to the main thread.
  return new Uint8Array(buffer);
}

export async function renderDocx(input: { resume: Resume; title: string }): Promise<Uint8Array> {
  return buildDocx(input.resume, input.title);
}
