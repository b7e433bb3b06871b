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
  if (shouldOpenInNewTab()) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  navigate(url);
}

/** Spec section 2: on a narrow screen, asks 'Open the resume in a new tab?' before a resume opens. */
export function shouldOpenInNewTab(): boolean {
  return isNarrowScreen() && window.confirm(OPEN_IN_NEW_TAB_QUESTION);
}

/**
 * Opens a tab at once (inside the click, so no pop-up blocker stops it) and sends it to `url`
 * when that arrives; closes it again when there is no URL.
 */
export async function openInNewTab(url: Promise<string | null>): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const target = await url;
  if (tab && target) {
    tab.location.href = target;
    return true;
  }
  tab?.close();
  return false;
}
