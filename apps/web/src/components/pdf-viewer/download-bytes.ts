/** Saves bytes as a file through a temporary object URL and link (no server round trip). */
export function downloadBytes(bytes: Uint8Array | Blob, fileName: string, type = 'application/pdf'): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  // Revoke later: the browser may start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Starts a download of a same-origin URL under a chosen name. */
export function clickDownloadLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** "Jane_Doe.pdf" -> "Jane_Doe-annotated.pdf". */
export function toAnnotatedFileName(fileName: string): string {
  const base = fileName.replace(/\.pdf$/i, '') || 'resume';
  return `${base}-annotated.pdf`;
}
