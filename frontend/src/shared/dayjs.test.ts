import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';

describe('dayjs as the app imports it', () => {
  afterEach(() => {
    document.documentElement.lang = 'es';
  });

  it('speaks the page’s language, and follows it when it changes', async () => {
    document.documentElement.lang = 'es';
    await Promise.resolve(); // the observer reports after the change
    expect(dayjs('2026-11-30').format('dddd D [de] MMMM')).toBe('lunes 30 de noviembre');
    expect(dayjs('2026-12-02').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-30');

    document.documentElement.lang = 'en';
    await Promise.resolve();
    expect(dayjs('2026-11-30').format('dddd D MMMM')).toBe('Monday 30 November');
    expect(dayjs('2026-12-02').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-30');
  });
});
