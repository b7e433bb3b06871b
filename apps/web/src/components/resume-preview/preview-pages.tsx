import { useEffect, useRef, useState } from 'react';
import { getDocument } from '../pdf-viewer/pdfjs.ts';

interface Props {
  /** The rendered PDF. A new one replaces the pages only once it is drawn, so the preview never blinks. */
  pdf: Uint8Array;
}

/**
 * The preview's pages: each drawn to a canvas at the width of the column, with the page's text beside
 * it for assistive technology (and for find-in-page). Loaded lazily: pdf.js comes only with the preview.
 */
export function PreviewPages({ pdf }: Props) {
  const holderRef = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState<string[]>([]);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    const holder = holderRef.current;
    if (!holder) return;
    let isCurrent = true;
    // Copy the bytes: pdf.js transfers its buffer to its worker.
    const task = getDocument({ data: pdf.slice(), isEvalSupported: false });
    void (async () => {
      try {
        const doc = await task.promise;
        const width = Math.max(240, holder.clientWidth);
        const ratio = window.devicePixelRatio || 1;
        const canvases: HTMLCanvasElement[] = [];
        const pageTexts: string[] = [];
        for (let number = 1; number <= doc.numPages; number++) {
          const page = await doc.getPage(number);
          const unscaled = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = '100%';
          canvas.className = 'preview-page shadow-sm mb-2 bg-white';
          canvas.setAttribute('aria-hidden', 'true');
          await page.render({ canvas, viewport }).promise;
          const content = await page.getTextContent();
          pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
          canvases.push(canvas);
        }
        if (!isCurrent) return;
        holder.replaceChildren(...canvases);
        setTexts(pageTexts);
        setHasFailed(false);
      } catch (error) {
        if (!isCurrent) return;
        console.error('Could not draw the preview', error);
        setHasFailed(true);
      }
    })();
    return () => {
      isCurrent = false;
      void task.destroy();
    };
  }, [pdf]);

  return (
    <div>
      {hasFailed && <p className="text-danger small">The preview could not be drawn. Keep editing; it tries again.</p>}
      {/* React never renders into this holder: the canvases are swapped in whole. */}
      <div ref={holderRef} data-testid="preview-canvas" />
      <div className="visually-hidden" data-testid="preview-text">
        {texts.map((text, index) => (
          <p key={index}>
            Page {index + 1}: {text}
          </p>
        ))}
      </div>
    </div>
  );
}
