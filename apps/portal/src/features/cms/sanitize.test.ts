import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting the CMS writes', () => {
    const html = '<p>One <strong>two</strong> <em>three</em></p><ol><li>a</li><li>b</li></ol><h2>Sub</h2>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, handlers and unknown tags', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red" class="x">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<script>alert(1)</script><style>p{}</style>ok')).toBe('ok');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>text<iframe src="https://e.x"></iframe>')).toBe(
      'text',
    );
    expect(sanitizeRichText('<div><span>kept text</span></div>')).toBe('kept text');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('allows only web, mail and phone links, and opens external ones safely', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="/contact" target="_top">x</a>')).toBe('<a href="/contact">x</a>');
    expect(sanitizeRichText('<a href="https://example.ge">x</a>')).toBe(
      '<a href="https://example.ge" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="tel:+995322000000">call</a>')).toBe(
      '<a href="tel:+995322000000">call</a>',
    );
  });

  it('keeps the page to one h1', () => {
    expect(sanitizeRichText('<h1>Title</h1><h6>Small</h6>')).toBe('<h2>Title</h2><h4>Small</h4>');
  });
});
