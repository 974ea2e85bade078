import { type DatabaseSignals, type SignalListener, SignalledCache } from '../src/database';

/** DatabaseSignals as the cache sees it: a liveness flag and the listener it registered. */
function fakeSignals() {
  const state = { live: true, listener: null as SignalListener | null };
  const signals = {
    isLive: () => state.live,
    subscribe: (_channel: string, listener: SignalListener) => {
      state.listener = listener;
      return () => undefined;
    },
  } as unknown as DatabaseSignals;
  return { signals, state };
}

function counter(values: string[]) {
  let calls = 0;
  const load = () => Promise.resolve(values[Math.min(calls++, values.length - 1)]!);
  return { load, calls: () => calls };
}

describe('SignalledCache', () => {
  it('keeps what it read until the key is signalled', async () => {
    const { signals, state } = fakeSignals();
    const cache = new SignalledCache<string>(signals, 'px_test');
    const rows = counter(['first', 'second']);
    expect(await cache.get('u1', rows.load)).toBe('first');
    expect(await cache.get('u1', rows.load)).toBe('first');
    expect(rows.calls()).toBe(1);

    state.listener!.onSignal('u2');
    expect(await cache.get('u1', rows.load)).toBe('first');
    state.listener!.onSignal('u1');
    expect(await cache.get('u1', rows.load)).toBe('second');
    expect(rows.calls()).toBe(2);
  });

  it('tells what it keeps without loading, only while the signals are live', async () => {
    const { signals, state } = fakeSignals();
    const cache = new SignalledCache<string>(signals, 'px_test');
    const rows = counter(['first']);
    expect(cache.peek('u1')).toBeUndefined();
    await cache.get('u1', rows.load);
    expect(cache.peek('u1')).toBe('first');
    state.live = false;
    expect(cache.peek('u1')).toBeUndefined();
    state.live = true;
    state.listener!.onSignal('u1');
    expect(cache.peek('u1')).toBeUndefined();
    expect(rows.calls()).toBe(1);
  });

  it('forgets everything on a signal without a key and on a reset', async () => {
    const { signals, state } = fakeSignals();
    const cache = new SignalledCache<string>(signals, 'px_test');
    const rows = counter(['a', 'b', 'c']);
    await cache.get('u1', rows.load);
    state.listener!.onSignal('');
    expect(await cache.get('u1', rows.load)).toBe('b');
    state.listener!.onReset();
    expect(await cache.get('u1', rows.load)).toBe('c');
  });

  it('reads through while the signals are not live', async () => {
    const { signals, state } = fakeSignals();
    const cache = new SignalledCache<string>(signals, 'px_test');
    const rows = counter(['a', 'b', 'c']);
    state.live = false;
    await cache.get('u1', rows.load);
    await cache.get('u1', rows.load);
    expect(rows.calls()).toBe(2);
    state.live = true;
    await cache.get('u1', rows.load);
    await cache.get('u1', rows.load);
    expect(rows.calls()).toBe(3);
  });

  it('does not keep a value read before a change signalled while it was being read', async () => {
    const { signals, state } = fakeSignals();
    const cache = new SignalledCache<string>(signals, 'px_test');
    let finish: (value: string) => void = () => undefined;
    const slow = () =>
      new Promise<string>((resolve) => {
        finish = resolve;
      });
    const reading = cache.get('u1', slow);
    state.listener!.onSignal('u1');
    finish('before the change');
    expect(await reading).toBe('before the change');
    expect(await cache.get('u1', () => Promise.resolve('after the change'))).toBe(
      'after the change',
    );
  });

  it('starts again from empty when it would outgrow its bound', async () => {
    const { signals } = fakeSignals();
    const cache = new SignalledCache<string>(signals, 'px_test', { maxEntries: 2 });
    const rows = counter(['a', 'b', 'c', 'd']);
    await cache.get('u1', rows.load);
    await cache.get('u2', rows.load);
    await cache.get('u3', rows.load);
    expect(await cache.get('u3', rows.load)).toBe('c');
    expect(await cache.get('u1', rows.load)).toBe('d');
  });
});
