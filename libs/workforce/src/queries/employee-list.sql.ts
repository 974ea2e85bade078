import { type EmployeePosition, type EmployeeSort, normalizeTaxId } from '@px/contracts';
import { SqlParams, escapeLike, skipOf } from '@px/platform';

// The employees list's SQL, pure (a validated filter in, statements out). A workshop has tens of
// employees, not millions: a plain filtered page and its count.

export interface EmployeeListFilter {
  /** Name, code, e-mail or NIF/NIE (accents and case ignored). */
  search?: string;
  active?: boolean;
  position?: EmployeePosition;
  sort: EmployeeSort;
  page: number;
  limit: number;
}

/** What every row of the list and the detail carry (never the PIN's hash: only whether there is one). */
export const EMPLOYEE_COLUMNS = `e.id, e.code, trim(e.first_name || ' ' || e.last_name) as full_name,
  e.first_name, e.last_name, e.nif, e.email, e.phone, e.position, e.trade,
  to_char(e.hire_date, 'YYYY-MM-DD') as hire_date, e.hourly_cost_cents, e.labor_rate_category,
  e.active, e.user_id, (e.kiosk_pin_hash is not null) as has_kiosk_pin, e.version`;

/** The name as the list sorts it: lower case without accents (Álvaro before Berta). */
const NAME_KEY = `lower(px_unaccent(e.first_name || ' ' || e.last_name))`;

const ORDER: Record<EmployeeSort, string> = {
  name: `${NAME_KEY}, e.id`,
  '-name': `${NAME_KEY} desc, e.id desc`,
  code: 'lower(e.code), e.id',
  '-code': 'lower(e.code) desc, e.id desc',
  hire_date: 'e.hire_date nulls last, e.id',
  '-hire_date': 'e.hire_date desc nulls last, e.id desc',
};

export interface EmployeeListStatements {
  rows: { text: string; values: unknown[] };
  count: { text: string; values: unknown[] };
}

/** The page's statement and its count's, sharing one WHERE. */
export function employeeListQuery(filter: EmployeeListFilter): EmployeeListStatements {
  const params = new SqlParams();
  const where: string[] = [];
  const search = filter.search?.trim();
  if (search) {
    const text = params.add(escapeLike(search));
    const taxId = params.add(escapeLike(normalizeTaxId(search)));
    where.push(`(lower(px_unaccent(e.first_name || ' ' || e.last_name || ' ' || e.code || ' '
        || coalesce(e.email, ''))) like '%' || lower(px_unaccent(${text})) || '%'
      or (${taxId} <> '' and e.nif like '%' || ${taxId} || '%'))`);
  }
  if (filter.active !== undefined) where.push(`e.active = ${params.add(filter.active)}`);
  if (filter.position) where.push(`e.position = ${params.add(filter.position)}`);
  const clause = where.length ? ` where ${where.join(' and ')}` : '';
  const countValues = params.snapshot();
  const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
  return {
    rows: {
      text: `select ${EMPLOYEE_COLUMNS} from employee e${clause} order by ${ORDER[filter.sort]} ${page}`,
      values: params.values,
    },
    count: { text: `select count(*)::int as total from employee e${clause}`, values: countValues },
  };
}
