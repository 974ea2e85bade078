import { type Cache } from '../src/redis/cache';
import { VersionedAnswers } from '../src/redis/versioned-answers';

/** Redis as VersionedAnswers sees it through Cache (a map shared by "processes"). */
function sharedRedis() {
  const redis = new Map<string, unknown>();
  const cache = {
    getJson: async (key: string) => (redis.has(key) ? redis.get(key) : null),
    setJson: async (key: string, value: unknown) => void redis.set(key, value),
  } as unknown as Cache;
  return { redis, cache };
}

const options = { name: 'report', ttlSeconds: 60, maxKnown: 10 };

function countedLoad<T>(answer: T) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer;
  };
  return { calls, load };
}

describe('VersionedAnswers', () => {
  it('loads once for questions asked at the same time, then answers from memory', async () => {
    const answers = new VersionedAnswers<number>(sharedRedis().cache, options);
    const { calls, load } = countedLoad(42);
    const got = await Promise.all(Array.from({ length: 5 }, () => answers.get('1', ['q'], load)));
    expect(got).toEqual([42, 42, 42, 42, 42]);
    expect(await answers.get('1', ['q'], load)).toBe(42);
    expect(calls.count).toBe(1);
  });

  it('loads again for another version or another question', async () => {
    const answers = new VersionedAnswers<string>(sharedRedis().cache, options);
    const { calls, load } = countedLoad('x');
    await answers.get('1', ['q'], load);
    await answers.get('2', ['q'], load);
    await answers.get('2', ['other'], load);
    expect(calls.count).toBe(3);
  });

  it("shares an answer with another process through Redis, under the version's key", async () => {
    const { redis, cache } = sharedRedis();
    const first = new VersionedAnswers<string>(cache, options);
    const second = new VersionedAnswers<string>(cache, options);
    const { calls, load } = countedLoad('shared');
    await first.get('7', { from: '2026-01-01' }, load);
    expect(await second.get('7', { from: '2026-01-01' }, load)).toBe('shared');
    expect(calls.count).toBe(1);
    expect([...redis.keys()]).toEqual([expect.stringMatching(/^report:v7:/)]);
  });

  it('does not keep a load that failed', async () => {
    const answers = new VersionedAnswers<number>(sharedRedis().cache, options);
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('statement timeout');
      return 1;
    };
    await expect(answers.get('1', ['q'], load)).rejects.toThrow('statement timeout');
    fail = false;
    expect(await answers.get('1', ['q'], load)).toBe(1);
  });
});
