import { type AccessCatalogue } from '@px/platform';

/** `<group>.<resource>.<action>`: the names the controllers require and the catalogue declares. */
export const BILLING_PERMISSIONS = {
  quotesRead: 'billing.quotes.read',
  quotesCreate: 'billing.quotes.create',
  quotesUpdate: 'billing.quotes.update',
  quotesDelete: 'billing.quotes.delete',
  invoicesRead: 'billing.invoices.read',
  invoicesCreate: 'billing.invoices.create',
  invoicesIssue: 'billing.invoices.issue',
  invoicesRectify: 'billing.invoices.rectify',
  paymentsRead: 'billing.payments.read',
  paymentsCreate: 'billing.payments.create',
  certificateAdmin: 'billing.certificate.admin',
} as const;

/**
 * What billing adds to access control (SPEC §2, §5), synced by `npm run migrate`: the permission
 * group seeded since the first day (it moved here from the upcoming modules' catalogue, names
 * unchanged, so the roles' grants stand) and its pages. /quotes = /quote-system (hidden twin);
 * /admin/billing-certificate is protected by its permission, not admin-only.
 */
export const BILLING_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'billing',
      display_name: 'Facturación',
      icon: 'file-text',
      resources: {
        quotes: {
          display_name: 'Presupuestos',
          actions: {
            read: 'Ver',
            create: 'Crear',
            update: 'Editar',
            delete: 'Eliminar',
          },
        },
        invoices: {
          display_name: 'Facturas',
          actions: {
            read: 'Ver',
            create: 'Crear',
            issue: 'Emitir',
            rectify: 'Rectificar',
          },
        },
        payments: {
          display_name: 'Cobros',
          actions: {
            read: 'Ver',
            create: 'Registrar',
          },
        },
        certificate: {
          display_name: 'Certificado de facturación',
          actions: {
            admin: 'Administrar',
          },
        },
      },
      sort_order: 70,
    },
  ],
  pages: [
    {
      path: '/quotes',
      display_name: 'Presupuestos',
      category: 'comercial',
      icon: 'file-search',
      sort_order: 10,
      permission: 'billing.quotes.read',
    },
    {
      path: '/quote-system',
      display_name: 'Presupuestos',
      category: 'comercial',
      icon: 'file-search',
      sort_order: 11,
      permission: 'billing.quotes.read',
      hidden: true,
    },
    {
      path: '/facturas',
      display_name: 'Facturas',
      category: 'comercial',
      icon: 'file-text',
      sort_order: 20,
      permission: 'billing.invoices.read',
    },
    {
      path: '/admin/billing-certificate',
      display_name: 'Certificado de facturación',
      category: 'administracion',
      icon: 'safety',
      sort_order: 100,
      permission: 'billing.certificate.admin',
    },
  ],
};
