import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const BillingCertificatePage = lazyPage(
  () => import('./pages/billing-certificate-page'),
  'billing-certificate-page',
);

/**
 * /admin/billing-certificate, "Certificado de facturación" (SPEC §2): protected but not admin-only,
 * so it sits behind the per-path access gate (app/router.tsx), which opens it for whoever holds
 * billing.certificate.admin (libs/billing/src/billing.catalogue.ts). `?status=&page=` filter the
 * records.
 */
export const billingCertificateRoutes: RouteObject[] = [
  { path: '/admin/billing-certificate', element: <BillingCertificatePage /> },
];
