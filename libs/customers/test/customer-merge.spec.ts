import { Customer } from '../src/domain/customer.entity';
import { foldDuplicateInto } from '../src/domain/customer-merge';

function customer(fields: Partial<Customer>): Customer {
  return Object.assign(new Customer(), { type: 'person', ...fields });
}

describe('folding a duplicate customer into the one kept', () => {
  it('keeps the kept data and fills only what it lacks', () => {
    const kept = customer({ firstName: 'Ana', phone: '611111111', email: null, nif: null });
    const duplicate = customer({
      firstName: 'Anita',
      phone: '622222222',
      email: 'ana@example.com',
      nif: '12345678Z',
    });
    const changed = foldDuplicateInto(kept, duplicate, 'Anita');
    expect(kept).toMatchObject({
      firstName: 'Ana',
      phone: '611111111',
      email: 'ana@example.com',
      nif: '12345678Z',
    });
    expect(changed.sort()).toEqual(['email', 'nif']);
  });

  it('unites tags and appends notes saying where they came from', () => {
    const kept = customer({ tags: ['flota'], notes: 'Llamar por la tarde' });
    const duplicate = customer({ tags: ['vip', 'flota'], notes: ' Paga al contado ' });
    foldDuplicateInto(kept, duplicate, 'Ana Gil');
    expect(kept.tags).toEqual(['flota', 'vip']);
    expect(kept.notes).toBe('Llamar por la tarde\n\n[Fusionado de Ana Gil] Paga al contado');
  });

  it('keeps the most recent consent decision, including a withdrawal', () => {
    const earlier = new Date('2025-01-01T10:00:00Z');
    const later = new Date('2026-06-01T10:00:00Z');
    const kept = customer({
      gdprConsentAt: later,
      gdprConsentChannel: 'paper',
      marketingConsent: true,
      marketingConsentAt: earlier,
      marketingConsentChannel: 'email',
    });
    const duplicate = customer({
      gdprConsentAt: earlier,
      gdprConsentChannel: 'web',
      marketingConsent: false,
      marketingConsentAt: later,
      marketingConsentChannel: null,
    });
    const changed = foldDuplicateInto(kept, duplicate, 'x');
    expect(kept).toMatchObject({
      gdprConsentAt: later,
      gdprConsentChannel: 'paper',
      marketingConsent: false,
      marketingConsentAt: later,
    });
    expect(changed).toEqual(['marketing_consent']);
  });
});
