import type { ValidationKey } from './schemas';

/** zod's e-mail pattern, so the browser and the server's signInSchema agree (a test checks). */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignInField = 'email' | 'password';

/**
 * The sign-in form's check in the browser: the rules of signInSchema without loading zod, because
 * the sign-in page's first load has a budget. The server still parses with signInSchema.
 */
export function checkSignIn(values: {
  email: string;
  password: string;
}): Partial<Record<SignInField, ValidationKey>> {
  const problems: Partial<Record<SignInField, ValidationKey>> = {};
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!EMAIL.test(email)) problems.email = 'email';
  if (values.password === '') problems.password = 'required';
  return problems;
}
