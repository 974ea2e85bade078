// GET /api/invoices with the screen's filters (issue 21), the first page of each: a series, what is
// still owed (payment=pending, not yet due; payment=overdue) and the cancelled ones, 4 in turn over
// 500,000 invoices (bench/data/invoices.mjs): from 300,000 matches (series F) to 1,600 (cancelled).
// Each is a page walked newest first on its index (per series, per status, or the invoices still
// owed) and the exact total, counted once per filter and list version (ListTotals). Same floor as
// invoices-list.
import { demoAuthorization } from '../lib/auth.mjs';
import { invoicesList } from '../lib/invoices.mjs';

const QUERIES = ['series=F', 'payment=pending', 'payment=overdue', 'status=cancelled'];

export default {
  name: 'invoices-list-filtered',
  description:
    'Invoices list filtered: series F, payment pending, overdue, cancelled (500,000 invoices).',
  method: 'GET',
  path: '/api/invoices?…&limit=20',
  paths: QUERIES.map((query) => `/api/invoices?${query}&page=1&limit=20`),
  data: ['invoices'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'oficina@taller.test'),
  budget: { p95Ms: 30, connections: 10 },
  floor: invoicesList,
};
