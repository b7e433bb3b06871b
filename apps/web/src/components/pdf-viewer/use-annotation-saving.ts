import { useCallback, useEffect, useRef } from 'react';

/** Changes often come in bursts (a stroke, then another): one save a moment after the last. */
const SAVE_DELAY_MS = 800;

/**
 * Returns a function that schedules a save of the annotated PDF: after a short pause, `read` gives
 * the bytes and `save` keeps them. Saves never overlap; a change during a save schedules one more.
 */
export function useAnnotationSaving(
  save: ((bytes: Uint8Array) => Promise<void>) | undefined,
  read: () => Promise<Uint8Array | null> | null,
): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const latest = useRef({ save, read });
  useEffect(() => {
    latest.current = { save, read };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async () => {
    const { save: keep, read: readBytes } = latest.current;
    if (!keep) return;
    if (running.current) await running.current;
    const bytes = await readBytes();
    if (bytes) {
      running.current = keep(bytes).finally(() => {
        running.current = null;
      });
      await running.current;
    }
  }, []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), SAVE_DELAY_MS);
  }, [run]);
}
