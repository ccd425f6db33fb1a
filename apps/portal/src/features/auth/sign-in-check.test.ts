import { describe, expect, it } from 'vitest';
import { signInSchema } from './schemas';
import { checkSignIn } from './sign-in-check';

const cases = [
  { email: 'manager@demo.ge', password: 'x' },
  { email: ' manager@demo.ge ', password: 'x' },
  { email: '', password: '' },
  { email: 'nope', password: 'x' },
  { email: 'a@b', password: 'x' },
  { email: 'first.last+tag@sub.example.ge', password: 'x' },
  { email: '.dot@example.ge', password: 'x' },
  { email: 'two..dots@example.ge', password: 'x' },
  { email: 'nino@example.g', password: '' },
];

describe('checkSignIn', () => {
  it.each(cases)('agrees with signInSchema for %o', (values) => {
    const parsed = signInSchema.safeParse(values);
    const expected = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    // The schema reports one message per field: the first rule broken.
    const problems = checkSignIn(values);
    expect(Object.keys(problems).sort()).toEqual(Object.keys(expected).sort());
    for (const [field, key] of Object.entries(problems)) expect(expected[field]).toBe(key);
  });
});
