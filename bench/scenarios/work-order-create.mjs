// POST /api/work-orders (issue 5): opening an order for a customer's car over 1,000,000 orders.
// `prepare` logs in and registers the customer and the car through the API; every request then
// opens a new order for them (no Idempotency-Key: each one is a new order). The answer is the new
// order's detail. The floor runs the same statements in one transaction, without publishing.
// After the API's load, the latency of the events those creates published: from the event's
// occurred_at (stamped when the command began, so an upper bound of "from the commit") to the end
// of each subscriber's handling (event_delivery.handled_at, clock time), issue 5's ≤ 50 ms.
import { demoAuthorization } from '../lib/auth.mjs';
import { createWorkOrder } from '../lib/work-orders.mjs';

async function post(apiUrl, path, headers, body) {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`bench prepare ${path} failed: ${json.message}`);
  return json.data;
}

export default {
  name: 'work-order-create',
  description: 'Open an order for a customer’s car (1M orders), the detail answered.',
  method: 'POST',
  path: '/api/work-orders',
  data: ['customers-vehicles', 'work-orders'],
  status: 201,
  async prepare({ apiUrl }) {
    const { headers } = await demoAuthorization(apiUrl);
    const suffix = Math.floor(Math.random() * 1e9);
    const customer = await post(apiUrl, '/api/customers', headers, {
      type: 'company',
      company_name: `Banco de pruebas ${suffix} SL`,
    });
    // A plate the million generated cars may already use is refused (409): try a few.
    let vehicle;
    for (let attempt = 0; !vehicle && attempt < 10; attempt++) {
      vehicle = await post(apiUrl, '/api/vehicles', headers, {
        license_plate: `${1000 + Math.floor(Math.random() * 9000)} ZZZ`,
        make: 'Seat',
        model: 'León',
        customer_id: customer.id,
      }).catch(() => undefined);
    }
    if (!vehicle) throw new Error('bench prepare: no free plate for the test car');
    return {
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Revisión de mantenimiento',
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        estimate_decision: 'accepted',
      }),
    };
  },
  async afterApi({ query, since }) {
    // The last creates' events may still be publishing: wait for them (at most 30 s).
    for (let waited = 0; waited < 30_000; waited += 250) {
      const [{ pending }] = await query(
        `select count(*)::int as pending from domain_event e
          where e.occurred_at >= $1 and (e.published_at is null or exists (
            select 1 from event_delivery d where d.event_id = e.id and d.status <> 'succeeded'))`,
        [since],
      );
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const [row] = await query(
      `select count(*)::int as count,
              percentile_disc(0.5) within group (order by ms) as p50,
              percentile_disc(0.95) within group (order by ms) as p95,
              percentile_disc(0.99) within group (order by ms) as p99
         from (select extract(epoch from d.handled_at - e.occurred_at) * 1000 as ms
                 from domain_event e join event_delivery d on d.event_id = e.id
                where e.occurred_at >= $1 and d.status = 'succeeded') x`,
      [since],
    );
    const ms = (value) => (value === null ? null : Math.round(Number(value) * 100) / 100);
    return { events: { count: row.count, p50: ms(row.p50), p95: ms(row.p95), p99: ms(row.p99) } };
  },
  budget: { p95Ms: 40, eventP95Ms: 50, connections: 10 },
  floor: createWorkOrder,
};
