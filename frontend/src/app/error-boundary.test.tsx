import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;

function Bomb() {
  if (shouldThrow) throw new Error('Fallo al pintar la orden');
  return <p>Todo bien</p>;
}

function silenceConsole() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { error };
}

describe('ErrorBoundary', () => {
  it('shows the Spanish error screen with message, attempts and actions, and logs', () => {
    const consoleSpy = silenceConsole();
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByText('¡Ups! Algo salió mal')).toBeInTheDocument();
    expect(
      screen.getByText('Se produjo un error inesperado en la aplicación.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Fallo al pintar la orden');
    expect(screen.getByTestId('error-attempts')).toHaveTextContent(
      'Intentos de recuperación: 0 de 3',
    );
    expect(screen.getByRole('button', { name: /Intentar de nuevo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ir al inicio/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Recargar página/ })).toBeInTheDocument();
    expect(consoleSpy.error).toHaveBeenCalledWith(
      expect.stringContaining('Error caught by error boundary'),
      expect.objectContaining({ message: 'Fallo al pintar la orden' }),
    );
  });

  it('recovers on retry when the cause is gone', async () => {
    silenceConsole();
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: /Intentar de nuevo/ }));
    expect(screen.getByText('Todo bien')).toBeInTheDocument();
  });

  it('refuses retries beyond the maximum (3 by default)', async () => {
    silenceConsole();
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    for (let i = 1; i <= 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: /Intentar de nuevo/ }));
      expect(screen.getByTestId('error-attempts')).toHaveTextContent(
        `Intentos de recuperación: ${i} de 3`,
      );
    }
    expect(screen.queryByRole('button', { name: /Intentar de nuevo/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Se han agotado los intentos de recuperación automática.'),
    ).toBeInTheDocument();
  });

  it('allows a single retry for a component-level boundary', async () => {
    silenceConsole();
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary level="component">
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('error-attempts')).toHaveTextContent('0 de 1');
    await userEvent.click(screen.getByRole('button', { name: /Intentar de nuevo/ }));
    expect(screen.queryByRole('button', { name: /Intentar de nuevo/ })).not.toBeInTheDocument();
  });

  it('speaks English when the locale is English', () => {
    silenceConsole();
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
      { preloadedState: { ui: { locale: 'en', theme: 'light', sidebarCollapsed: false } } },
    );
    expect(screen.getByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
