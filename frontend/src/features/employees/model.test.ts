import type { EmployeeDetail } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_EMPLOYEE,
  formValuesOf,
  inputOf,
  listParamsOf,
  listQueryOf,
  nifProblem,
  patchChangesSomething,
  patchOf,
  pinProblem,
} from './model';

const CARLOS: EmployeeDetail = {
  id: 'e-4',
  code: 'E004',
  full_name: 'Carlos López Navarro',
  first_name: 'Carlos',
  last_name: 'López Navarro',
  nif: '12345678Z',
  email: 'carlos@taller.test',
  phone: '612345678',
  position: 'mecanico',
  trade: 'mechanic',
  hire_date: '2020-03-01',
  hourly_cost_cents: 2200,
  labor_rate_category: 'oficial_1',
  active: true,
  user_id: 'u-4',
  has_kiosk_pin: true,
  version: 3,
  user_email: 'mecanico1@taller.test',
  user_full_name: 'Carlos López',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('employees model', () => {
  it('reads the list state from the address, refusing what the API would', () => {
    expect(
      listParamsOf(
        new URLSearchParams(
          'search=ana&status=inactive&position=recepcion&sort=-code&page=2&limit=50',
        ),
      ),
    ).toEqual({
      search: 'ana',
      status: 'inactive',
      position: 'recepcion',
      sort: '-code',
      page: 2,
      limit: 50,
    });
    expect(listParamsOf(new URLSearchParams('status=x&position=y&sort=z&page=-1&limit=7'))).toEqual(
      {
        search: '',
        status: undefined,
        position: undefined,
        sort: 'name',
        page: 1,
        limit: 20,
      },
    );
  });

  it('asks the API for active=true/false from the status filter', () => {
    const state = listParamsOf(new URLSearchParams('status=active'));
    expect(listQueryOf(state)).toMatchObject({ active: true, search: undefined });
    expect(listQueryOf({ ...state, status: 'inactive' }).active).toBe(false);
    expect(listQueryOf({ ...state, status: undefined }).active).toBeUndefined();
  });

  it('checks a NIF/NIE: shape, then control letter; a CIF is no employee’s', () => {
    expect(nifProblem('')).toBeNull();
    expect(nifProblem('12.345.678-z')).toBeNull();
    expect(nifProblem('X1234567L')).toBeNull();
    expect(nifProblem('12345678A')).toBe('control');
    expect(nifProblem('X1234567A')).toBe('control');
    expect(nifProblem('B12345674')).toBe('format');
    expect(nifProblem('1234')).toBe('format');
  });

  it('checks a kiosk PIN like the server', () => {
    expect(pinProblem('')).toBeNull();
    expect(pinProblem('2580')).toBeNull();
    expect(pinProblem('12a4')).toBe('format');
    expect(pinProblem('1234567')).toBe('format');
    expect(pinProblem('1111')).toBe('weak');
    expect(pinProblem('6543')).toBe('weak');
  });

  it('builds a new employee: cents from euros, empty optional fields as null, no empty code', () => {
    expect(
      inputOf({
        ...EMPTY_EMPLOYEE,
        first_name: ' Ana ',
        position: 'recepcion',
        trade: 'reception',
        nif: '12.345.678-z',
        hourly_cost_eur: 19.5,
        kiosk_pin: '2580',
      }),
    ).toEqual({
      first_name: 'Ana',
      last_name: '',
      nif: '12345678Z',
      email: null,
      phone: null,
      position: 'recepcion',
      trade: 'reception',
      hire_date: null,
      hourly_cost_cents: 1950,
      labor_rate_category: null,
      user_id: null,
      kiosk_pin: '2580',
    });
  });

  it('patches only what changed, with the version; the PIN only when typed or removed', () => {
    const values = formValuesOf(CARLOS);
    expect(patchOf(values, CARLOS)).toEqual({ version: 3 });
    expect(patchChangesSomething(patchOf(values, CARLOS))).toBe(false);
    expect(patchOf({ ...values, phone: '699 000 111', hourly_cost_eur: 23 }, CARLOS)).toEqual({
      version: 3,
      phone: '699 000 111',
      hourly_cost_cents: 2300,
    });
    expect(patchOf({ ...values, kiosk_pin: '2580' }, CARLOS)).toEqual({
      version: 3,
      kiosk_pin: '2580',
    });
    expect(patchOf({ ...values, remove_kiosk_pin: true }, CARLOS)).toEqual({
      version: 3,
      kiosk_pin: null,
    });
    expect(patchOf({ ...values, user_id: null }, CARLOS)).toEqual({ version: 3, user_id: null });
  });
});
