/** A translation for a value that comes from the CMS (a category, a tag), or the value itself if there is none. */
export function labelOf(
  t: { has(key: never): boolean; (key: never): string },
  key: string,
  fallback: string,
): string {
  return t.has(key as never) ? t(key as never) : fallback;
}
