import { describe, expect, it } from 'vitest';
import { listPageRewrite } from './list-page-path';

describe('listPageRewrite', () => {
  it('serves pages 2 to 100 of the lists from their cached path', () => {
    expect(listPageRewrite('/en/news', '2')).toBe('/en/news/list-page/2');
    expect(listPageRewrite('/ka/tenders/', '100')).toBe('/ka/tenders/list-page/100');
    expect(listPageRewrite('/blog', '37')).toBe('/blog/list-page/37');
  });

  it('leaves the first page, other values and other paths to the static page', () => {
    for (const page of [null, '1', '0', '01', '101', 'x', '2.5', '-2']) {
      expect(listPageRewrite('/en/news', page)).toBeUndefined();
    }
    expect(listPageRewrite('/en/news/some-slug', '2')).toBeUndefined();
    expect(listPageRewrite('/en/contact', '2')).toBeUndefined();
  });
});
