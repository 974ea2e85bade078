import { describe, expect, it } from 'vitest';
import { buildSearchablePages, fallbackTitleId } from './accessible-pages';
import {
  editDistance,
  matchPages,
  normalizeText,
  PAGE_KEYWORDS,
  pageMatches,
  type SearchablePage,
  textMatches,
} from './page-matching';
import { type QuickAction, visibleQuickActions } from './quick-actions';

const vehicles: SearchablePage = {
  path: '/vehicles',
  title: 'Vehículos',
  keywords: PAGE_KEYWORDS['/vehicles']!,
};
const customers: SearchablePage = {
  path: '/customers',
  title: 'Clientes',
  keywords: PAGE_KEYWORDS['/customers']!,
};
const invoices: SearchablePage = {
  path: '/facturas',
  title: 'Facturas',
  keywords: PAGE_KEYWORDS['/facturas']!,
};
/** Only short keywords: never matched by edit distance. */
const itv: SearchablePage = { path: '/itv', title: 'ITV', keywords: ['itv', 'mot'] };

describe('page-name matching (SPEC §5)', () => {
  it('normalises case, accents and spaces', () => {
    expect(normalizeText('  Vehículos   de  CLIENTES ')).toBe('vehiculos de clientes');
    expect(normalizeText('Señal')).toBe('senal');
  });

  it('matches by substring of the page name, whatever the case and accents', () => {
    expect(pageMatches('vehic', vehicles)).toBe(true);
    expect(pageMatches('VEHÍCULOS', vehicles)).toBe(true);
    expect(pageMatches('hícu', vehicles)).toBe(true);
    expect(pageMatches('factu', vehicles)).toBe(false);
  });

  it('matches Spanish and English keywords in either direction', () => {
    // English text finds the Spanish-named page, and Spanish keywords find it too.
    expect(pageMatches('invoices', invoices)).toBe(true);
    expect(pageMatches('billing', invoices)).toBe(true);
    expect(pageMatches('coches', vehicles)).toBe(true);
    expect(pageMatches('cars', vehicles)).toBe(true);
    // The text inside a keyword ("custom" in "customers")...
    expect(pageMatches('custom', customers)).toBe(true);
    // ...and a keyword inside the text ("clientes" in "clientes de madrid").
    expect(pageMatches('clientes de madrid', customers)).toBe(true);
    expect(pageMatches('the invoices of march', invoices)).toBe(true);
    expect(pageMatches('madrid', customers)).toBe(false);
  });

  it('forgives up to two typos for keywords longer than 3 characters', () => {
    expect(pageMatches('vehiclos', vehicles)).toBe(true); // 1 edit from "vehicles"
    expect(pageMatches('custmer', customers)).toBe(true); // 1 edit from "customer(s)"
    expect(pageMatches('clyentez', customers)).toBe(true); // 2 edits from "clientes"
    expect(pageMatches('fcturs', invoices)).toBe(true); // 2 edits from "facturas"
    expect(pageMatches('clyentzz', customers)).toBe(false); // 3 edits: too far
    expect(matchPages('custmer', [vehicles, customers, invoices]).map((p) => p.path)).toEqual([
      '/customers',
    ]);
  });

  it('never matches keywords of 3 characters or fewer by edit distance', () => {
    expect(pageMatches('itv', itv)).toBe(true);
    expect(pageMatches('itb', itv)).toBe(false); // 1 edit from "itv", but "itv" is short
    expect(pageMatches('mat', itv)).toBe(false); // 1 edit from "mot"
    expect(textMatches('mesa', ['mes'])).toBe(true); // "mes" is inside the text (either direction)
    expect(textMatches('meso', ['mes'])).toBe(true);
    expect(textMatches('masa', ['mes'])).toBe(false);
  });

  it('measures edit distance and stops early past the limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('vehiclos', 'vehicles')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });

  it('needs some text', () => {
    expect(pageMatches('', customers)).toBe(false);
    expect(pageMatches('   ', customers)).toBe(false);
  });
});

describe('the pages offered', () => {
  const menu = [
    {
      id: 'c',
      display_name: 'Clientes y vehículos',
      icon: null,
      items: [
        { name: 'Clientes', href: '/customers', icon: null },
        { name: 'Vehículos', href: '/vehicles/', icon: null },
        { name: 'Facturas', href: '/facturas', icon: null },
      ],
    },
  ];
  const sidebarPaths = ['/customers', '/vehicles'];
  const canOpen = (path: string) =>
    sidebarPaths.includes(path) || ['/dashboard', '/profile', '/settings'].includes(path);

  it('are the menu items and the hidden always-accessible pages the user may open, once', () => {
    const pages = buildSearchablePages({
      menu,
      sidebar: [
        {
          id: 'p',
          display_name: 'Mi perfil',
          path: '/profile',
          icon: null,
          description: null,
          sort_order: 1,
          category_id: null,
          is_active: true,
          required_permission: null,
          admin_only: false,
        },
      ],
      canOpen,
      fallbackTitle: (path) => ({ '/settings': 'Configuración' })[path],
    });
    expect(pages.map((page) => [page.path, page.title])).toEqual([
      ['/customers', 'Clientes'],
      ['/vehicles', 'Vehículos'],
      ['/profile', 'Mi perfil'],
      ['/settings', 'Configuración'],
    ]);
    // /facturas is in the menu but not openable; /dashboard has no known title here.
    expect(pages.find((page) => page.path === '/vehicles')?.keywords).toContain('cars');
  });

  it('title the hidden pages from messages named after their path', () => {
    expect(fallbackTitleId('/time-tracking')).toBe('search.page.time-tracking');
    expect(fallbackTitleId('/profile/')).toBe('search.page.profile');
  });
});

describe('quick actions (SPEC §2)', () => {
  const label = (action: QuickAction) => action.labelId;
  const all = () => true;

  it('are all shown without text and filtered by the typed text', () => {
    expect(visibleQuickActions('', label, all)).toHaveLength(5);
    expect(
      visibleQuickActions('barra', (action) => action.id, all).map((action) => action.id),
    ).toEqual(['toggle-nav']);
    expect(visibleQuickActions('sidebar', label, all).map((action) => action.id)).toEqual([
      'toggle-nav',
    ]);
    expect(visibleQuickActions('CLIENTE', label, all).map((action) => action.id)).toEqual([
      'new-customer',
    ]);
    expect(visibleQuickActions('vehículo', label, all).map((action) => action.id)).toEqual([
      'new-vehicle',
    ]);
    expect(visibleQuickActions('zzqxw', label, all)).toEqual([]);
  });

  it('never offer a page the user may not open', () => {
    const onlyCustomers = (path: string) => path.startsWith('/customers');
    expect(visibleQuickActions('', label, onlyCustomers).map((action) => action.id)).toEqual([
      'new-customer',
      'toggle-nav',
    ]);
  });
});
