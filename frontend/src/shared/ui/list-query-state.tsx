import { Alert, Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { extractErrorMessage } from '../error-message';

export interface ListQueryStateProps {
  /** The list's query (React Query): its error, data and refetch. */
  query: { isError: boolean; data?: unknown; error: unknown; refetch: () => unknown };
  /** "No se pudieron cargar los presupuestos." */
  errorTitle: string;
  /** Shown above the rows still on screen when a later load fails. */
  refetchErrorTitle: string;
  retryLabel: string;
  errorTestId: string;
  /** The list itself (its own loading and empty states). */
  children: ReactNode;
}

/**
 * A list's failure states: nothing loaded yet → a designed error with the server's sentence and
 * "Reintentar"; a later refresh failed → the last rows stay, under a warning with the same retry.
 */
export function ListQueryState({
  query,
  errorTitle,
  refetchErrorTitle,
  retryLabel,
  errorTestId,
  children,
}: ListQueryStateProps) {
  if (query.isError && !query.data) {
    return (
      <Result
        status="warning"
        title={errorTitle}
        subTitle={extractErrorMessage(query.error)}
        data-testid={errorTestId}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          title={refetchErrorTitle}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {retryLabel}
            </Button>
          }
        />
      )}
      {children}
    </>
  );
}
