// Issue 21's PDF budget (≤ 300 ms a request): GET /api/invoices/{id}/pdf over 70 different issued
// invoices of bench/data/invoices.mjs (F and S of 1–4 lines, paid, pending, rectifying and
// cancelled ones as they fall), among 500,000. The invoice read (GetInvoiceQuery: the row, lines,
// payments, its VERI*FACTU record), the QR of the AEAT's check URL and the pdfkit document. One
// request at a time (the office prints or sends one invoice at a time), the first 10 discarded as
// warm-up; each answer must be a 200 application/pdf. Not a load test: no floor (the floor would
// be pdfkit itself).
import { demoAuthorization } from '../lib/auth.mjs';
import { eventFigures } from '../lib/timings.mjs';
import { INVOICE_SLOTS, benchInvoiceId, isIssuedSlot } from '../data/invoices.mjs';

const WARMUP = 10;
const MEASURED = 60;

/** WARMUP + MEASURED issued slots spread over the two years (a step prime to the draft period). */
const SLOTS = [];
for (let n = 7; SLOTS.length < WARMUP + MEASURED; n = (n + 7_411) % INVOICE_SLOTS) {
  if (isIssuedSlot(n)) SLOTS.push(n);
}

export default {
  name: 'invoice-pdf',
  description:
    'An issued invoice as PDF with its VERI*FACTU QR, one request at a time (70 invoices).',
  method: 'GET',
  path: '/api/invoices/{id}/pdf',
  data: ['invoices'],
  async custom({ apiUrl, log }) {
    const { headers } = await demoAuthorization(apiUrl, 'oficina@taller.test');
    const times = [];
    let bytes = 0;
    for (const [index, n] of SLOTS.entries()) {
      const begin = performance.now();
      const res = await fetch(`${apiUrl}/api/invoices/${benchInvoiceId(n)}/pdf`, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      const end = performance.now();
      const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
      if (
        res.status !== 200 ||
        type !== 'application/pdf' ||
        !body.subarray(0, 5).equals(Buffer.from('%PDF-'))
      ) {
        throw new Error(
          `invoice-pdf: slot ${n}: HTTP ${res.status} ${type} ${body.toString('utf8', 0, 300)}`,
        );
      }
      if (index >= WARMUP) {
        times.push(end - begin);
        bytes += body.length;
      }
    }
    const meanBytes = Math.round(bytes / times.length);
    log(`  ${times.length} PDFs, ${Math.round(meanBytes / 1024)} KB each on average`);
    return {
      events: eventFigures(times),
      details: { invoices: SLOTS.length, mean_pdf_bytes: meanBytes },
    };
  },
  budget: { eventP95Ms: 300 },
};
