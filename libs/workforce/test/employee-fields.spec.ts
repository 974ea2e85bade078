import {
  EMPLOYEE_FIELD_MESSAGES,
  type EmployeeValues,
  KIOSK_PIN_MESSAGES,
  changedEmployeeFields,
  checkEmployeeFields,
  kioskPinErrors,
  nextEmployeeCode,
  tradeForPosition,
} from '../src/domain/employee-fields';
import { PERSONAL_TAX_ID_MESSAGES } from '../src/domain/spanish-tax-id';

const TODAY = '2026-11-26';

const CARLOS: EmployeeValues = {
  code: 'E004',
  first_name: 'Carlos',
  last_name: 'López Navarro',
  nif: '12345678Z',
  email: 'carlos@taller.test',
  phone: '612345678',
  position: 'mecanico',
  trade: 'electrician',
  hire_date: '2020-03-01',
  hourly_cost_cents: 2200,
  labor_rate_category: 'oficial_1',
};

function errorsOf(result: ReturnType<typeof checkEmployeeFields>) {
  return result.valid ? [] : result.errors;
}

describe('employee fields', () => {
  it('normalises a new employee: NIF, e-mail, phone, names; the trade from the position', () => {
    const result = checkEmployeeFields(
      {
        first_name: '  Lucía ',
        last_name: ' García ',
        nif: ' 12.345.678-z ',
        email: ' Lucia@Taller.TEST ',
        phone: '+34 612 34 56 78',
        position: 'recepcion',
        hire_date: '2026-01-15',
        hourly_cost_cents: 1900,
        labor_rate_category: null,
      },
      null,
      TODAY,
    );
    expect(result).toEqual({
      valid: true,
      values: {
        code: null,
        first_name: 'Lucía',
        last_name: 'García',
        nif: '12345678Z',
        email: 'lucia@taller.test',
        phone: '612345678',
        position: 'recepcion',
        trade: 'reception',
        hire_date: '2026-01-15',
        hourly_cost_cents: 1900,
        labor_rate_category: null,
      },
    });
  });

  it('accepts a NIE and upper-cases a given code', () => {
    const result = checkEmployeeFields(
      { first_name: 'Ana', position: 'mecanico', nif: 'x1234567l', code: 'e010' },
      null,
      TODAY,
    );
    expect(result).toMatchObject({ valid: true, values: { nif: 'X1234567L', code: 'E010' } });
  });

  it('requires a first name and a position on a new employee', () => {
    expect(errorsOf(checkEmployeeFields({}, null, TODAY))).toEqual([
      { field: 'first_name', code: 'required', message: EMPLOYEE_FIELD_MESSAGES.firstNameRequired },
      { field: 'position', code: 'required', message: EMPLOYEE_FIELD_MESSAGES.positionRequired },
    ]);
  });

  it('tells a wrong NIF letter from a wrong shape, on the nif field', () => {
    const wrongLetter = checkEmployeeFields(
      { first_name: 'Ana', position: 'mecanico', nif: '12345678A' },
      null,
      TODAY,
    );
    expect(errorsOf(wrongLetter)).toEqual([
      {
        field: 'nif',
        code: 'taxIdControlLetter',
        message: PERSONAL_TAX_ID_MESSAGES.control_letter,
      },
    ]);
    const company = checkEmployeeFields(
      { first_name: 'Ana', position: 'mecanico', nif: 'B12345674' },
      null,
      TODAY,
    );
    expect(errorsOf(company)).toEqual([
      { field: 'nif', code: 'isTaxId', message: PERSONAL_TAX_ID_MESSAGES.format },
    ]);
  });

  it('reports every problem at once, each on its field', () => {
    const result = checkEmployeeFields(
      {
        first_name: ' ',
        code: 'E 1',
        email: 'no-es-correo',
        phone: '12345',
        position: 'recepcion',
        trade: 'painter',
        hire_date: '2026-02-30',
        hourly_cost_cents: 2.5,
        labor_rate_category: 'maestro' as never,
      },
      null,
      TODAY,
    );
    expect(errorsOf(result).map((error) => error.field)).toEqual([
      'code',
      'first_name',
      'email',
      'phone',
      'trade',
      'hire_date',
      'hourly_cost_cents',
      'labor_rate_category',
    ]);
    expect(errorsOf(result).find((error) => error.field === 'trade')?.message).toBe(
      'La especialidad no corresponde al puesto.',
    );
  });

  it('refuses a hire date more than a year ahead or before 1950, and an unknown position', () => {
    const ahead = checkEmployeeFields({ hire_date: '2027-11-28' }, CARLOS, TODAY);
    expect(errorsOf(ahead)).toEqual([
      { field: 'hire_date', code: 'hireDateAhead', message: EMPLOYEE_FIELD_MESSAGES.hireDateAhead },
    ]);
    expect(checkEmployeeFields({ hire_date: '2027-11-27' }, CARLOS, TODAY).valid).toBe(true);
    expect(errorsOf(checkEmployeeFields({ hire_date: '1949-12-31' }, CARLOS, TODAY))).toHaveLength(
      1,
    );
    expect(errorsOf(checkEmployeeFields({ position: 'jefe' as never }, CARLOS, TODAY))).toEqual([
      { field: 'position', code: 'isIn', message: EMPLOYEE_FIELD_MESSAGES.position },
    ]);
  });

  it('merges an edit over the record: untouched fields are kept, null clears', () => {
    const result = checkEmployeeFields(
      { email: null, phone: '', nif: null, hire_date: null, labor_rate_category: null },
      CARLOS,
      TODAY,
    );
    expect(result).toEqual({
      valid: true,
      values: {
        ...CARLOS,
        email: null,
        phone: null,
        nif: null,
        hire_date: null,
        labor_rate_category: null,
      },
    });
    expect(errorsOf(checkEmployeeFields({ code: '' }, CARLOS, TODAY))).toEqual([
      { field: 'code', code: 'employeeCode', message: EMPLOYEE_FIELD_MESSAGES.code },
    ]);
  });

  it('keeps a mechanic’s trade while it fits the position, and moves it when it does not', () => {
    expect(checkEmployeeFields({ last_name: 'López' }, CARLOS, TODAY)).toMatchObject({
      values: { trade: 'electrician' },
    });
    expect(checkEmployeeFields({ position: 'jefe_taller' }, CARLOS, TODAY)).toMatchObject({
      values: { position: 'jefe_taller', trade: 'manager' },
    });
    expect(tradeForPosition('mecanico', undefined, 'office')).toBe('mechanic');
    expect(tradeForPosition('mecanico', 'painter', 'mechanic')).toBe('painter');
    expect(tradeForPosition('recambios', 'painter', null)).toBeNull();
  });

  it('lists the fields an edit changed', () => {
    expect(changedEmployeeFields(CARLOS, CARLOS)).toEqual([]);
    expect(
      changedEmployeeFields(CARLOS, { ...CARLOS, phone: '699999999', position: 'jefe_taller' }),
    ).toEqual(['phone', 'position']);
  });

  it('numbers generated codes E001, E002…', () => {
    expect(nextEmployeeCode(0)).toBe('E001');
    expect(nextEmployeeCode(9)).toBe('E010');
    expect(nextEmployeeCode(999)).toBe('E1000');
  });
});

describe('kiosk PIN', () => {
  it('takes 4 to 6 digits', () => {
    expect(kioskPinErrors('2580')).toEqual([]);
    expect(kioskPinErrors('902715')).toEqual([]);
  });

  it('refuses anything but 4–6 digits, with a Spanish message on kiosk_pin', () => {
    for (const pin of ['12a4', '123', '1234567', ' 2580', '', 2580, null]) {
      expect(kioskPinErrors(pin)).toEqual([
        { field: 'kiosk_pin', code: 'kioskPin', message: KIOSK_PIN_MESSAGES.format },
      ]);
    }
  });

  it('refuses repeated and consecutive digits', () => {
    for (const pin of ['0000', '1111', '1234', '4321', '345678', '987654']) {
      expect(kioskPinErrors(pin)).toEqual([
        { field: 'kiosk_pin', code: 'kioskPinWeak', message: KIOSK_PIN_MESSAGES.weak },
      ]);
    }
    expect(kioskPinErrors('1235')).toEqual([]);
  });
});
