import {
  EMPLOYEE_POSITIONS,
  EMPLOYEE_SORTS,
  type EmployeeDetail,
  type EmployeeInput,
  type EmployeePatch,
  type EmployeePosition,
  type EmployeeSort,
  type EmployeeTrade,
  KIOSK_PIN_PATTERN,
  type LaborRateCategory,
  TRADES_OF_POSITION,
  normalizeTaxId,
  taxIdKind,
} from '@px/contracts';

export { EMPLOYEE_POSITIONS, EMPLOYEE_SORTS, TRADES_OF_POSITION };

export const DEFAULT_EMPLOYEE_SORT: EmployeeSort = 'name';
export const EMPLOYEE_PAGE_SIZES = [20, 50, 100];
export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
export type EmployeeStatusFilter = (typeof EMPLOYEE_STATUSES)[number];

export interface EmployeeListState {
  search: string;
  status: EmployeeStatusFilter | undefined;
  position: EmployeePosition | undefined;
  sort: EmployeeSort;
  page: number;
  limit: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

/**
 * The list's state as the address holds it (?search=&status=&position=&sort=&page=&limit=).
 * Anything the API would refuse falls back to the default, so an old link still opens a list.
 */
export function listParamsOf(params: URLSearchParams): EmployeeListState {
  const limit = Number(params.get('limit'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: oneOf(EMPLOYEE_STATUSES, params.get('status')),
    position: oneOf(EMPLOYEE_POSITIONS, params.get('position')),
    sort: oneOf(EMPLOYEE_SORTS, params.get('sort')) ?? DEFAULT_EMPLOYEE_SORT,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: EMPLOYEE_PAGE_SIZES.includes(limit) ? limit : EMPLOYEE_PAGE_SIZES[0]!,
  };
}

export interface EmployeeListParams {
  search?: string;
  active?: boolean;
  position?: EmployeePosition;
  sort: EmployeeSort;
  page: number;
  limit: number;
}

/** The address state as the API's query (empty filters left out). */
export function listQueryOf(state: EmployeeListState): EmployeeListParams {
  return {
    search: state.search || undefined,
    active: state.status === undefined ? undefined : state.status === 'active',
    position: state.position,
    sort: state.sort,
    page: state.page,
    limit: state.limit,
  };
}

/**
 * What is wrong with an employee's NIF/NIE, with the shared rule of @px/contracts: `format` when
 * it looks like neither (a company's CIF included: no employee has one), `control` when it does but
 * the control letter does not match. Empty is fine: the NIF is optional.
 */
export function nifProblem(value: string): 'format' | 'control' | null {
  const id = normalizeTaxId(value);
  if (id === '') return null;
  if (!/^(\d{8}|[XYZ]\d{7})[A-Z]$/.test(id)) return 'format';
  const kind = taxIdKind(id);
  return kind === 'nif' || kind === 'nie' ? null : 'control';
}

/** What is wrong with a kiosk PIN (the server's rule): not 4–6 digits, or a repeat or a run. */
export function pinProblem(value: string): 'format' | 'weak' | null {
  if (value === '') return null;
  if (!KIOSK_PIN_PATTERN.test(value)) return 'format';
  const digits = [...value].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - digits[index]!);
  const guessable = [0, 1, -1].some((step) => steps.every((each) => each === step));
  return guessable ? 'weak' : null;
}

/** The form's values: strings for the inputs, euros for the cost. */
export interface EmployeeFormValues {
  code: string;
  first_name: string;
  last_name: string;
  nif: string;
  email: string;
  phone: string;
  position: EmployeePosition | undefined;
  trade: EmployeeTrade | undefined;
  hire_date: string | null;
  hourly_cost_eur: number | null;
  labor_rate_category: LaborRateCategory | null;
  user_id: string | null;
  /** A new PIN (empty: keep the current one). */
  kiosk_pin: string;
  /** Remove the current PIN. */
  remove_kiosk_pin: boolean;
}

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  code: '',
  first_name: '',
  last_name: '',
  nif: '',
  email: '',
  phone: '',
  position: undefined,
  trade: undefined,
  hire_date: null,
  hourly_cost_eur: null,
  labor_rate_category: null,
  user_id: null,
  kiosk_pin: '',
  remove_kiosk_pin: false,
};

/** The form's fields, for the server's 400 field errors. */
export const FORM_FIELDS = [
  'code',
  'first_name',
  'last_name',
  'nif',
  'email',
  'phone',
  'position',
  'trade',
  'hire_date',
  'labor_rate_category',
  'user_id',
  'kiosk_pin',
] as const;

/** The server names the cost in cents; the form shows euros. */
export const fieldOfServer = (field: string): string =>
  field === 'hourly_cost_cents' ? 'hourly_cost_eur' : field;

export function formValuesOf(employee: EmployeeDetail): EmployeeFormValues {
  return {
    code: employee.code,
    first_name: employee.first_name,
    last_name: employee.last_name,
    nif: employee.nif ?? '',
    email: employee.email ?? '',
    phone: employee.phone ?? '',
    position: employee.position,
    trade: employee.trade,
    hire_date: employee.hire_date,
    hourly_cost_eur: employee.hourly_cost_cents / 100,
    labor_rate_category: employee.labor_rate_category,
    user_id: employee.user_id,
    kiosk_pin: '',
    remove_kiosk_pin: false,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A new employee as POST /api/employees takes it (empty optional fields left out or null). */
export function inputOf(values: EmployeeFormValues): EmployeeInput {
  return {
    ...(values.code.trim() ? { code: values.code.trim() } : {}),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    nif: values.nif.trim() === '' ? null : normalizeTaxId(values.nif),
    email: orNull(values.email),
    phone: orNull(values.phone),
    position: values.position!,
    ...(values.trade ? { trade: values.trade } : {}),
    hire_date: values.hire_date,
    hourly_cost_cents: Math.round((values.hourly_cost_eur ?? 0) * 100),
    labor_rate_category: values.labor_rate_category,
    user_id: values.user_id,
    ...(values.kiosk_pin ? { kiosk_pin: values.kiosk_pin } : {}),
  };
}

/**
 * An edit as PATCH /api/employees/{id} takes it: only what changed against the record, with the
 * version read. The PIN goes only when a new one is typed (or removed).
 */
export function patchOf(values: EmployeeFormValues, employee: EmployeeDetail): EmployeePatch {
  const next = inputOf({ ...values, kiosk_pin: '' });
  const before = inputOf(formValuesOf(employee));
  const patch: EmployeePatch = { version: employee.version };
  for (const key of Object.keys(next) as (keyof EmployeeInput)[]) {
    if (next[key] !== before[key]) Object.assign(patch, { [key]: next[key] });
  }
  if (!values.code.trim()) delete patch.code;
  if (values.kiosk_pin) patch.kiosk_pin = values.kiosk_pin;
  else if (values.remove_kiosk_pin && employee.has_kiosk_pin) patch.kiosk_pin = null;
  return patch;
}

/** Whether a patch changes anything besides carrying the version. */
export const patchChangesSomething = (patch: EmployeePatch) => Object.keys(patch).length > 1;
