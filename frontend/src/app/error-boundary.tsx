import { Component, type ErrorInfo, type ReactNode } from 'react';
import { extractErrorMessage } from '@/shared/error-message';
import { logger } from '@/shared/logger';
import {
  COMPONENT_ERROR_BOUNDARY_MAX_RETRIES,
  ERROR_BOUNDARY_MAX_RETRIES,
} from '@/shared/query-config';
import { ErrorScreen } from './error-screen';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** 'page' (default, 3 retries) or 'component' (1 retry, compact card). */
  level?: 'page' | 'component';
  /** Overrides the number of retries allowed by `level`. */
  maxRetries?: number;
  /** When this value changes (e.g. the route), the boundary starts afresh. */
  resetKey?: unknown;
  /** Where the error happened, for the log. */
  name?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  attempts: number;
  resetKey: unknown;
}

/**
 * SPEC §2/§4 error boundary: logs the error, shows the error screen, and lets the user retry
 * rendering up to 3 times (1 for a component-level boundary); beyond that a retry is refused.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    hasError: false,
    attempts: 0,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) {
      return { error: null, hasError: false, attempts: 0, resetKey: props.resetKey };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('Error caught by error boundary', {
      boundary: this.props.name ?? this.props.level ?? 'page',
      message: extractErrorMessage(error),
      error,
      componentStack: info.componentStack,
    });
  }

  private get maxRetries(): number {
    if (this.props.maxRetries !== undefined) return this.props.maxRetries;
    return this.props.level === 'component'
      ? COMPONENT_ERROR_BOUNDARY_MAX_RETRIES
      : ERROR_BOUNDARY_MAX_RETRIES;
  }

  private readonly retry = (): void => {
    this.setState((state) =>
      state.attempts >= this.maxRetries
        ? null
        : { error: null, hasError: false, attempts: state.attempts + 1 },
    );
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorScreen
        message={extractErrorMessage(this.state.error)}
        attempts={this.state.attempts}
        maxAttempts={this.maxRetries}
        onRetry={this.retry}
        variant={this.props.level === 'component' ? 'component' : 'page'}
      />
    );
  }
}
