import { Customer } from '../src/domain/customer.entity';
import { applyCustomerFields, nifOf } from '../src/domain/customer-fields';

function customer(fields: Partial<Customer> = {}): Customer {
  return Object.assign(new Customer(), { type: 'person', ...fields });
}

const NOW = new Date('2026-03-02T10:00:00Z');

describe('the fields written onto a customer', () => {
  it('stores the tax id upper-case without separators, and null when empty', () => {
    expect(nifOf(' 12345678-z ')).toBe('12345678Z');
    expect(nifOf('')).toBeNull();
    expect(nifOf('   ')).toBeNull();
    expect(nifOf(null)).toBeNull();
    expect(nifOf(undefined)).toBeNull();
  });

  it('normalises what it writes and names each field that changed', () => {
    const target = customer();
    const changed = applyCustomerFields(
      target,
      {
        type: 'person',
        first_name: '  Ana ',
        last_name: 'Gil',
        nif: '12345678-z',
        email: ' Ana@Example.COM ',
        mobile_phone: '611 22 23 33',
        country: 'fr',
        tags: [' vip', 'flota', 'vip', ' '],
      },
      NOW,
    );
    expect(target).toMatchObject({
      firstName: 'Ana',
      lastName: 'Gil',
      nif: '12345678Z',
      email: 'ana@example.com',
      mobilePhone: '611222333',
      country: 'FR',
      tags: ['flota', 'vip'],
    });
    expect(changed).toEqual([
      'first_name',
      'last_name',
      'nif',
      'email',
      'mobile_phone',
      'country',
      'tags',
    ]);
  });

  it('leaves absent fields alone and reports nothing when nothing changes', () => {
    const target = customer({ firstName: 'Ana', email: 'ana@example.com', city: 'Soria' });
    expect(applyCustomerFields(target, { type: 'person', email: 'ANA@example.com' }, NOW)).toEqual(
      [],
    );
    expect(target.city).toBe('Soria');
  });

  it('clears an emptied e-mail or phone', () => {
    const target = customer({ email: 'ana@example.com', phone: '911222333' });
    const changed = applyCustomerFields(target, { type: 'person', email: '', phone: null }, NOW);
    expect(target.email).toBeNull();
    expect(target.phone).toBeNull();
    expect(changed).toEqual(['email', 'phone']);
  });

  it('stamps a GDPR consent given now with the time and channel, and keeps an older one', () => {
    const target = customer();
    applyCustomerFields(target, { type: 'person', gdpr_consent: true }, NOW);
    expect(target.gdprConsentAt).toEqual(NOW);
    expect(target.gdprConsentChannel).toBe('in_person');

    const later = new Date('2026-04-01T00:00:00Z');
    const changed = applyCustomerFields(
      target,
      { type: 'person', gdpr_consent: true, gdpr_consent_channel: 'paper' },
      later,
    );
    expect(changed).toEqual([]);
    expect(target.gdprConsentAt).toEqual(NOW);
  });

  it('clears the GDPR consent and its channel when withdrawn', () => {
    const target = customer({ gdprConsentAt: NOW, gdprConsentChannel: 'paper' });
    const changed = applyCustomerFields(target, { type: 'person', gdpr_consent: false }, NOW);
    expect(target.gdprConsentAt).toBeNull();
    expect(target.gdprConsentChannel).toBeNull();
    expect(changed).toEqual(['gdpr_consent', 'gdpr_consent_channel']);
  });

  it('records every marketing decision with its time; a withdrawal has no channel', () => {
    const target = customer();
    applyCustomerFields(
      target,
      { type: 'person', marketing_consent: true, marketing_consent_channel: 'email' },
      NOW,
    );
    expect(target).toMatchObject({
      marketingConsent: true,
      marketingConsentAt: NOW,
      marketingConsentChannel: 'email',
    });
    const later = new Date('2026-05-01T00:00:00Z');
    applyCustomerFields(target, { type: 'person', marketing_consent: false }, later);
    expect(target).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: later,
      marketingConsentChannel: null,
    });
    expect(applyCustomerFields(target, { type: 'person', marketing_consent: false }, NOW)).toEqual(
      [],
    );
  });
});
