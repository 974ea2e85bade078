import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@px/contracts';
import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';

/** The password policy the client can check (8–128 characters); the server also refuses common ones. */
export function passwordRules(intl: IntlShape): FormRule[] {
  return [
    { required: true, message: intl.formatMessage({ id: 'auth.validation.passwordRequired' }) },
    {
      min: PASSWORD_MIN_LENGTH,
      message: intl.formatMessage(
        { id: 'auth.validation.passwordMin' },
        { min: PASSWORD_MIN_LENGTH },
      ),
    },
    {
      max: PASSWORD_MAX_LENGTH,
      message: intl.formatMessage(
        { id: 'auth.validation.passwordMax' },
        { max: PASSWORD_MAX_LENGTH },
      ),
    },
  ];
}

/** "Repeat password" must match the field `field`. */
export function confirmRules(intl: IntlShape, field: string): FormRule[] {
  return [
    { required: true, message: intl.formatMessage({ id: 'auth.validation.confirmRequired' }) },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(field) === value
          ? Promise.resolve()
          : Promise.reject(
              new Error(intl.formatMessage({ id: 'auth.validation.confirmMismatch' })),
            ),
    }),
  ];
}

export function passwordHint(intl: IntlShape): string {
  return intl.formatMessage(
    { id: 'auth.passwordHint' },
    { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  );
}
