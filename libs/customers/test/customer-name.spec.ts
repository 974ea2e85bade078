import { customerFullName } from '../src/domain/customer-name';

describe('customer full name', () => {
  it('is the company name for a company', () => {
    expect(
      customerFullName({
        type: 'company',
        firstName: 'Ana',
        lastName: 'Gil',
        companyName: ' Transportes Gil SL ',
      }),
    ).toBe('Transportes Gil SL');
  });

  it('is first and last names for a person, without stray spaces', () => {
    expect(
      customerFullName({
        type: 'person',
        firstName: 'José ',
        lastName: ' García  López',
        companyName: '',
      }),
    ).toBe('José García López');
    expect(
      customerFullName({ type: 'person', firstName: 'Lola', lastName: '', companyName: '' }),
    ).toBe('Lola');
  });
});
