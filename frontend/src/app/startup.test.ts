import { describe, expect, it, vi } from 'vitest';
import { installGlobalErrorListeners, unregisterServiceWorkers } from './startup';

describe('startup', () => {
  it('unregisters every service worker', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: () => Promise.resolve([{ unregister }, { unregister }]) },
    });
    await unregisterServiceWorkers();
    expect(unregister).toHaveBeenCalledTimes(2);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('only logs global errors and unhandled rejections, with timestamp, message and context', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installGlobalErrorListeners();

    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('Algo se rompió'),
        message: 'Uncaught Error: Algo se rompió',
        filename: 'https://taller.example.com/assets/index.js',
        lineno: 10,
        colno: 5,
      }),
    );
    expect(error).toHaveBeenLastCalledWith(
      expect.stringContaining('Unhandled error'),
      expect.objectContaining({
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
        message: 'Algo se rompió',
        context: expect.objectContaining({ line: 10, column: 5 }) as unknown,
      }),
    );

    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = { response: { data: { message: 'Servidor caído' } } };
    window.dispatchEvent(rejection);
    expect(error).toHaveBeenLastCalledWith(
      expect.stringContaining('Unhandled promise rejection'),
      expect.objectContaining({ message: 'Servidor caído' }),
    );

    const empty = new Event('unhandledrejection') as Event & { reason?: unknown };
    empty.reason = undefined;
    window.dispatchEvent(empty);
    expect(error).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'Error desconocido' }),
    );
  });
});
