import { type WorkOrderDetail } from '../../../libs/contracts/src';
import { freshPlate, freshWord } from './fixtures';
import { type TestApi } from './test-api';

/** A company customer with a van, then an order for it, opened through the API as `token`. */
export async function openFleetOrder(
  api: TestApi,
  token: string,
  order: Record<string, unknown> = {},
): Promise<WorkOrderDetail> {
  const as = { Authorization: `Bearer ${token}` };
  const customer = (
    await api
      .http()
      .post('/api/customers')
      .set(as)
      .send({ type: 'company', company_name: `Transportes ${freshWord()} SL` })
      .expect(201)
  ).body.data as { id: string };
  const vehicle = (
    await api
      .http()
      .post('/api/vehicles')
      .set(as)
      .send({
        license_plate: freshPlate(),
        make: 'Iveco',
        model: 'Daily',
        customer_id: customer.id,
      })
      .expect(201)
  ).body.data as { id: string };
  return (
    await api
      .http()
      .post('/api/work-orders')
      .set(as)
      .send({
        title: 'Revisión de flota',
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        ...order,
      })
      .expect(201)
  ).body.data as WorkOrderDetail;
}
