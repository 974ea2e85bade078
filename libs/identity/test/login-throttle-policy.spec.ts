import {
  ACCOUNT_FROM_IP_LIMITS,
  ACCOUNT_LIMITS,
  IP_LIMITS,
  requiredDelaySeconds,
} from '../src/domain/login-throttle-policy';

describe('login throttling', () => {
  it('lets the first failures through without delay', () => {
    for (let failures = 0; failures < ACCOUNT_LIMITS.freeFailures; failures++)
      expect(requiredDelaySeconds(failures, ACCOUNT_LIMITS)).toBe(0);
  });

  it('doubles the delay after the free failures, up to the cap', () => {
    const free = ACCOUNT_LIMITS.freeFailures;
    expect(requiredDelaySeconds(free, ACCOUNT_LIMITS)).toBe(2);
    expect(requiredDelaySeconds(free + 1, ACCOUNT_LIMITS)).toBe(4);
    expect(requiredDelaySeconds(free + 2, ACCOUNT_LIMITS)).toBe(8);
    expect(requiredDelaySeconds(free + 50, ACCOUNT_LIMITS)).toBe(ACCOUNT_LIMITS.maxDelaySeconds);
  });

  it('allows more failures per IP than per account from it (a workshop shares one address)', () => {
    expect(IP_LIMITS.freeFailures).toBeGreaterThan(ACCOUNT_FROM_IP_LIMITS.freeFailures);
  });

  it('gives the owner on a clean address many more tries than one guessing address', () => {
    expect(ACCOUNT_LIMITS.freeFailures).toBeGreaterThan(IP_LIMITS.freeFailures);
  });
});
