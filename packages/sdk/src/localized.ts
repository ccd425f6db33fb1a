// How `lang` changes an answer's type: the server flattens every localized text (`{ en, ka }`) to one
// language's string when a request names a language (`?lang=ka`).

/** A localized text as the server stores it: `{ en: '...', ka: '...' }`. */
export type LocalizedText = Record<string, string>;

/**
 * `T` as answered with `?lang=`: every field that is a string or a {@link LocalizedText} is a string,
 * at any depth (dates and other fields as they are).
 */
export type Flattened<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? Flattened<Item>[]
    : T extends object
      ? { [K in keyof T]: FlattenedField<T[K]> }
      : T;

type FlattenedField<V> = string extends V
  ? LocalizedText extends V
    ? Exclude<V, LocalizedText>
    : V
  : Flattened<V>;

/** `T` as read with `lang: L`: {@link Flattened} when `L` is a language, as it is when no language is given. */
export type InLanguage<T, L extends string | undefined> = [L] extends [string] ? Flattened<T> : T;
