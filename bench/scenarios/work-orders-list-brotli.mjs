// GET /api/work-orders as a browser asks for it, with `Accept-Encoding: br` (issue 22): the same
// pages as work-orders-list (about 9 KB of JSON each), which the API now sends Brotli-compressed
// (quality 4, libs/platform/src/http/response-compression.ts). The floor answers uncompressed, so
// the ratio to it, set against work-orders-list's, is the CPU that compressing costs per request.
import { demoAuthorization } from '../lib/auth.mjs';
import workOrdersList from './work-orders-list.mjs';

export default {
  ...workOrdersList,
  name: 'work-orders-list-brotli',
  variantOf: workOrdersList.name,
  description: 'Orders list pages 1–3 as work-orders-list, asked with Accept-Encoding: br.',
  path: `${workOrdersList.path} (br)`,
  prepare: async ({ apiUrl }) => {
    const { headers } = await demoAuthorization(apiUrl);
    return { headers: { ...headers, 'accept-encoding': 'br' } };
  },
};
