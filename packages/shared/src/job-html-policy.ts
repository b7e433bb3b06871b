/**
 * The one allow-list for job-description HTML, used by the server when it stores a posting and
 * by the browser before it renders one (defence in depth). Plain data: each side hands it to its
 * own DOMPurify.
 */
export const JOB_HTML_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'a'],
  ALLOWED_ATTR: ['href'],
  // Only absolute web and mail links: no javascript:, data:, vbscript:, relative or protocol-relative URLs.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  // Dropped with their content, not unwrapped: their text is code or styling, never prose.
  FORBID_TAGS: ['style', 'script', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
};
