import { act, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { lazyPart } from './lazy-part';
import { STALE_CHUNK_RELOAD_DELAY_MS } from './stale-chunk';

function chunkError() {
  return new TypeError(
    'Failed to fetch dynamically imported module: https://taller.example.com/assets/panel-1.js',
  );
}

function renderPart(Part: ComponentType) {
  return renderWithProviders(
    <Suspense fallback={<p>Cargando…</p>}>
      <Part />
    </Suspense>,
  );
}

describe('lazyPart', () => {
  it('draws the named export once its chunk arrives, fetching it once for a preload and a render', async () => {
    const load = vi.fn(async () => ({ Panel: () => <p>Panel abierto</p> }));
    const Panel = lazyPart(load, 'Panel');
    Panel.preload();
    renderPart(Panel);
    expect(await screen.findByText('Panel abierto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the stale-session notice where the part opens and reloads once when its chunk is gone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Panel = lazyPart(
      (): Promise<{ Panel: ComponentType }> => Promise.reject(chunkError()),
      'Panel',
    );
    // A preload on hover fails quietly: nothing is drawn and nothing reloads until it opens.
    Panel.preload();
    renderPart(Panel);
    expect(
      await screen.findByText('Tu sesión está desactualizada, recargando…'),
    ).toBeInTheDocument();
    await act(
      () => new Promise((resolve) => setTimeout(resolve, STALE_CHUNK_RELOAD_DELAY_MS + 50)),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
