import { EMAIL_PATTERN, type ValidationKey } from './rules';

export type SignInField = 'email' | 'password';

/**
 * The sign-in form's check in the browser: the rules of signInSchema (rules.ts) without loading zod,
 * because the sign-in page's first load has a budget. The server still parses with signInSchema.
 */
export function checkSignIn(values: {
  email: string;
  password: string;
}): Partial<Record<SignInField, ValidationKey>> {
  const problems: Partial<Record<SignInField, ValidationKey>> = {};
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'email';
  if (values.password === '') problems.password = 'required';
  return problems;
}
