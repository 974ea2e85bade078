// Issue 19: a car received on the tablet (POST /api/customer-receipts): the deposit receipt, its
// work order and the signed resguardo PDF (three damage marks, a 30 KB signature) rendered and
// stored in one transaction. The figure is each request's time, one at a time (a desk receives one
// car at a time), after 10 warm-up requests; issue 19's budget for the resguardo is 300 ms. Not a
// load test: no floor (the floor would be pdfkit itself).
import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { demoAuthorization } from '../lib/auth.mjs';

const WARMUP = 10;
const MEASURED = 60;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
const round = (value) => Math.round(value * 100) / 100;

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A signature-weight PNG (about 30 KB): a stroke over faint noise, as a tablet's would be. */
function signature() {
  const [width, height] = [600, 200];
  const rows = [];
  let state = 7;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const stroke = Math.abs(y - height / 2 - Math.sin(x / 20) * 50) < 3;
      row[1 + x * 4 + 3] = stroke ? 255 : (state >>> 24) % 7;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function post(apiUrl, path, headers, body) {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`bench ${path} failed: ${json.message}`);
  return json.data;
}

export default {
  name: 'receipt-issue',
  description: 'Receive a car: receipt, work order and signed resguardo PDF in one request.',
  method: 'POST',
  path: '/api/customer-receipts',
  async custom({ apiUrl, log }) {
    const { headers } = await demoAuthorization(apiUrl);
    const suffix = Math.floor(Math.random() * 1e9);
    const customer = await post(apiUrl, '/api/customers', headers, {
      type: 'company',
      company_name: `Banco de recepción ${suffix} SL`,
      email: `recepcion.${suffix}@example.com`,
    });
    let vehicle;
    for (let attempt = 0; !vehicle && attempt < 10; attempt++) {
      vehicle = await post(apiUrl, '/api/vehicles', headers, {
        license_plate: `${1000 + Math.floor(Math.random() * 9000)} ZZY`,
        make: 'Seat',
        model: 'León',
        customer_id: customer.id,
      }).catch(() => undefined);
    }
    if (!vehicle) throw new Error('bench: no free plate for the test car');
    const png = signature();
    log(`  signature PNG ${Math.round(png.length / 1024)} KB`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const times = [];
    for (let i = 0; i < WARMUP + MEASURED; i++) {
      const started = performance.now();
      await post(apiUrl, '/api/customer-receipts', headers, {
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        odometer_km: 100_000 + i,
        fuel_level: 4,
        body_type: 'turismo',
        damages: [0.2, 0.5, 0.8].map((x) => ({
          id: randomUUID(),
          x,
          y: 0.5,
          kind: 'scratch',
          note: 'Arañazo en la puerta',
        })),
        belongings: 'Silla infantil',
        complaint: 'Ruido al frenar',
        requested_work: 'Revisar frenos',
        estimate: 'renounced',
        expected_delivery_date: tomorrow,
        signature: {
          strokes: [{ points: [{ x: 1, y: 1, time: 1 }] }],
          png: `data:image/png;base64,${png.toString('base64')}`,
          signer_name: 'Cliente de banco',
        },
      });
      if (i >= WARMUP) times.push(performance.now() - started);
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      events: {
        count: sorted.length,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
      },
      details: { signature_png_bytes: png.length },
    };
  },
  budget: { eventP95Ms: 300 },
};
