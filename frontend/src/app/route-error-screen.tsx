import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { extractErrorMessage } from '@/shared/error-message';
import { logger } from '@/shared/logger';
import { ERROR_BOUNDARY_MAX_RETRIES } from '@/shared/query-config';
import { ErrorScreen } from './error-screen';

/**
 * The router's own error element: errors thrown by loaders/actions or that escape every
 * ErrorBoundary. Retrying navigates to the same address again, which clears the router's error.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    logger.error('Route error', { message: extractErrorMessage(error), error });
  }, [error]);

  return (
    <ErrorScreen
      message={extractErrorMessage(error)}
      attempts={attempts}
      maxAttempts={ERROR_BOUNDARY_MAX_RETRIES}
      onRetry={() => {
        setAttempts((count) => count + 1);
        navigate(location, { replace: true });
      }}
    />
  );
}
