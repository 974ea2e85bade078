import { type QuoteView } from '../../libs/contracts/src';
import { customerWithCar, personWithEmail } from './support/customer-fixtures';
import { freshWord } from './support/fixtures';
import { mailsTo } from './support/mail-catcher';
import { mailingSuite } from './support/mailing-suite';

/**
 * A quote sent to its customer (issue 21): the worker mails it through SMTP to the local catcher
 * (maildev, started by `npm test`) with its PDF and the link that opens it.
 */
describe('Quote e-mails (worker → SMTP)', () => {
  const suite = mailingSuite('quote-mail');
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('e-mails the quote with its PDF and the link that opens it', async () => {
    const { api, desk } = suite;
    const email = `${freshWord()}@example.com`;
    const { customerId, vehicleId, plate } = await customerWithCar(
      api,
      desk,
      personWithEmail(email),
      { make: 'Kia', model: 'Ceed' },
    );
    const quote = (
      await api
        .http()
        .post('/api/quotes')
        .set(as(desk))
        .send({
          customer_id: customerId,
          vehicle_id: vehicleId,
          lines: [
            {
              type: 'labor',
              description: 'Cambio de correa de distribución',
              quantity: 3,
              unit_price_cents: 5_000,
              vat_percent: 21,
            },
          ],
        })
        .expect(201)
    ).body.data as QuoteView;
    const sent = (
      await api.http().post(`/api/quotes/${quote.id}/send`).set(as(desk)).send({}).expect(200)
    ).body.data as QuoteView;

    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe(`Presupuesto ${quote.number} · Kia Ceed · ${plate}`);
    expect(mail.text).toContain('por un total de 181,50 €');
    expect(mail.text).toContain(sent.link!.url!);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        fileName: `presupuesto-${quote.number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const token = sent.link!.url!.slice(sent.link!.url!.indexOf('/q/') + 3);
    const shown = await api.http().get(`/api/public/quotes/${token}`).expect(200);
    expect(shown.body.data).toMatchObject({ number: quote.number, can_answer: true });
  });
});
