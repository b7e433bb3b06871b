import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { AnnotationsResponse } from '@vitae/shared/api/annotations';
import type { StatusMessage } from '../alert-from-status.tsx';
import { requestAnnotations, requestClearAnnotations, requestSaveAnnotations } from './resume-file-api.ts';

export type AnnotationsState = AnnotationsResponse & { isSaving: boolean };

/**
 * The annotations kept with a saved resume: loads them (undefined until known), saves the annotated
 * PDF the viewer hands over, and clears them. Failures come back through `onFailure`.
 */
export function useSavedAnnotations(key: string, reload: number, onFailure: (failure: StatusMessage) => void) {
  const [state, setState] = useState<AnnotationsState | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    setState(undefined);
    void requestAnnotations(key).then((answer) => {
      if (!isCurrent) return;
      // Without an answer the viewer still opens, on the plain rendering.
      setState({ ...(answer.ok ? answer.data : { url: null, saved_at: null, is_current: true }), isSaving: false });
    });
    return () => {
      isCurrent = false;
    };
  }, [key, reload]);

  async function save(pdf: Uint8Array) {
    setState((s) => s && { ...s, isSaving: true });
    const answer = await requestSaveAnnotations(key, pdf);
    setState((s) => s && { ...s, isSaving: false, ...(answer.ok ? { saved_at: answer.data.saved_at } : {}) });
    if (!answer.ok) onFailure(answer);
  }

  async function clear(): Promise<boolean> {
    const answer = await requestClearAnnotations(key);
    if (!answer.ok) onFailure(answer);
    return answer.ok;
  }
  return { annotations: state, save, clear };
}

/** The line above the viewer that says the notes are kept, when, and offers to clear them. */
export function AnnotationsBar({ state, onClear }: { state: AnnotationsState; onClear: () => void }) {
  if (!state.saved_at && !state.isSaving) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small mb-2" data-testid="annotations-bar" role="status">
      <span>
        {state.isSaving
          ? 'Saving your annotations...'
          : `Your annotations are kept with this resume (saved ${new Date(state.saved_at!).toLocaleString()}).`}
        {state.is_current ? '' : ' They were made on an earlier version of this resume.'}
      </span>
      <Button size="sm" variant="outline-danger" onClick={onClear} disabled={state.isSaving}>
        Clear annotations
      </Button>
    </div>
  );
}
