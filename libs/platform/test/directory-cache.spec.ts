import { DirectoryCache } from '../src/database/directory-cache';

describe('DirectoryCache', () => {
  function directory(ttlMs = 30_000) {
    const table = new Map([['a', { id: 'a', name: 'Ana' }]]);
    let loads = 0;
    const cache = new DirectoryCache(async () => {
      loads++;
      return [...table.values()].map((row) => ({ ...row }));
    }, ttlMs);
    return { table, cache, loads: () => loads };
  }

  it('answers from one load while it is fresh, in the order asked, without unknown ids', async () => {
    const { cache, table, loads } = directory();
    table.set('b', { id: 'b', name: 'Blas' });
    expect(await cache.get(['b', 'a'])).toEqual([
      { id: 'b', name: 'Blas' },
      { id: 'a', name: 'Ana' },
    ]);
    expect(await cache.get(['a'])).toEqual([{ id: 'a', name: 'Ana' }]);
    expect(await cache.get([])).toEqual([]);
    expect(loads()).toBe(1);
  });

  it('reloads for an id it lacks (someone added since) and after invalidate()', async () => {
    const { cache, table, loads } = directory();
    await cache.get(['a']);
    table.set('c', { id: 'c', name: 'Carla' });
    expect(await cache.get(['c'])).toEqual([{ id: 'c', name: 'Carla' }]);
    table.set('a', { id: 'a', name: 'Ana María' });
    expect(await cache.get(['a'])).toEqual([{ id: 'a', name: 'Ana' }]);
    cache.invalidate();
    expect(await cache.get(['a'])).toEqual([{ id: 'a', name: 'Ana María' }]);
    expect(loads()).toBe(3);
  });

  it('reloads once it is older than its time to live, and shares one load between callers', async () => {
    const { cache, table, loads } = directory(0);
    await Promise.all([cache.get(['a']), cache.get(['a'])]);
    expect(loads()).toBe(1);
    table.set('a', { id: 'a', name: 'Ana Belén' });
    expect(await cache.get(['a'])).toEqual([{ id: 'a', name: 'Ana Belén' }]);
    expect(loads()).toBe(2);
  });
});
