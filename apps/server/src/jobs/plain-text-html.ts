/**
 * A recruiter's plain-text description as HTML: blank lines separate paragraphs, lines that start
 * with "- ", "* " or "• " become list items, and other single line breaks stay line breaks.
 * Limit: numbered lists ("1. …") stay text lines, since a number may also start a sentence.
 */
export function plainTextToHtml(text: string): string {
  const blocks: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      if (lines.length) blocks.push(`<p>${lines.join('<br>')}</p>`);
      lines = [];
    };
    const flushItems = () => {
      if (items.length) blocks.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
      items = [];
    };
    for (const raw of paragraph.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const bullet = /^[-*•]\s+(.*)$/.exec(line);
      if (bullet) {
        flushLines();
        items.push(escapeHtml(bullet[1]!));
      } else {
        flushItems();
        lines.push(escapeHtml(line));
      }
    }
    flushLines();
    flushItems();
  }
  return blocks.join('');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
