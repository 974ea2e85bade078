/**
 * An in-process copy of a small reference table read on every page (users' and employees' display
 * names: a workshop has tens of them, lists show them on every row). The whole table is loaded at
 * once and kept for `ttlMs`; asking for an id it lacks (someone added since) reloads it at once.
 * Another process's rename shows here within `ttlMs`; this process's own changes call invalidate().
 * Never use it for a decision (is this employee active?): commands read the table itself.
 */
export class DirectoryCache<T extends { id: string }> {
  private entries: Map<string, T> | null = null;
  private loadedAt = 0;
  private loading: Promise<Map<string, T>> | null = null;

  constructor(
    private readonly load: () => Promise<T[]>,
    private readonly ttlMs = 30_000,
  ) {}

  /** The entries of `ids` that exist, in the order asked. */
  async get(ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    let entries = this.entries && Date.now() - this.loadedAt < this.ttlMs ? this.entries : null;
    if (!entries || ids.some((id) => !entries!.has(id))) entries = await this.reload();
    return ids.flatMap((id) => entries!.get(id) ?? []);
  }

  invalidate(): void {
    this.entries = null;
  }

  /** One load at a time: concurrent misses share it. */
  private reload(): Promise<Map<string, T>> {
    this.loading ??= this.load()
      .then((rows) => {
        this.entries = new Map(rows.map((row) => [row.id, row]));
        this.loadedAt = Date.now();
        return this.entries;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
