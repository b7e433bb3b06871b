import createDOMPurify, { type Config } from 'dompurify';
import { JOB_HTML_POLICY } from '@vitae/shared/job-html-policy';

/**
 * The server already cleans posting HTML (apps/server/src/jobs/sanitize.ts); the browser cleans it
 * again with the same strict allow-list (@vitae/shared/job-html-policy) before it touches the DOM, so a stored description from an
 * older import, another portal or a bug on the server still cannot run script here.
 */
const DESCRIPTION_CONFIG: Config = JOB_HTML_POLICY;

type PurifierWindow = Parameters<typeof createDOMPurify>[0];

/** A sanitizer bound to one window (the page's, or a jsdom window in tests), with its own hooks. */
export function createDescriptionSanitizer(window: PurifierWindow): (html: string) => string {
  const purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return (html) => String(purifier.sanitize(html, { ...DESCRIPTION_CONFIG, RETURN_TRUSTED_TYPE: false })).trim();
}

let pageSanitizer: ((html: string) => string) | undefined;

/** Cleans a job description for `dangerouslySetInnerHTML` on this page. */
export function sanitizeDescription(html: string): string {
  pageSanitizer ??= createDescriptionSanitizer(window);
  return pageSanitizer(html);
}
