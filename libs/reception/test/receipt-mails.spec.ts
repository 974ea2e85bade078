import { depositReceiptMail, vehicleReadyMail } from '../src/domain/receipt-mails';

const workshop = {
  name: 'Talleres Ejemplo',
  phone: '910000000',
  email: 'taller@example.com',
  address: 'Calle Mayor 1, 28013 Madrid',
};
const facts = {
  number: 'R-2026-00007',
  customerName: 'Ana García',
  licensePlate: '1234 BCD',
  vehicleLabel: 'Seat Ibiza',
  workOrderNumber: 'WO-000042',
  expectedDeliveryDate: '2026-12-01',
  storageChargedFrom: '2026-12-04',
};

describe('receipt e-mails', () => {
  it('sends the resguardo with its number, the order and the delivery day', () => {
    const mail = depositReceiptMail(facts, workshop);
    expect(mail.subject).toBe('Resguardo de depósito R-2026-00007 · 1234 BCD');
    expect(mail.text).toContain('resguardo de depósito R-2026-00007');
    expect(mail.text).toContain('(orden de reparación WO-000042)');
    expect(mail.text).toContain('Fecha prevista de entrega: 01/12/2026.');
    expect(mail.text).toContain('Tel. 910000000 · taller@example.com');
  });

  it('tells the car is ready and from when storage may be charged', () => {
    const mail = vehicleReadyMail(facts, workshop);
    expect(mail.subject).toBe('Su vehículo 1234 BCD está listo para recoger');
    expect(mail.text).toContain('hasta el día anterior al 04/12/2026');
    expect(mail.text).toContain('Traiga el resguardo de depósito R-2026-00007.');
    expect(mail.text).not.toMatch(/\n\n\n/);
  });
});
