import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safe addresses of markdown content (SPEC §5)', () => {
  it('lets http, https and mailto links through', () => {
    expect(safeUrl('https://taller.example.com/x?y=1', 'link')).toBe(
      'https://taller.example.com/x?y=1',
    );
    expect(safeUrl('HTTP://taller.example.com', 'link')).toBe('HTTP://taller.example.com');
    expect(safeUrl(' mailto:taller@example.com ', 'link')).toBe('mailto:taller@example.com');
  });

  it('lets only http and https calls to action through', () => {
    expect(safeUrl('mailto:a@b.es', 'cta')).toBeNull();
    expect(safeUrl('https://a.example', 'cta')).toBe('https://a.example');
  });

  it('lets only the app’s own images through: an outside one is a tracking pixel', () => {
    const app = 'https://taller.example.com';
    expect(safeUrl('/uploads/taller.png', 'image', app)).toBe('/uploads/taller.png');
    expect(safeUrl('https://taller.example.com/uploads/a.png', 'image', app)).toBe(
      'https://taller.example.com/uploads/a.png',
    );
    expect(safeUrl('https://img.example/a.png', 'image', app)).toBeNull();
    expect(safeUrl('http://taller.example.com/a.png', 'image', app)).toBeNull();
    expect(safeUrl('/\\evil.example/pixel.gif', 'image', app)).toBeNull();
    expect(safeUrl('//evil.example/pixel.gif', 'image', app)).toBeNull();
    expect(safeUrl('mailto:a@b.es', 'image', app)).toBeNull();
    // Links and calls to action name outside pages: a path alone is not one.
    expect(safeUrl('/uploads/taller.png', 'link', app)).toBeNull();
    expect(safeUrl('/uploads/taller.png', 'cta', app)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u200b:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'file:///etc/passwd',
    '//evil.example/x.js',
    'relative/path',
    '#fragment',
    'http:/missing-slash',
    'https://',
    '',
    '   ',
  ])('refuses %j', (address) => {
    expect(safeUrl(address, 'link')).toBeNull();
    expect(safeUrl(address, 'image')).toBeNull();
    expect(safeUrl(address, 'cta')).toBeNull();
  });

  it('refuses values that are not text', () => {
    expect(safeUrl(undefined, 'link')).toBeNull();
    expect(safeUrl(null, 'link')).toBeNull();
    expect(safeUrl(42, 'link')).toBeNull();
  });
});
