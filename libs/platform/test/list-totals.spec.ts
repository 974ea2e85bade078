import {
  type DatabaseSignals,
  ListTotals,
  type SignalListener,
  type SqlClient,
} from '../src/database';
import { type Cache } from '../src/redis/cache';

/** A list_version table and a counted table, as ListTotals sees them through SqlClient. */
function fakeDatabase() {
  const state = { version: '1', rows: 120, counts: 0, versionReads: 0, anchorReads: 0 };
  const sql = {
    query: async () => {
      state.anchorReads += 1;
      return [{ keys: [`row ${state.rows}`, 'id'] }];
    },
    one: async (text: string) => {
      if (text.includes('list_version')) {
        state.versionReads += 1;
        return { version: state.version };
      }
      state.counts += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { total: state.rows };
    },
  } as unknown as SqlClient;
  const redis = new Map<string, unknown>();
  const cache = {
    getJson: async (key: string) => (redis.has(key) ? redis.get(key) : null),
    setJson: async (key: string, value: unknown) => void redis.set(key, value),
  } as unknown as Cache;
  const listeners: SignalListener[] = [];
  const signals = {
    isLive: () => true,
    subscribe: (_channel: string, listener: SignalListener) => {
      listeners.push(listener);
      return () => undefined;
    },
  } as unknown as DatabaseSignals;
  return { state, totals: new ListTotals(sql, cache, signals), listeners };
}

describe('ListTotals', () => {
  it('counts once for requests that ask for the same total at the same time', async () => {
    const { state, totals } = fakeDatabase();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => totals.count('vehicle', 'vehicle v', 'true', [])),
    );
    expect(answers).toEqual(Array(10).fill(120));
    expect(state.counts).toBe(1);
    expect(await totals.count('vehicle', 'vehicle v', 'true', [])).toBe(120);
    expect(state.counts).toBe(1);
  });

  it('counts again once the version moves, told by the signal or by a commit here', async () => {
    const { state, totals, listeners } = fakeDatabase();
    await totals.count('vehicle', 'vehicle v', 'true', []);

    state.version = '2';
    state.rows = 121;
    // Not told yet: the version known here still holds.
    expect(await totals.count('vehicle', 'vehicle v', 'true', [])).toBe(120);
    for (const listener of listeners) listener.onSignal('vehicle');
    expect(await totals.count('vehicle', 'vehicle v', 'true', [])).toBe(121);

    state.version = '3';
    state.rows = 122;
    for (const listener of listeners) listener.onLocalCommit?.();
    expect(await totals.count('vehicle', 'vehicle v', 'true', [])).toBe(122);
    expect(state.counts).toBe(3);
  });

  it('keeps a list’s page anchors under its version, apart from its totals', async () => {
    const { state, totals, listeners } = fakeDatabase();
    const anchors = { list: 'vehicle', text: 'select keys …', values: [] };
    expect(await totals.anchorsOf(anchors)).toEqual([['row 120', 'id']]);
    expect(await totals.anchorsOf(anchors)).toEqual([['row 120', 'id']]);
    expect(await totals.count('vehicle', 'vehicle v', 'true', [])).toBe(120);
    expect(state.anchorReads).toBe(1);

    state.version = '2';
    state.rows = 121;
    for (const listener of listeners) listener.onSignal('vehicle');
    expect(await totals.anchorsOf(anchors)).toEqual([['row 121', 'id']]);
    expect(state.anchorReads).toBe(2);
  });
});
