import type { FieldError } from '../../core/errors';

/** The portal's password rules (business-portal spec §5), each with the rule name a failure carries. */
const RULES = [
  { rule: 'min_length', test: (value: string) => value.length >= 8, message: 'At least 8 characters' },
  { rule: 'uppercase', test: (value: string) => /\p{Lu}/u.test(value), message: 'An upper-case letter' },
  { rule: 'lowercase', test: (value: string) => /\p{Ll}/u.test(value), message: 'A lower-case letter' },
  { rule: 'digit', test: (value: string) => /\d/.test(value), message: 'A digit' },
  {
    rule: 'special',
    test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value),
    message: 'A special character, e.g. ! ? # @ $ %',
  },
] as const;

/** One field error per rule `password` breaks (none when it is good), all under `path`. */
export function passwordProblems(password: string, path: string): FieldError[] {
  return RULES.filter(({ test }) => !test(password)).map(({ rule, message }) => ({ path, rule, message }));
}
