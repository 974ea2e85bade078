import { type AccessCatalogue, mergeCatalogues, permissionsOf } from '../src';

const orders: AccessCatalogue = {
  permissions: [
    {
      name: 'orders',
      display_name: 'Órdenes',
      icon: 'tool',
      sort_order: 20,
      resources: {
        orders: { display_name: 'Órdenes', actions: { read: 'Ver', reopen: 'Reabrir' } },
      },
    },
  ],
  pages: [
    {
      path: '/orders',
      display_name: 'Órdenes',
      category: 'taller',
      icon: 'tool',
      sort_order: 10,
      permission: 'orders.orders.read',
    },
  ],
};
const shell: AccessCatalogue = {
  permissions: [
    {
      name: 'admin',
      display_name: 'Administración',
      icon: 'setting',
      sort_order: 10,
      resources: { pages: { display_name: 'Páginas', actions: { admin: 'Administrar' } } },
    },
  ],
  pageCategories: [{ name: 'taller', display_name: 'Taller', icon: 'tool', sort_order: 20 }],
};

describe('the access catalogue', () => {
  it('names each permission group.resource.action, labelled with the resource and the verb', () => {
    expect(permissionsOf(orders)).toEqual([
      {
        name: 'orders.orders.read',
        group: 'orders',
        resource: 'orders',
        action: 'read',
        display_name: 'Órdenes: ver',
      },
      {
        name: 'orders.orders.reopen',
        group: 'orders',
        resource: 'orders',
        action: 'reopen',
        display_name: 'Órdenes: reabrir',
      },
    ]);
  });

  it("merges the modules' catalogues, permission groups in their sort order", () => {
    const merged = mergeCatalogues([orders, shell]);
    expect(merged.permissions.map((group) => group.name)).toEqual(['admin', 'orders']);
    expect(merged.pages.map((page) => page.path)).toEqual(['/orders']);
  });

  it('refuses a page whose category nobody declares, and anything declared twice', () => {
    expect(() => mergeCatalogues([orders])).toThrow('Page /orders is in category taller');
    expect(() => mergeCatalogues([orders, shell, orders])).toThrow(
      'The permission group orders is declared twice',
    );
    expect(() => mergeCatalogues([shell, { pageCategories: shell.pageCategories }])).toThrow(
      'The page category taller is declared twice',
    );
  });
});
