import { MOBILE_BREAKPOINT } from '@vitae/shared/constants';

/** Spec section 2: a screen narrower than 768 px counts as narrow. */
export function isNarrowScreen(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT;
}

export const OPEN_IN_NEW_TAB_QUESTION = 'Open the resume in a new tab?';

/**
 * Opens an in-app page for a resume. On a narrow screen the user is first asked whether to open it
 * in a new tab; answering no opens it here instead.
 */
export function openResumePage(url: string, navigate: (to: string) => void): void {
  if (isNarrowScreen() && window.confirm(OPEN_IN_NEW_TAB_QUESTION)) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  navigate(url);
}
