import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const QuoteApprovalPage = lazyPage(
  () => import('./pages/quote-approval-page'),
  'quote-approval-page',
);

/**
 * /q/{token}: the quote e-mail's link for the customer, without a session (public frame, open to
 * a signed-in user too: the desk may check what the customer sees).
 */
export const quoteApprovalRoutes: RouteObject[] = [
  { path: '/q/:token', element: <QuoteApprovalPage /> },
];
