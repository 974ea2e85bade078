import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messageSources } from './index';
import {
  catalogSnapshot,
  loadNeededMessages,
  needMessages,
  provideMessages,
  resetCatalogForTests,
  setActiveLocale,
  withMessages,
} from './catalog';

/** Every feature's messages, as the test setup hands them over. */
function provideAll() {
  for (const locale of ['es', 'en'] as const) {
    const files = Object.values(messageSources()).map((byLocale) => byLocale[locale]);
    provideMessages(locale, Object.assign({}, ...files));
  }
}

describe('the message catalog', () => {
  beforeEach(() => {
    resetCatalogForTests();
    setActiveLocale('es');
  });
  afterAll(() => {
    resetCatalogForTests();
    provideAll();
  });

  it('starts with the app-wide Spanish words only, and fetches the English ones when asked', async () => {
    expect(catalogSnapshot().complete).toEqual({ es: true, en: false });
    expect(catalogSnapshot().hasAppWords).toEqual({ es: true, en: false });
    expect(catalogSnapshot().messages.es?.['common.loading']).toBe('Cargando...');
    await loadNeededMessages('en');
    expect(catalogSnapshot().hasAppWords.en).toBe(true);
    expect(catalogSnapshot().messages.en?.['common.loading']).toBe('Loading...');
  });

  it('waits for a needed feature in the shown language, then has its words', async () => {
    needMessages(['features/work-orders']);
    expect(catalogSnapshot().complete.es).toBe(false);
    await loadNeededMessages('es');
    const { messages, complete } = catalogSnapshot();
    expect(complete).toEqual({ es: true, en: false });
    expect(messages.es?.['common.loading']).toBe('Cargando...');
    expect(messages.es?.['workOrders.title']).toBe('Órdenes de trabajo');
    // Only what was needed: another feature's words are not loaded.
    expect(Object.keys(messages.es ?? {}).some((id) => id.startsWith('inventory.'))).toBe(false);
  });

  it('loads the other language’s files for the same needs when asked', async () => {
    needMessages(['features/customers', 'features/inventory/analytics']);
    await loadNeededMessages('en');
    const { messages, complete } = catalogSnapshot();
    expect(complete.en).toBe(true);
    expect(Object.keys(messages.en ?? {}).some((id) => id.startsWith('customers.'))).toBe(true);
    expect(Object.keys(messages.en ?? {}).some((id) => id.startsWith('inventoryAnalytics.'))).toBe(
      true,
    );
  });

  it('hands over a lazily loaded module only once the words its code needs are in', async () => {
    const load = withMessages(async () => {
      needMessages(['features/quotes']); // what the build appends to the module
      return { default: 'the screen' };
    });
    expect(await load()).toEqual({ default: 'the screen' });
    expect(catalogSnapshot().complete.es).toBe(true);
    expect(
      Object.keys(catalogSnapshot().messages.es ?? {}).some((id) => id.startsWith('quotes.')),
    ).toBe(true);
  });

  it('fails, and tries again later, for a folder without messages', async () => {
    needMessages(['features/nothing-here']);
    await expect(loadNeededMessages('es')).rejects.toThrow(
      'No es messages for features/nothing-here',
    );
    expect(catalogSnapshot().complete.es).toBe(false);
  });
});
