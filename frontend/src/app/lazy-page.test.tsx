import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { isChunkLoadError, STALE_CHUNK_RELOAD_DELAY_MS } from '@/shared/stale-chunk';
import { lazyPage } from './lazy-page';

const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://taller.example.com/assets/x-123.js',
  );

function mockReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ chunk failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('lazyPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the screen once its chunk loads', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Pantalla cargada</p> }));
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Pantalla cargada')).toBeInTheDocument();
  });

  it('shows the stale-session notice and reloads once when the chunk fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = mockReload();
    const Page = lazyPage(() => Promise.reject(chunkError()), 'orders');
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(
      await screen.findByText('Tu sesión está desactualizada, recargando…'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('px_stale_chunk_reload')).not.toBeNull();
    await act(
      () => new Promise((resolve) => setTimeout(resolve, STALE_CHUNK_RELOAD_DELAY_MS + 50)),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again after a reload already happened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = mockReload();
    sessionStorage.setItem(
      'px_stale_chunk_reload',
      JSON.stringify({ orders: new Date().toISOString() }),
    );
    // The shell around the screen arrives after the reload: that does not re-arm the screen's.
    const Shell = lazyPage(async () => ({ default: () => <p>Marco</p> }), 'app-shell');
    const Page = lazyPage(() => Promise.reject(chunkError()), 'orders');
    renderWithProviders(
      <Suspense fallback={null}>
        <Shell />
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('No se pudo cargar esta pantalla')).toBeInTheDocument();
    await act(
      () => new Promise((resolve) => setTimeout(resolve, STALE_CHUNK_RELOAD_DELAY_MS + 50)),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
