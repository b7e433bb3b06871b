/**
 * Loads pdf.js for reading PDFs in this process: its main module and its worker code (pdf.js's
 * fake worker, the one it uses under Node, takes the worker code from globalThis.pdfjsWorker
 * instead of importing it at the first document).
 *
 * pdf.js's legacy build, the one that runs on Node 20, carries core-js polyfills that replace
 * built-ins for the whole process wherever Node's own lack a recent corner of the spec: on Node 20
 * that is Array.prototype.push (array length past 2^53) and JSON.parse / JSON.stringify
 * (JSON.rawJSON and source text access). pdf.js uses none of those corners, and the replacements
 * are slow: JSON.stringify wraps every value in a JavaScript callback and then copies the output
 * character by character (about 6 times slower), push is a JavaScript loop. The native built-ins
 * are put back once pdf.js is loaded; everything pdf.js added (Promise.withResolvers, new Set
 * methods, Uint8Array base64…) stays.
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const natives = [
  [Array.prototype, 'push', Array.prototype.push],
  [JSON, 'parse', JSON.parse],
  [JSON, 'stringify', JSON.stringify],
] as const;

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    // @ts-expect-error pdf.js ships no types for its worker module
    const worker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    restoreNatives();
    return pdfjs;
  })();
  return loading;
}

/** Puts back the built-ins pdf.js's polyfills replaced; returns the names of those it put back. */
export function restoreNatives(): string[] {
  const restored: string[] = [];
  for (const [owner, name, native] of natives) {
    if ((owner as unknown as Record<string, unknown>)[name] === native) continue;
    Object.defineProperty(owner, name, { value: native, writable: true, configurable: true, enumerable: false });
    restored.push(`${owner === JSON ? 'JSON' : 'Array.prototype'}.${name}`);
  }
  return restored;
}
