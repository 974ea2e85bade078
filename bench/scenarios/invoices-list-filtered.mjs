// GET /api/invoices with the screen's filters (issue 21), the first page of each: a series, what is
// still owed (payment=pending, not yet due; payment=overdue) and the cancelled ones, 4 in turn over
// 500,000 invoices (bench/data/invoices.mjs): from 300,000 matches (series F) to 1,600 (cancelled).
// Each is a page walked on the created_at index and an exact count over its matches, both on every
// request. The issue-date range and the text search (from/to, q) are left out: with no index on
// issue_date and a leading-wildcard ILIKE they walk half the table for their page (0.5–2.4 s on the
// bench machine), a budget of their own. Same floor as invoices-list.
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
