import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';

/**
 * The form-level message of a failed save: the server's Spanish sentence, plus a link to the
 * record a 409 names (`details.existing_id`: a duplicate NIF, plate or VIN), or a reload button
 * for a stale version (someone else saved in between).
 */
export function SaveErrorMessage({
  error,
  existingPath,
  onReload,
}: {
  error: unknown;
  existingPath: (id: string) => string;
  onReload: () => void;
}): ReactNode {
  const message = extractErrorMessage(error);
  if (isApiError(error) && error.fieldErrors.length > 0) {
    // Field errors also show on their fields; listing them here covers fields the form hides.
    return (
      <Flex vertical gap={2}>
        <span>{message}</span>
        {error.fieldErrors.map((item) => (
          <span key={item.field}>· {item.message}</span>
        ))}
      </Flex>
    );
  }
  if (!isApiError(error) || error.statusCode !== 409) return message;
  const details = (error.details ?? {}) as Record<string, unknown>;
  if (typeof details.existing_id === 'string') {
    return (
      <Flex wrap gap={8} align="center">
        <span>{message}</span>
        <Link to={existingPath(details.existing_id)} data-testid="existing-record-link">
          <FormattedMessage id="common.openExisting" />
        </Link>
      </Flex>
    );
  }
  if (typeof details.current_version === 'number') {
    return (
      <Flex wrap gap={8} align="center">
        <span>
          <FormattedMessage id="common.versionConflict" />
        </span>
        <Button size="small" onClick={onReload}>
          <FormattedMessage id="common.reloadLatest" />
        </Button>
      </Flex>
    );
  }
  return message;
}
