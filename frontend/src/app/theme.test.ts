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
