import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_QUESTION = 'You have unsaved changes. Leave without saving?';

/**
 * Asks before leaving with unsaved changes: another screen of the app, a reload, or closing the tab.
 * Returns a function to call before navigating away on purpose (e.g. after saving).
 */
export function useUnsavedChangesWarning(isDirty: boolean): () => void {
  const isAllowedRef = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // Changing ?key= (picking another resume) keeps the drafts: only leaving the screen asks.
    return isDirty && !isAllowedRef.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return () => {
    isAllowedRef.current = true;
  };
}

/** Ctrl+S (Cmd+S on a Mac) runs `onSave` instead of the browser's "save page". */
export function useSaveShortcut(onSave: () => void): void {
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
