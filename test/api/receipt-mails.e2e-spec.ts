import { type CustomerReceiptView, addDays, localDate } from '../../libs/contracts/src';
import { customerWithCar, personWithEmail } from './support/customer-fixtures';
import { freshWord } from './support/fixtures';
import { mailsTo } from './support/mail-catcher';
import { mailingSuite } from './support/mailing-suite';

const SIGNATURE = {
  strokes: [{ points: [{ x: 1, y: 1, time: 1 }] }],
  png: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  signer_name: 'Rosa Cliente',
};

/**
 * The customer's e-mails of a deposit receipt (issue 19), through the worker and SMTP to the local
 * catcher (maildev, started by `npm test`): the resguardo with its PDF on request, and the "ready
 * to collect" notice that "Marcar listo" sends once.
 */
describe('Receipt e-mails (worker → SMTP)', () => {
  const suite = mailingSuite('receipt-mail');
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('e-mails the resguardo with its PDF, and tells the customer when the car is ready', async () => {
    const { api, desk } = suite;
    const email = `${freshWord()}@example.com`;
    const { customerId: customer, vehicleId: vehicle } = await customerWithCar(
      api,
      desk,
      personWithEmail(email),
      { make: 'Kia', model: 'Ceed' },
    );
    const receipt = (
      await api
        .http()
        .post('/api/customer-receipts')
        .set(as(desk))
        .send({
          customer_id: customer,
          vehicle_id: vehicle,
          odometer_km: 45_000,
          fuel_level: 6,
          body_type: 'turismo',
          damages: [],
          belongings: '',
          complaint: 'Cambio de aceite',
          requested_work: '',
          estimate: 'wanted',
          expected_delivery_date: addDays(localDate(new Date()), 1),
          signature: SIGNATURE,
        })
        .expect(201)
    ).body.data as CustomerReceiptView;

    const sent = await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/send`)
      .set(as(desk))
      .expect(202);
    expect(sent.body.data).toEqual({ queued: true, to: email });
    const [deposit] = await mailsTo(email, 1);
    expect(deposit.subject).toBe(
      `Resguardo de depósito ${receipt.number} · ${receipt.license_plate}`,
    );
    expect(deposit.text).toContain(`orden de reparación ${receipt.work_order_number}`);
    expect(deposit.attachments).toEqual([
      expect.objectContaining({
        fileName: `resguardo-${receipt.number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);

    const ready = (
      await api.http().post(`/api/customer-receipts/${receipt.id}/ready`).set(as(desk)).expect(200)
    ).body.data as CustomerReceiptView;
    const mails = await mailsTo(email, 2);
    const notice = mails.find((mail) => mail.subject.includes('está listo'))!;
    expect(notice.subject).toBe(`Su vehículo ${receipt.license_plate} está listo para recoger`);
    const [y, m, d] = ready.storage_charged_from!.split('-');
    expect(notice.text).toContain(`hasta el día anterior al ${d}/${m}/${y}`);
  });

  it('refuses to e-mail a receipt whose customer has no e-mail', async () => {
    const { api, desk } = suite;
    const { customerId: customer, vehicleId: vehicle } = await customerWithCar(
      api,
      desk,
      { type: 'company', company_name: `Sin correo ${freshWord()} SL` },
      { make: 'Kia', model: 'Rio' },
    );
    const receipt = (
      await api
        .http()
        .post('/api/customer-receipts')
        .set(as(desk))
        .send({
          customer_id: customer,
          vehicle_id: vehicle,
          odometer_km: 1_000,
          fuel_level: 2,
          body_type: 'furgoneta',
          damages: [],
          belongings: '',
          complaint: '',
          requested_work: 'ITV',
          estimate: 'renounced',
          expected_delivery_date: localDate(new Date()),
          signature: SIGNATURE,
        })
        .expect(201)
    ).body.data as CustomerReceiptView;
    const refused = await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/send`)
      .set(as(desk))
      .expect(409);
    expect(refused.body.message).toBe('El cliente no tiene correo electrónico.');
  });
});
