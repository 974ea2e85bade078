import { describe, expect, it } from 'vitest';
import { neededSources } from './message-needs';

const SOURCES = [
  {
    source: 'features/work-orders',
    namespace: 'workOrders',
    ids: new Set(['workOrders.title', 'workOrders.status.open', 'workOrders.status.closed']),
  },
  {
    source: 'features/inventory',
    namespace: 'inventory',
    ids: new Set(['inventory.title', 'inventory.stock.low']),
  },
];

describe('which message files a module needs', () => {
  it('finds an id named in quotes, single or double', () => {
    expect(neededSources(`t({ id: 'workOrders.title' })`, SOURCES)).toEqual([
      'features/work-orders',
    ]);
    expect(neededSources(`<FormattedMessage id="inventory.title" />`, SOURCES)).toEqual([
      'features/inventory',
    ]);
  });

  it('finds an id built from a template or a prefix ending in a dot', () => {
    expect(neededSources('t(`workOrders.status.${status}`)', SOURCES)).toEqual([
      'features/work-orders',
    ]);
    expect(neededSources(`t('inventory.stock.' + level)`, SOURCES)).toEqual(['features/inventory']);
  });

  it('ignores strings that only share a namespace, such as permission codes', () => {
    expect(neededSources(`can('inventory.parts.read')`, SOURCES)).toEqual([]);
    expect(neededSources('path(`inventory.nothing.${x}`)', SOURCES)).toEqual([]);
    expect(neededSources(`t('common.save')`, SOURCES)).toEqual([]);
  });

  it('names each needed file once, in a stable order', () => {
    const code = `t('workOrders.title'); t('inventory.title'); t('workOrders.status.open')`;
    expect(neededSources(code, SOURCES)).toEqual(['features/inventory', 'features/work-orders']);
  });
});
