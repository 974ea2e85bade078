import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';

/**
 * Formats an admin error text that wraps the underlying message (SPEC §8), e.g.
 * "Error al crear categoría de página: El nombre ya existe".
 */
export function useErrorText(): (messageId: string, error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (messageId: string, error: unknown) =>
      intl.formatMessage({ id: messageId }, { message: extractErrorMessage(error) }),
    [intl],
  );
}
