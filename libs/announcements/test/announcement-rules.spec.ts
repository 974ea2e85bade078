import {
  APP_VERSION_PATTERN,
  compareVersions,
  isPublishedAt,
  isSafeCtaUrl,
  passedEdges,
} from '../src/domain/announcement-rules';

describe('announcement rules', () => {
  it('compares app versions number by number', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('2', '10')).toBe(-1);
    expect(APP_VERSION_PATTERN.test('1.0.0')).toBe(true);
    expect(APP_VERSION_PATTERN.test('1.0.0-beta')).toBe(false);
    expect(APP_VERSION_PATTERN.test('')).toBe(false);
  });

  it('lets a call to action open only http and https pages', () => {
    expect(isSafeCtaUrl('https://pxtaller.example/novedades')).toBe(true);
    expect(isSafeCtaUrl('http://intranet.local/manual.pdf')).toBe(true);
    for (const unsafe of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//fuera.example',
      '/relativa',
      'ftp://archivos.example',
    ]) {
      expect(isSafeCtaUrl(unsafe)).toBe(false);
    }
  });

  it('knows when an announcement is in its window and counts the edges passed', () => {
    const at = (iso: string) => new Date(iso);
    const open = { publishFrom: at('2026-11-01T00:00:00Z'), publishUntil: null };
    const closed = {
      publishFrom: at('2026-10-01T00:00:00Z'),
      publishUntil: at('2026-10-31T00:00:00Z'),
    };
    const future = { publishFrom: at('2026-12-01T00:00:00Z'), publishUntil: null };
    const now = at('2026-11-21T12:00:00Z');
    expect([open, closed, future].map((w) => isPublishedAt(w, now))).toEqual([true, false, false]);
    expect(passedEdges([open, closed, future], now)).toBe(3);
    expect(passedEdges([open, closed, future], at('2026-12-01T00:00:00Z'))).toBe(4);
  });
});
