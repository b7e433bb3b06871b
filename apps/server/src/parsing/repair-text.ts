/**
 * Text repair applied to every line: ligature glyphs are spelled out (ﬁ -> fi), odd spaces
 * become plain spaces, (non-breaking) hyphens and minus signs become `-` and horizontal bars `—`,
 * full-width forms their ASCII, other vertical bars (`‖`, `│`, `¦`) and a lone underscore between words `|`, a space before a comma goes, a soft hyphen after a digit is a dash and
 * elsewhere it is dropped with zero-width characters, runs of spaces
 * collapse. Lost spaces are mostly restored in group-lines from the gaps between runs; here one
 * more rule adds a space between a lower-case letter and a capital that starts a known word
 * boundary after punctuation (`end.Next` -> `end. Next`), and a year glued to a duration
 * (`20231 year` -> `2023 1 year`, as some DOCX exports print it). Limits: words glued without any gap
 * and without punctuation (`SeniorEngineer`) are left as they are, since camel case is legitimate
 * in names like `JavaScript`.
 */
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
  '\u0132': 'IJ',
  '\u0133': 'ij',
};

export function repairText(text: string): string {
  return (
    composeAccents(squeezeLetterSpacing(text))
      .replace(/[\uFB00-\uFB06\u0132\u0133]/g, (c) => LIGATURES[c] ?? c)
      // Some fonts draw the date dash as a soft hyphen (`2019\u00AD2021`): between digits or before a
      // word it is a dash; elsewhere it is a hyphenation hint and goes.
      .replace(/(\d)\s*\u00AD\s*(?=\d|\p{L})/gu, '$1 - ')
      .replace(/[\u2010\u2011\u2012\u2212\uFE63]/g, '-')
      .replace(/[\u2015\uFE58]/g, '—')
      // Full-width forms (`Company Name － City`, `Skills：`, `（2019）`), as Chinese, Japanese and
      // Korean input methods type them, read as their ASCII letters and marks.
      .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      // Vertical bars drawn with other glyphs (`LetScan ‖ Nantes`, `Rust │ Go`) separate as `|` does.
      .replace(/[\u2016\u2223\u2502\u2503\u00A6\u2758\u23D0\u23AE]/g, '|')
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, ' ')
      .replace(/([a-z]{2}[.;:])([A-Z][a-z])/g, '$1 $2')
      .replace(/\b((?:19|20)\d\d)(\d{1,2}\s+(?:years?|yrs?|months?|mos?)\b)/g, '$1 $2')
      // A year range run onto the name before it, two runs with no space between (`Goodwin2021 -
      // Present`, a date floated right in a web page saved as a Word document).
      .replace(/(\p{Ll}{2})((?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|present|current|now|today)\b)/giu, '$1 $2')
      // And a line's year or range run onto the name after it (`2014University of Birmingham`,
      // `2017 > PresentSelf-Employed`: a date span floated left of its text in a web page).
      .replace(
        /^((?:19|20)\d\d(?:\s*[-–—>]\s*(?:(?:19|20)\d\d|[Pp]resent|PRESENT|[Cc]urrent|[Nn]ow|[Tt]oday))?)(?=\p{Lu}\p{Ll})/u,
        '$1 ',
      )
      .replace(/\s+/g, ' ')
      // A space before a comma (`Houston , TX`, text joined from a web page's spans) goes, as does
      // one before a full stop that ends a word (`TTY Lam . ggtree: an R package`).
      .replace(/(?<=[\p{L}\d.)]) ,(?=\s|$)/gu, ',')
      .replace(/(?<=[\p{L}\d)]) \.(?=\s|$)/gu, '.')
      // A lone underscore between words separates as a bar does (`Laterooms _ Manchester`).
      .replace(/(?<=\S) _ (?=\S)/g, ' | ')
      .trim()
      // An icon font's ligature name read as text before the words it marks (`check_circle_outlined
      // Reduced CI build time…`, Material Icons).
      .replace(/^[a-z]+(?:_[a-z]+)+ (?=\p{Lu})/u, '')
  );
}

/** Spacing accents and the combining marks they stand for. */
const ACCENT_BEFORE: Record<string, string> = {
  '\u00B4': '\u0301', // ´
  '\u02C6': '\u0302', // ˆ
  '\u02DC': '\u0303', // ˜
  '\u00A8': '\u0308', // ¨
  '\u02C7': '\u030C', // ˇ
  '\u02D8': '\u0306', // ˘
  '\u02DD': '\u030B', // ˝
  '\u02DA': '\u030A', // ˚
  '\u02D9': '\u0307', // ˙
  '\u00AF': '\u0304', // ¯
};
const ACCENT_AFTER: Record<string, string> = { '\u00B8': '\u0327', '\u02DB': '\u0328' }; // ¸ ˛

/**
 * A font without accented letters (TeX's default encoding) draws an accent as a glyph of its
 * own over the letter: the text reads `Wi´sniewski`, `Wi ´sniewski`, `Kope´ c`, `M¨uller`,
 * `Franc¸ois`. Rule: a spacing accent before a letter (a cedilla or an ogonek after it), with at
 * most one space between, is put on the letter when the two make one accented letter (a space
 * before an accent glued to its letter goes too); a grave accent only when glued between a letter
 * and a vowel (a backquote is punctuation too).
 */
function composeAccents(text: string): string {
  if (!/[\u00B4\u02C6\u02DC\u00A8\u02C7\u02D8\u02DD\u02DA\u02D9\u00AF\u00B8\u02DB`]/.test(text)) return text;
  const compose = (whole: string, letter: string, mark: string) => {
    const one = (letter + mark).normalize('NFC');
    return one.length === 1 ? one : whole;
  };
  return text
    .replace(/(?<=\p{L}) (?=[\u00B4\u02C6\u02DC\u00A8\u02C7\u02D8\u02DD\u02DA\u02D9\u00AF]\p{L})/gu, '')
    .replace(
      /([\u00B4\u02C6\u02DC\u00A8\u02C7\u02D8\u02DD\u02DA\u02D9\u00AF]) ?(\p{L})/gu,
      (whole, accent: string, letter: string) => compose(whole, letter, ACCENT_BEFORE[accent]!),
    )
    .replace(/(\p{L}) ?([\u00B8\u02DB])/gu, (whole, letter: string, accent: string) =>
      compose(whole, letter, ACCENT_AFTER[accent]!),
    )
    .replace(/(?<=\p{L})`([aeiouAEIOU])/gu, (whole, letter: string) => compose(whole, letter, '\u0300'));
}

const MONTH_OR_PRESENT = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|PRESENT|CURRENT|NOW)/;

const MONTH_WORD =
  /^(?:JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)$/;

/**
 * A date set in tracked small capitals (`M AY 2 0 2 2`, `2020 - 1 2 T O 2023 - 11`): a year whose
 * four digits stand apart is joined (`2022`) when no other digit stands beside it; a month number
 * beside its year is joined to it (`2020-12`, `07/2023`) on a line where a year or a month stands apart;
 * and a month name split after its first, full-size capital right before a year is joined
 * (`M AY 2022` -> `MAY 2022`). Limits: only years from 1900 to 2099, and month names in English.
 */
function squeezeTrackedDate(text: string): string {
  if (!/\d \d/.test(text)) return text;
  // The last two digits may be drawn as one run (`2 0 11`: a kerned pair).
  const years = text.replace(/(?<![\d.,+] ?)\b(1 9|2 0) (\d) ?(\d)\b(?! ?[.,]?\d)/g, (run) => run.replace(/ /g, ''));
  // A month number beside its year, before or after it, once a year or a month stands apart on the line.
  const tracked = years !== text || /\b(?:19|20)\d\d ?[-/.] ?[01] \d\b|\b[01] \d ?[-/.] ?(?:19|20)\d\d\b/.test(years);
  const months = tracked
    ? years
        .replace(
          /\b((?:19|20)\d\d) ?([-/.]) ?(0 ?[1-9]|1 ?[0-2])\b(?! ?\d)/g,
          (_, y: string, sep: string, m: string) => `${y}${sep}${m.replace(' ', '')}`,
        )
        .replace(
          /(?<!\d ?)\b(0 ?[1-9]|1 ?[0-2]) ?([-/.]) ?((?:19|20)\d\d)\b/g,
          (_, m: string, sep: string, y: string) => `${m.replace(' ', '')}${sep}${y}`,
        )
    : years;
  return months.replace(/\b(\p{Lu}) (\p{Lu}{2,8})(?= (?:19|20)\d\d\b)/gu, (pair, first: string, rest: string) =>
    MONTH_WORD.test(first + rest) ? first + rest : pair,
  );
}

/**
 * Letter-spaced capitals (`J U LY 2022 T O P R E S E N T`, drawn one glyph at a time with
 * tracking) are joined back into words: a run of 3+ tokens of one or two capitals. `TO` glued to
 * a month or `PRESENT` is split again (`TOPRESENT` -> `TO PRESENT`). Limits: two letter-spaced
 * words in a row with no wider gap between them become one word.
 */
export function squeezeLetterSpacing(text: string): string {
  const squeezed = squeezeTrackedDate(text);
  if (!/(?:\b\p{Lu}{1,2} ){2,}\p{Lu}{1,2}\b/u.test(squeezed)) return squeezed;
  return squeezed
    .replace(/(?<![\p{L}])(?:\p{Lu}{1,2} ){2,}\p{Lu}{1,2}(?![\p{L}])/gu, (run) => run.replace(/ /g, ''))
    .replace(/\bTO(?=[A-Z]{3,})/g, (to, at: number, whole: string) =>
      MONTH_OR_PRESENT.test(whole.slice(at + 2)) ? 'TO ' : to,
    );
}
