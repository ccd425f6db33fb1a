import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p>Hello <strong>Nino</strong><br/>and <em>welcome</em></p>')).toBe(
      '<p>Hello <strong>Nino</strong><br>and <em>welcome</em></p>',
    );
    expect(sanitizeHtml('<a href="https://example.ge/x?a=1&amp;b=2" class="c">site</a>')).toBe(
      '<a href="https://example.ge/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(sanitizeHtml('<a href="/contact">contact</a>')).toBe('<a href="/contact">contact</a>');
    expect(sanitizeHtml('<ul><li>one<li>two</ul>')).toBe('<ul><li>one<li>two</li></li></ul>');
  });

  it('drops scripts, handlers, styles and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="steal()">x</p><script>alert(1)</script>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<div style="position:fixed"><b>bold</b></div>')).toBe('<b>bold</b>');
    expect(sanitizeHtml('<style>p{}</style><iframe src="//evil"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<!-- note --><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<SCRIPT>alert(1)</SCRIPT>ok')).toBe('ok');
  });

  it('refuses dangerous link targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<b>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml("<a href='//evil.example'>x</a>")).toBe('<a>x</a>');
    expect(safeHref('mailto:support@example.ge')).toBe('mailto:support@example.ge');
  });

  it('escapes stray markup characters in text but keeps entities', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2 &amp; &lt;b&gt;')).toBe(
      '1 &lt; 2 &amp;&amp; 3 &gt; 2 &amp; &lt;b&gt;',
    );
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('unclosed <strong>bold')).toBe('unclosed <strong>bold</strong>');
  });
});
