import { describe, expect, it } from 'vitest';
import { loginFieldErrors } from './login-rules';

describe('the sign-in form’s own checks', () => {
  it('asks for both fields', () => {
    expect(loginFieldErrors({ email: '  ', password: '' })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('refuses what is not shaped like an e-mail address', () => {
    for (const email of ['recepcion', 'recepcion@taller', '@taller.test', 'a b@taller.test']) {
      expect(loginFieldErrors({ email, password: 'x' }), email).toEqual({
        email: 'auth.validation.emailInvalid',
      });
    }
  });

  it('lets a well-formed address and any password through, spaces around the address included', () => {
    expect(loginFieldErrors({ email: ' recepcion@taller.test ', password: 'x' })).toEqual({});
  });
});
