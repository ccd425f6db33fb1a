import { describe, expect, it } from 'vitest';
import { pageCount, pageParam, pageWindow } from './page-param';

describe('pageParam', () => {
  it('reads whole numbers from 1 and treats anything else as the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['2', '5'])).toBe(2);
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '9999999']) expect(pageParam(value)).toBe(1);
  });
});

describe('pageCount', () => {
  it('rounds up and never says zero', () => {
    expect(pageCount(5, 3)).toBe(2);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(0, 3)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('links every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the neighbours of a long one, with gaps', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(19, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
