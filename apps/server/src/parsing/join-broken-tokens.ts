import type { Line } from './types.ts';

/** Icons (emoji, icon-font glyphs) and spaces closing a line. */
const TRAILING_ICON = /[\s\p{Extended_Pictographic}\uFE0F\uE000-\uF8FF]+$/u;

/**
 * A narrow column wraps an address or a link in the middle (`SDENESIK@BTINTERNET.CO` / `M`,
 * `github.com/jo/marathon-` / `training-log`). Rule: a line ending in a token with `@`, `/` or
 * `www.` continues on the next line when that line is one short token with no space, in the same
 * case, at the same left edge (or centred under it) and size, right below, unless both are whole
 * on their own: an address or link that already ends in a domain or path, followed by a token
 * that is itself an address or link (`jo@x.com` / `github.com/jo` are two lines of a contact
 * list). Limits: a wrapped mixed-case token (`John.Smith@Exam` / `ple.com`) is not joined.
 */
export function joinBrokenTokens(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    // An icon the next item of a contact table opens with may follow the tail (`me🌐`).
    const tail = line.text.replace(TRAILING_ICON, '');
    const isTail = /^[\p{L}\p{N}._%+/-]{1,30}$/u.test(tail) && /\p{L}/u.test(tail);
    const lastToken = prev?.text.split(/\s+/).at(-1) ?? '';
    // The tail is written in the same case as the token it ends (`Phone` after an address is a label).
    const sameCase =
      (lastToken === lastToken.toUpperCase() && tail === tail.toUpperCase()) ||
      (lastToken === lastToken.toLowerCase() && tail === tail.toLowerCase());
    // `jo@x.com` then `github.com/jo`: each is whole; `jo@out` then `look.com` is one address cut.
    const prevWhole = /@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$|\.\p{L}{2,}\/\S*$/u.test(lastToken);
    const tailWhole = /@|^(?:https?:|www\.)|[\p{L}\p{N}-]\.\p{L}{2,}(?:\/|$)/u.test(tail);
    if (
      prev &&
      isTail &&
      sameCase &&
      !(prevWhole && tailWhole) &&
      /(?:@|\/|www\.)[^\s]*$/i.test(prev.text) &&
      prev.page === line.page &&
      (Math.abs(prev.x - line.x) < 3 || Math.abs(prev.x + prev.right - line.x - line.right) < 6) &&
      Math.abs(prev.size - line.size) < 0.5 &&
      line.gapAbove < 0.5
    ) {
      const text = prev.text + tail;
      out[out.length - 1] = {
        ...prev,
        text,
        parts: [...prev.parts.slice(0, -1), (prev.parts.at(-1) ?? '') + tail],
      };
      continue;
    }
    out.push(line);
  }
  return out;
}
