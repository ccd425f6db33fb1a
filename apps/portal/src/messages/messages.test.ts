import { describe, expect, it } from 'vitest';
import en from './en.json';
import ka from './ka.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const entry of flatten(value, path)) entries.set(...entry);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

/**
 * Arguments (`{year}`, `{count, plural, …}`) and rich-text tags (`<contact>`) a translation must keep. A
 * plural's branch text (`=0 {No declines today}`) is not an argument: a name is followed by `,` or `}`.
 */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]|<\/?(\w+)>/g)].map(
    (match) => match[1] ?? `<${match[2]}>`,
  );
  return [...new Set(names)].sort();
}

const catalogues = { en: flatten(en), ka: flatten(ka) };

describe('messages', () => {
  it('have the same keys in English and Georgian', () => {
    expect([...catalogues.ka.keys()].sort()).toEqual([...catalogues.en.keys()].sort());
  });

  it.each(Object.entries(catalogues))('has no empty value in %s', (_locale, messages) => {
    const empty = [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('keep the same placeholders in both languages', () => {
    const mismatched = [...catalogues.en].filter(([key, value]) => {
      const other = catalogues.ka.get(key);
      return typeof other === 'string' && placeholders(String(value)).join() !== placeholders(other).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
