import { DirectoryCache } from '../src/database/directory-cache';
import { forgetInRequest, memoizeInRequest, requestContext } from '../src/logging';

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

describe('memoizeInRequest', () => {
  it('computes once per request, every time outside one, and forgets on request', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    await requestContext.run({ requestId: 'r1' }, async () => {
      expect(await memoizeInRequest('access:permissions:u1', compute)).toBe(1);
      expect(await memoizeInRequest('access:permissions:u1', compute)).toBe(1);
      forgetInRequest('access:permissions:');
      expect(await memoizeInRequest('access:permissions:u1', compute)).toBe(2);
    });
    await requestContext.run({ requestId: 'r2' }, async () => {
      expect(await memoizeInRequest('access:permissions:u1', compute)).toBe(3);
    });
    expect(await memoizeInRequest('access:permissions:u1', compute)).toBe(4);
    expect(await memoizeInRequest('access:permissions:u1', compute)).toBe(5);
  });

  it('does not keep a failure: the next ask computes again', async () => {
    let calls = 0;
    await requestContext.run({ requestId: 'r3' }, async () => {
      const failing = () =>
        ++calls === 1 ? Promise.reject(new Error('caída')) : Promise.resolve(calls);
      await expect(memoizeInRequest('k', failing)).rejects.toThrow('caída');
      expect(await memoizeInRequest('k', failing)).toBe(2);
    });
  });
});
