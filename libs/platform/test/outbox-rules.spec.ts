import { retryDelayMs } from '../src/outbox/event-publisher';

describe('retryDelayMs', () => {
  it('doubles from 5 seconds after each failed attempt', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
