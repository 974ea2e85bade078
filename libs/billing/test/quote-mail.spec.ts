import { quoteMail } from '../src/domain/quote-mail';

const workshop = {
  name: 'Talleres PX',
  phone: '910 000 000',
  email: 'taller@example.com',
  address: 'Calle Mayor 1, 28013 Madrid',
};

describe('quote e-mail', () => {
  it('says what, how much, until when, and carries the link', () => {
    const mail = quoteMail(
      {
        number: 'P-2026-00012',
        revision: 1,
        customerName: 'Rosa López',
        vehicle: 'Iveco Daily · 1234 BCD',
        totalCents: 15_086,
        validUntil: '2026-01-16',
        link: 'https://taller.example.com/q/abc.def',
      },
      workshop,
    );
    expect(mail.subject).toBe('Presupuesto P-2026-00012 · Iveco Daily · 1234 BCD');
    expect(mail.text).toContain('Hola, Rosa López:');
    expect(mail.text).toContain('por un total de 150,86 €');
    expect(mail.text).toContain('https://taller.example.com/q/abc.def');
    expect(mail.text).toContain('válido hasta el 16/01/2026');
    expect(mail.text).toContain('Tel. 910 000 000 · taller@example.com');
    expect(mail.text).not.toContain('sustituye');
  });

  it('says a revision replaces the earlier ones', () => {
    const mail = quoteMail(
      {
        number: 'P-2026-00012',
        revision: 2,
        customerName: 'Rosa López',
        vehicle: null,
        totalCents: 100,
        validUntil: '2026-01-16',
        link: 'https://x/q/t',
      },
      workshop,
    );
    expect(mail.subject).toBe('Presupuesto P-2026-00012 (revisión 2)');
    expect(mail.text).toContain('Esta revisión sustituye a las anteriores.');
  });
});
