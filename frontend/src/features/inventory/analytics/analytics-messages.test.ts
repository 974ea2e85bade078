import { PART_CATEGORIES, PART_CATEGORY_LABELS } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/i18n';
import { missingAnalyticsMessages } from './analytics-messages';
import en from './i18n/en.json';
import es from './i18n/es.json';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const keys = (messages: Record<string, string>) => Object.keys(messages).sort();

/** The checks src/i18n/i18n.test.ts runs on features/<name>/i18n, for this nested folder. */
describe('inventory analytics messages', () => {
  it('has the same keys in Spanish and English, all under inventoryAnalytics.', () => {
    expect(keys(en)).toEqual(keys(es));
    for (const key of Object.keys(es)) expect(key).toMatch(/^inventoryAnalytics\./);
  });

  it('has no empty message and keeps the ICU placeholders in both languages', () => {
    for (const [key, text] of Object.entries(es)) {
      const english = (en as Record<string, string>)[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
    }
  });

  it('defines no key another message file defines differently', () => {
    for (const [key, text] of Object.entries(es)) {
      if (key in MESSAGES.es) expect(MESSAGES.es[key], key).toBe(text);
    }
  });

  it('names every category as the API does', () => {
    for (const category of PART_CATEGORIES) {
      expect((es as Record<string, string>)[`inventoryAnalytics.category.${category}`]).toBe(
        PART_CATEGORY_LABELS[category],
      );
      expect(
        (en as Record<string, string>)[`inventoryAnalytics.category.${category}`],
      ).toBeTruthy();
    }
  });

  it('adds only what the app lacks, and nothing once the messages are merged', () => {
    expect(missingAnalyticsMessages('es', {})).toEqual(es);
    expect(missingAnalyticsMessages('es', { ...es, 'otra.clave': 'x' })).toBeNull();
    expect(
      missingAnalyticsMessages('en', { 'inventoryAnalytics.title': 'Analytics' }),
    ).not.toHaveProperty('inventoryAnalytics.title');
  });
});
