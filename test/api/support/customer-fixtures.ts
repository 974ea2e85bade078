import { freshPlate, freshWord } from './fixtures';
import { type TestApi } from './test-api';

export interface CustomerWithCar {
  customerId: string;
  vehicleId: string;
  plate: string;
}

/** A private customer, Rosa, with a surname no other test uses and the given e-mail address. */
export const personWithEmail = (email: string) => ({
  type: 'person',
  first_name: 'Rosa',
  last_name: freshWord(),
  email,
});

/** A customer (the body of POST /api/customers) and a car of theirs, created as `token`. */
export async function customerWithCar(
  api: TestApi,
  token: string,
  customer: Record<string, unknown>,
  car: { make: string; model: string },
): Promise<CustomerWithCar> {
  const as = { Authorization: `Bearer ${token}` };
  const customerId = (await api.http().post('/api/customers').set(as).send(customer).expect(201))
    .body.data.id as string;
  const plate = freshPlate();
  const vehicleId = (
    await api
      .http()
      .post('/api/vehicles')
      .set(as)
      .send({ license_plate: plate, ...car, customer_id: customerId })
      .expect(201)
  ).body.data.id as string;
  return { customerId, vehicleId, plate };
}
