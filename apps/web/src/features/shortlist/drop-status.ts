export const DROP_PROMPT = 'Drag and drop your files here';
export const NO_FILES = 'No files detected.';
export const NO_FILES_SUBMITTED = 'Something went wrong. Please try again.';
export const UPLOADING = 'Uploading...';

/** Spec section 2: 'No files detected.' (red) or 'N file(s) ready to upload.' (green). */
export function describeDroppedFiles(count: number): { text: string; isReady: boolean } {
  return count === 0
    ? { text: NO_FILES, isReady: false }
    : { text: `${count} file(s) ready to upload.`, isReady: true };
}

/**
 * Adds newly dropped files to the chosen ones, skipping a file already chosen (same name, size and
 * modification time), so dropping a folder twice does not send every resume twice.
 */
export function mergeFiles(current: readonly File[], added: readonly File[]): File[] {
  const key = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
  const seen = new Set(current.map(key));
  const merged = [...current];
  for (const file of added) {
    if (seen.has(key(file))) continue;
    seen.add(key(file));
    merged.push(file);
  }
  return merged;
}
