import { z } from 'zod';
import type { FieldError } from '../../core/errors';
import { type ContentField, type FieldType, UNIQUE_TEXT_MAX_LENGTH } from './schemas';

/**
 * Model definitions and entity data: the checks of a model's fields, the zod schema built from them at
 * run time, and what an entity's clean data implies (unique values, references, flattened languages).
 */

const TEXT_TYPES: readonly FieldType[] = ['text', 'rich_text'];
const LIST_TYPES: readonly FieldType[] = ['enum', 'relation', 'file', 'image'];
const UNIQUE_TYPES: readonly FieldType[] = ['text', 'number', 'date', 'enum', 'relation', 'file', 'image'];

/**
 * Rules a model's fields must follow beyond their shape; each broken one names the field.
 * `modelApiIds` are the project's models (with this model's own api id, for self relations).
 */
export function checkDefinition(fields: ContentField[], modelApiIds: ReadonlySet<string>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const fail = (property: string, rule: string, message: string) =>
      errors.push({ path: `fields.${index}.${property}`, rule, message: `Field "${field.id}": ${message}` });
    const notFor = (property: keyof ContentField, applies: boolean) => {
      if (!applies && field[property] !== undefined && field[property] !== false) {
        fail(property, 'not_applicable', `${property} does not apply to a ${field.type} field`);
      }
    };

    if (seen.has(field.id)) fail('id', 'unique', 'the id is used by another field');
    seen.add(field.id);

    const isText = TEXT_TYPES.includes(field.type);
    notFor('minLength', isText);
    notFor('maxLength', isText);
    notFor('pattern', field.type === 'text');
    notFor('min', field.type === 'number');
    notFor('max', field.type === 'number');
    notFor('options', field.type === 'enum');
    notFor('target', field.type === 'relation');
    notFor('multiple', LIST_TYPES.includes(field.type));
    notFor('unique', UNIQUE_TYPES.includes(field.type) && !field.multiple);

    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
      fail('minLength', 'range', 'minLength is greater than maxLength');
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      fail('min', 'range', 'min is greater than max');
    }
    if (field.unique && isText && (field.maxLength ?? 0) > UNIQUE_TEXT_MAX_LENGTH) {
      fail('maxLength', 'max', `a unique text holds at most ${UNIQUE_TEXT_MAX_LENGTH} characters`);
    }
    if (field.pattern !== undefined && field.type === 'text') {
      try {
        new RegExp(field.pattern, 'u');
      } catch (error) {
        fail('pattern', 'pattern', `the pattern does not compile (${(error as Error).message})`);
      }
    }
    if (field.type === 'enum') {
      if (!field.options?.length) fail('options', 'required', 'an enum needs at least one option');
      else if (new Set(field.options).size !== field.options.length) {
        fail('options', 'unique', 'the options repeat a value');
      }
    }
    if (field.type === 'relation') {
      if (!field.target) fail('target', 'required', 'a relation needs the api id of its target model');
      else if (!modelApiIds.has(field.target)) {
        fail('target', 'relation', `no content model "${field.target}" in this project`);
      }
    }
  });
  return errors;
}

/** The api ids a model's relation fields point at. */
export function relationTargets(fields: ContentField[]): string[] {
  return [
    ...new Set(fields.flatMap((field) => (field.type === 'relation' && field.target ? [field.target] : []))),
  ];
}

const fileRef = z
  .string()
  .max(2048)
  .refine((value) => z.uuid().safeParse(value).success || /^(https?:\/\/|\/)\S+$/.test(value), {
    message: 'Expected a file id or an http(s) or root-relative URL',
    params: { rule: 'invalid_type' },
  });

function valueSchema(field: ContentField): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'rich_text': {
      let schema = z.string();
      const max = field.unique
        ? Math.min(field.maxLength ?? UNIQUE_TEXT_MAX_LENGTH, UNIQUE_TEXT_MAX_LENGTH)
        : field.maxLength;
      if (field.minLength !== undefined) schema = schema.min(field.minLength);
      if (max !== undefined) schema = schema.max(max);
      if (field.pattern !== undefined) schema = schema.regex(new RegExp(field.pattern, 'u'));
      return schema;
    }
    case 'number': {
      let schema = z.number();
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return schema;
    }
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.iso.date('Expected a date YYYY-MM-DD');
    case 'enum': {
      const one = z.enum(field.options as [string, ...string[]]);
      return field.multiple ? z.array(one).max(field.options?.length ?? 0) : one;
    }
    case 'relation': {
      const one = z.uuid('Expected an entity id');
      return field.multiple ? z.array(one).max(500) : one;
    }
    case 'file':
    case 'image':
      return field.multiple ? z.array(fileRef).max(100) : fileRef;
  }
}

/** The zod schema of an entity's `data` for a model in a project with these languages. */
export function dataSchema(fields: ContentField[], languages: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    let schema = valueSchema(field);
    if (field.localized) {
      schema = z.strictObject(
        Object.fromEntries(
          languages.map((language) => [language, field.required ? schema : schema.optional()]),
        ),
      );
    }
    shape[field.id] = field.required ? schema : schema.optional();
  }
  return z.strictObject(shape);
}

/** Blank strings, nulls and empty lists mean "no value": dropped before validation and storage. */
export function normalizeData(data: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const clean = normalizeValue(value, true);
    if (clean !== undefined) normalized[key] = clean;
  }
  return normalized;
}

function normalizeValue(value: unknown, allowObject: boolean): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.length ? value : undefined;
  if (allowObject && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, normalizeValue(inner, false)] as const)
      .filter(([, inner]) => inner !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** Validates normalized data; each broken rule becomes one field error under `data.`. */
export function validateData(
  fields: ContentField[],
  languages: readonly string[],
  data: Record<string, unknown>,
): FieldError[] {
  const result = dataSchema(fields, languages).safeParse(data, { reportInput: true });
  return result.success ? [] : result.error.issues.flatMap(toFieldErrors);
}

function toFieldErrors(issue: z.core.$ZodIssue): FieldError[] {
  const path = ['data', ...issue.path.map(String)].join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        path: `${path}.${key}`,
        rule: 'unknown_key',
        message: `Unknown field "${key}"`,
      }));
    case 'invalid_type':
      return issue.input === undefined
        ? [{ path, rule: 'required', message: 'A value is required' }]
        : [{ path, rule: 'invalid_type', message: issue.message }];
    case 'too_small':
      return [{ path, rule: issue.origin === 'string' ? 'min_length' : 'min', message: issue.message }];
    case 'too_big':
      return [{ path, rule: issue.origin === 'string' ? 'max_length' : 'max', message: issue.message }];
    case 'invalid_format':
      return [{ path, rule: issue.format === 'regex' ? 'pattern' : 'invalid_type', message: issue.message }];
    case 'invalid_value':
      return [{ path, rule: 'enum', message: issue.message }];
    case 'custom':
      return [{ path, rule: String(issue.params?.rule ?? 'invalid'), message: issue.message }];
    default:
      return [{ path, rule: 'invalid_type', message: issue.message }];
  }
}

/** Each value of a field, with its path under `data` and its key (`title` or `title.ka`). */
function* valuesOf(field: ContentField, data: Record<string, unknown>) {
  const value = data[field.id];
  if (value === undefined) return;
  const perLanguage: [string, unknown][] =
    field.localized && value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([language, inner]) => [`${field.id}.${language}`, inner])
      : [[field.id, value]];
  for (const [key, inner] of perLanguage) {
    if (Array.isArray(inner)) {
      for (const [index, item] of inner.entries()) yield { key, path: `data.${key}.${index}`, value: item };
    } else {
      yield { key, path: `data.${key}`, value: inner };
    }
  }
}

/** The relation values to check: well-formed ids only (a malformed one is already an invalid_type). */
export function relationValues(fields: ContentField[], data: Record<string, unknown>) {
  const found: { key: string; path: string; targetId: string; target: string }[] = [];
  for (const field of fields) {
    if (field.type !== 'relation' || !field.target) continue;
    for (const { key, path, value } of valuesOf(field, data)) {
      if (typeof value === 'string' && z.uuid().safeParse(value).success) {
        found.push({ key, path, targetId: value.toLowerCase(), target: field.target });
      }
    }
  }
  return found;
}

/** The `(field, value)` pairs of the unique fields of valid data, as stored in entity_unique_values. */
export function uniqueValues(fields: ContentField[], data: Record<string, unknown>) {
  const found: { field: string; value: string }[] = [];
  for (const field of fields) {
    if (!field.unique) continue;
    for (const { key, value } of valuesOf(field, data)) {
      found.push({ field: key, value: typeof value === 'string' ? value : JSON.stringify(value) });
    }
  }
  return found;
}

/**
 * Localized fields flattened to one language: the requested one, else the project's first language,
 * else left out. Other fields are returned as they are.
 */
export function flattenData(
  fields: ContentField[],
  data: Record<string, unknown>,
  language: string,
  fallback: string | undefined,
): Record<string, unknown> {
  const flat: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = data[field.id];
    if (!field.localized || !value || typeof value !== 'object') continue;
    const byLanguage = value as Record<string, unknown>;
    const chosen = byLanguage[language] ?? (fallback === undefined ? undefined : byLanguage[fallback]);
    if (chosen === undefined) delete flat[field.id];
    else flat[field.id] = chosen;
  }
  return flat;
}
