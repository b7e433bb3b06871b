/** Saves a JSON document as a file through a temporary link (no server round trip). */
export function downloadJson(document_: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Jane_Doe_Resume.pdf" -> "Jane_Doe_Resume.json". */
export function toJsonFileName(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'resume';
  return `${base}.json`;
}
