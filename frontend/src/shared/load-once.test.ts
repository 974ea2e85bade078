import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller and then answers at once', async () => {
    const fetch = vi.fn(async () => 'module');
    const onLoaded = vi.fn();
    const part = loadOnce(fetch, onLoaded);
    expect(part.loaded()).toBeNull();
    expect(await Promise.all([part.load(), part.load()])).toEqual(['module', 'module']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith('module');
    expect(part.loaded()).toBe('module');
  });

  it('tries again after a failed fetch', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const part = loadOnce(fetch);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeNull();
    expect(await part.load()).toBe('module');
  });
});
