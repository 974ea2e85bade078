import type { LoginInput } from './api';

export type LoginField = keyof LoginInput;

/**
 * The shape of an e-mail address (something@domain.tld), as the browser's own `type=email` checks
 * it; the server decides whether the account exists.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the sign-in form refuses before sending, as message ids: both fields, an e-mail's shape. */
export function loginFieldErrors(values: LoginInput): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'auth.validation.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'auth.validation.emailInvalid';
  if (!values.password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}
