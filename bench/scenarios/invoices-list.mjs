// GET /api/invoices (issue 21): the invoices screen as it opens, newest first, 20 a page with the
// exact total, over 500,000 invoices and 20,000 drafts (bench/data/invoices.mjs). The guard
// (billing.invoices.read, the office's role), the page (offset over the created_at index) and the
// count, which the handler runs on every request (no list version caches it). The floor runs the
// same statements (bench/lib/invoices.mjs) and must give the same answer.
import { demoAuthorization } from '../lib/auth.mjs';
import { invoicesList } from '../lib/invoices.mjs';

export default {
  name: 'invoices-list',
  description: 'Invoices list, default sort, first page with the exact total (500,000 invoices).',
  method: 'GET',
  path: '/api/invoices?page=1&limit=20',
  data: ['invoices'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'oficina@taller.test'),
  budget: { p95Ms: 30, connections: 10 },
  floor: invoicesList,
};
