import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, sanitizeJobHtml } from './sanitize.ts';

/** Classic XSS vectors: none may leave a script, handler, style, frame, image or unsafe URL behind. */
const xssCorpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<p onmouseover="alert(1)">hover</p>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<template><img src=x onerror=alert(1)></template>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
];

describe('sanitizeJobHtml', () => {
  it.each(xssCorpus)('renders %s inert', (html) => {
    const clean = sanitizeJobHtml(html);
    expect(clean).not.toMatch(
      /<(script|img|svg|iframe|object|embed|form|input|style|math|template|base|meta|details)\b/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|expression\(|style=/i);
  });

  it('keeps the allowed structure and marks links noopener', () => {
    const html =
      '<h3>Role</h3><p>We <strong>ship</strong> <em>daily</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><h4>More</h4><p>Mail <a href="mailto:jobs@example.com">us</a> or <a href="https://example.com/x" target="_blank">read</a>.<br>Thanks</p>';
    expect(sanitizeJobHtml(html)).toBe(
      '<h3>Role</h3><p>We <strong>ship</strong> <em>daily</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><h4>More</h4><p>Mail <a href="mailto:jobs@example.com" rel="noopener noreferrer nofollow">us</a> or <a href="https://example.com/x" rel="noopener noreferrer nofollow">read</a>.<br>Thanks</p>',
    );
  });

  it('unwraps tags outside the allow-list but keeps their text', () => {
    expect(sanitizeJobHtml('<div><h1>Title</h1><span class="x">text</span></div>')).toBe('Titletext');
  });

  it('drops relative and protocol-relative links', () => {
    expect(sanitizeJobHtml('<a href="/apply">a</a><a href="//evil.example">b</a>')).toBe('<a>a</a><a>b</a>');
  });
});

describe('htmlToText', () => {
  it('turns blocks into lines, list items into dashes and decodes entities', () => {
    expect(
      htmlToText(
        '<p>Hello&nbsp;&amp; welcome</p><ul><li>One</li><li>Two &#8211; three</li></ul><script>x()</script>End',
      ),
    ).toBe('Hello & welcome\n\n- One\n- Two – three\nEnd');
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;p&gt; &#39; &#x41; &bogus;')).toBe("<p> ' A &bogus;");
  });
});
