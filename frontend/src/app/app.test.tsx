import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { App } from './app';

describe('App routes', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('sends / to /login, which is not found yet, inside the public layout in Spanish', async () => {
    renderWithProviders(<App />);
    expect(
      await screen.findByText('¡Ups! La página que buscas no existe.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByTestId('public-layout')).toBeInTheDocument();
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: /Volver al panel/ })).toBeInTheDocument();
    expect(screen.getByTestId('app-version')).toHaveTextContent('Versión 1.0.0');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · PX Taller'));
  });

  it('switches the language to English and remembers it', async () => {
    const { store } = renderWithProviders(<App />);
    await screen.findByText('¡Ups! La página que buscas no existe.', {}, { timeout: 5000 });

    await userEvent.click(screen.getByTestId('locale-switch'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(
      await screen.findByText('Oops! The page you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Dashboard/ })).toBeInTheDocument();
    expect(store.getState().ui.locale).toBe('en');
    expect(localStorage.getItem('px_locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the theme to dark and stores it under px_theme', async () => {
    renderWithProviders(<App />);
    await screen.findByText('¡Ups! La página que buscas no existe.', {}, { timeout: 5000 });

    const themeSwitch = screen.getByTestId('theme-switch');
    await userEvent.click(within(themeSwitch).getByTestId('theme-option-dark'));

    expect(localStorage.getItem('px_theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));

    await userEvent.click(within(themeSwitch).getByTestId('theme-option-system'));
    expect(localStorage.getItem('px_theme')).toBeNull();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('navigates "Volver al panel" to /dashboard', async () => {
    renderWithProviders(<App />);
    await userEvent.click(
      await screen.findByRole('button', { name: /Volver al panel/ }, { timeout: 5000 }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});
