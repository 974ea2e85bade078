// POST /api/work-orders (issue 5): opening an order for a customer's car over 1,000,000 orders.
// `prepare` logs in and registers the customer and the car through the API; every request then
// opens a new order for them (no Idempotency-Key: each one is a new order). The answer is the new
// order's detail. The floor runs the same statements in one transaction, without publishing.
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
  budget: { p95Ms: 40, connections: 10 },
  floor: createWorkOrder,
};
