import { describe, expect, it, vi } from 'vitest';
import { editDistance, matchPages, pageMatches, type SearchablePage } from './page-matching';
import { readRecentPages, recordVisit, RECENT_PAGES_LIMIT } from './recent-pages';
import { runSources } from './run-sources';
import type { SearchSource } from './search-source';

const vehicles: SearchablePage = {
  path: '/vehicles',
  title: 'Vehículos',
  keywords: ['vehicles', 'coches'],
};
const customers: SearchablePage = {
  path: '/customers',
  title: 'Clientes',
  keywords: ['customers'],
};
const itv: SearchablePage = { path: '/itv', title: 'ITV', keywords: ['itv'] };

describe('page matching (SPEC §5)', () => {
  it('finds a page by a substring of its name, accent- and case-insensitively', () => {
    expect(pageMatches('vehic', vehicles)).toBe(true);
    expect(pageMatches('VEHÍCULOS', vehicles)).toBe(true);
    expect(pageMatches('clien', vehicles)).toBe(false);
  });

  it('matches keywords in either direction and in either language', () => {
    expect(pageMatches('cars and coches', vehicles)).toBe(true); // keyword inside the text
    expect(pageMatches('custom', customers)).toBe(true); // text inside the English keyword
  });

  it('forgives up to two typos in keywords longer than 3 characters only', () => {
    expect(pageMatches('vehiclos', vehicles)).toBe(true);
    expect(pageMatches('clientez', customers)).toBe(true);
    expect(pageMatches('xtv', itv)).toBe(false);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(matchPages('custmer', [vehicles, customers]).map((p) => p.path)).toEqual(['/customers']);
  });
});

describe('recent pages', () => {
  it('keeps the pages a user visited, newest first, once each, per user', () => {
    const storage = window.localStorage;
    storage.clear();
    recordVisit('u1', { path: '/customers', title: 'Clientes', visitedAt: 1 }, storage);
    recordVisit('u1', { path: '/vehicles', title: 'Vehículos', visitedAt: 2 }, storage);
    recordVisit('u1', { path: '/customers', title: 'Clientes', visitedAt: 3 }, storage);
    recordVisit('u1', { path: '/customers/new', title: 'Nuevo cliente', visitedAt: 4 }, storage);
    recordVisit('u1', { path: '/x', title: ' ', visitedAt: 5 }, storage);
    expect(readRecentPages('u1', storage).map((p) => p.path)).toEqual(['/customers', '/vehicles']);
    expect(readRecentPages('u2', storage)).toEqual([]);
    for (let i = 0; i < 10; i += 1) {
      recordVisit('u1', { path: `/p${i}`, title: `P${i}`, visitedAt: 10 + i }, storage);
    }
    expect(readRecentPages('u1', storage)).toHaveLength(RECENT_PAGES_LIMIT);
  });
});

describe('running the search sources', () => {
  const context = () => ({ signal: new AbortController().signal, limit: 5, t: (id: string) => id });

  it('skips a failing source, logs it, and shows a record found twice once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ok: SearchSource = {
      id: 'ok',
      search: async () => [
        { key: 'customer:1', typeLabelId: 'c', title: 'Ana', lines: [], path: '/customers/1' },
      ],
    };
    const alsoOk: SearchSource = {
      id: 'also',
      search: async () => [
        { key: 'vehicle:9', typeLabelId: 'v', title: 'Seat', lines: [], path: '/vehicles/9' },
        { key: 'customer:1', typeLabelId: 'c', title: 'Ana', lines: [], path: '/customers/1' },
      ],
    };
    const broken: SearchSource = { id: 'broken', search: () => Promise.reject(new Error('500')) };
    const results = await runSources([ok, broken, alsoOk], 'an', context());
    expect(results.map((r) => r.key)).toEqual(['customer:1', 'vehicle:9']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Search source failed'),
      expect.objectContaining({ source: 'broken' }),
    );
    warn.mockRestore();
  });
});
