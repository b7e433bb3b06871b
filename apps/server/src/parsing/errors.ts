/** Stable codes the upload route maps to 4xx answers. */
export type ParseErrorCode =
  'unsupported_type' | 'scanned_pdf' | 'encrypted_pdf' | 'corrupt_file' | 'too_large' | 'timeout' | 'out_of_memory';

const MESSAGES: Record<ParseErrorCode, string> = {
  unsupported_type:
    'This file type is not supported. Upload a PDF, a Word document (.docx), a plain-text file or a JSON Resume file.',
  scanned_pdf:
    'This PDF has no text layer (it looks like a scan or an image). Export the resume from your editor as a PDF with text, or upload the .docx.',
  encrypted_pdf:
    'This PDF is protected by a password. Remove the protection (print or export it again without a password) and upload it again.',
  corrupt_file:
    'This file could not be read; it may be damaged or incomplete. Export it again from your editor and upload the new file.',
  too_large: 'This file is too large. Upload a resume of at most 10 MB; large images in a document often cause this.',
  timeout: 'Reading this file took too long. Export a simpler version (fewer images or pages) and upload it again.',
  out_of_memory:
    'This file needs too much memory to read. Export a simpler version (fewer images or pages) and upload it again.',
};

/** A parse failure with a stable `code` and a message that tells the person what to do. */
export class ParseError extends Error {
  readonly code: ParseErrorCode;
  constructor(code: ParseErrorCode, message: string = MESSAGES[code], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ParseError';
    this.code = code;
  }
}

export function isParseErrorCode(value: unknown): value is ParseErrorCode {
  return typeof value === 'string' && value in MESSAGES;
}
