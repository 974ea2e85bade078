import { type DatabaseSignals } from './database-signals';

export interface SignalledCacheOptions {
  /** Past this many keys it starts again from empty (default 10,000). */
  maxEntries?: number;
  /** Forget everything when this process commits a command (read-your-writes at once). */
  forgetOnLocalCommit?: boolean;
}

/**
 * An in-process map of rows derived from tables that signal their changes (DatabaseSignals).
 * A signal with a key forgets that key, one without forgets everything; while the signals are not
 * live every read goes to `load`. A load that started before a signal is returned but not kept,
 * so a value read before a change can never outlive it.
 */
export class SignalledCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly maxEntries: number;
  private generation = 0;

  constructor(
    private readonly signals: DatabaseSignals,
    private readonly channel: string,
    options: SignalledCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    signals.subscribe(channel, {
      onSignal: (payload) => (payload ? this.forget(payload) : this.clear()),
      onReset: () => this.clear(),
      onLocalCommit: options.forgetOnLocalCommit ? () => this.clear() : undefined,
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.signals.isLive(this.channel)) return load();
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.signals.isLive(this.channel)) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }

  /** What is kept for `key` while the signals are live, without loading: undefined when not. */
  peek(key: string): V | undefined {
    return this.signals.isLive(this.channel) ? this.entries.get(key) : undefined;
  }

  /** This process changed `key`'s rows: forget it now rather than when the signal arrives. */
  forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
