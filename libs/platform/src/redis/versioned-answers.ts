import { createHash } from 'node:crypto';
import { type Cache } from './cache';

export interface VersionedAnswersOptions {
  /** Redis key prefix, e.g. 'part-matches'. */
  name: string;
  /** How long Redis keeps an answer: a new version makes new keys, so this only frees memory. */
  ttlSeconds: number;
  /** Past this many answers known in process, start again from empty. */
  maxKnown: number;
}

/**
 * Answers to an expensive read kept under the version of the data they were read from: in
 * process and in Redis (shared by the processes), a load already running awaited rather than
 * started again. The caller names the version (a `list_version` row, the ledger's last instant…)
 * in `version`: a write makes a new version, so a kept answer is never stale, only unreachable.
 */
export class VersionedAnswers<V> {
  private readonly known = new Map<string, V>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly cache: Cache,
    private readonly options: VersionedAnswersOptions,
  ) {}

  /** The answer for `question` at `version`, loaded once. */
  async get(version: string, question: unknown, load: () => Promise<V>): Promise<V> {
    const digest = createHash('sha1').update(JSON.stringify(question)).digest('base64url');
    const key = `${this.options.name}:v${version}:${digest}`;
    if (this.known.has(key)) return this.known.get(key) as V;
    let running = this.loading.get(key);
    if (!running) {
      running = this.shared(key, load).finally(() => this.loading.delete(key));
      this.loading.set(key, running);
    }
    const answer = await running;
    if (this.known.size >= this.options.maxKnown) this.known.clear();
    this.known.set(key, answer);
    return answer;
  }

  private async shared(key: string, load: () => Promise<V>): Promise<V> {
    const cached = await this.cache.getJson<V>(key);
    if (cached !== null) return cached;
    const answer = await load();
    await this.cache.setJson(key, answer, this.options.ttlSeconds);
    return answer;
  }
}
