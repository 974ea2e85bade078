import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig, applyDocumentTheme, resolveTheme } from './theme';

describe('theme', () => {
  it('uses dark when stored dark, light when stored light, else the system preference', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('marks the document so the page background follows', () => {
    applyDocumentTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyDocumentTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('picks the antd algorithm from the resolved theme', () => {
    expect(antdThemeConfig('dark').algorithm).toBe(theme.darkAlgorithm);
    expect(antdThemeConfig('light').algorithm).toBe(theme.defaultAlgorithm);
  });
});

/** WCAG 2.x contrast ratio of a colour (rgba composited on `bg`) against an opaque `bg`. */
function contrast(fg: string, bg: string): number {
  const parse = (value: string): number[] => {
    if (value.startsWith('rgb')) return (value.match(/[\d.]+/g) ?? []).map(Number);
    const hex = value.replace('#', '');
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1);
  };
  const [r, g, b, a = 1] = parse(fg);
  const back = parse(bg);
  const flat = [r, g, b].map((c, i) => c * a + back[i] * (1 - a));
  const luminance = (rgb: number[]) => {
    const [lr, lg, lb] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [hi, lo] = [luminance(flat), luminance(back)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s theme reaches WCAG AA contrast', (mode) => {
  const config = antdThemeConfig(mode);
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;
  const backgrounds = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'];
  const texts = [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorLink',
    'colorPrimaryText',
    'colorSuccessText',
    'colorWarningText',
    'colorErrorText',
  ];

  it.each(texts)('%s is 4.5:1 on every page background', (text) => {
    for (const background of backgrounds) {
      expect(contrast(token[text], token[background]), `${text} on ${background}`).toBeGreaterThan(
        4.5,
      );
    }
  });

  it('tag text is 4.5:1 on its own tint, for every colour the screens use', () => {
    for (const preset of ['blue', 'green', 'gold', 'orange', 'red', 'purple', 'cyan', 'volcano']) {
      expect(contrast(token[`${preset}7`], token[`${preset}1`]), preset).toBeGreaterThan(4.5);
    }
  });

  it('primary buttons keep white text at 4.5:1 at rest, on hover and pressed', () => {
    for (const shade of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive']) {
      expect(contrast('#ffffff', token[shade]), shade).toBeGreaterThan(4.5);
    }
  });

  it('the count badges draw white on a red of 4.5:1', () => {
    const badge = (config.components?.Badge as { colorError: string }).colorError;
    expect(contrast('#ffffff', badge)).toBeGreaterThan(4.5);
  });
});
