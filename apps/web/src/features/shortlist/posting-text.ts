const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'SECTION', 'BLOCKQUOTE']);

/**
 * A posting's HTML description as the plain text the Job Description box holds: paragraphs and
 * headings on their own lines, list items as "- " lines (the shortlister reads those as requirements).
 */
export function postingHtmlToText(html: string): string {
  const root = new DOMParser().parseFromString(html, 'text/html').body;
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push((node.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') return void out.push('\n');
    if (node.tagName === 'LI') out.push('\n- ');
    else if (BLOCKS.has(node.tagName)) out.push('\n');
    node.childNodes.forEach(walk);
    if (BLOCKS.has(node.tagName)) out.push('\n');
  };
  walk(root);
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
