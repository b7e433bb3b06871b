import { useEffect, useRef, useState } from 'react';
import type { TemplateName } from '@vitae/shared/api/documents';
import { collectResume } from '@vitae/shared/resume/clean';
import type { Resume } from '@vitae/shared/resume/schema';
import { decodeBase64 } from '../pdf-viewer/base64.ts';
import { requestPreview } from './preview-api.ts';

/** How long typing must pause before the preview renders again. */
export const PREVIEW_DELAY_MS = 700;

export interface LivePreviewState {
  pdf: Uint8Array | null;
  isUpdating: boolean;
  problem: string | null;
}

/**
 * Renders `resume` with `template` a moment after the last change. One request at a time: changes
 * made while one renders are sent together when it returns, and an answer for older content never
 * replaces a newer one.
 */
export function useLivePreview(resume: Resume, template: TemplateName): LivePreviewState {
  const [state, setState] = useState<LivePreviewState>({ pdf: null, isUpdating: true, problem: null });
  const wanted = JSON.stringify({ resume: collectResume(resume), template });
  const wantedRef = useRef(wanted);
  const shownRef = useRef<string | null>(null);
  const busyRef = useRef(false);
  const mountedRef = useRef(true);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    wantedRef.current = wanted;
    if (wanted === shownRef.current) return;
    setState((s) => ({ ...s, isUpdating: true }));
    const timer = window.setTimeout(() => void renderLatest(), shownRef.current === null ? 0 : PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);

    async function renderLatest(): Promise<void> {
      if (busyRef.current) return;
      busyRef.current = true;
      try {
        while (mountedRef.current && wantedRef.current !== shownRef.current) {
          const sending = wantedRef.current;
          const body = JSON.parse(sending) as { resume: Resume; template: TemplateName };
          const answer = await requestPreview(body.resume, body.template);
          if (!mountedRef.current) return;
          shownRef.current = sending;
          if (answer.ok) setState({ pdf: decodeBase64(answer.data.pdf), isUpdating: false, problem: null });
          else setState((s) => ({ ...s, isUpdating: false, problem: answer.message }));
        }
      } finally {
        busyRef.current = false;
      }
    }
  }, [wanted]);

  return state;
}
