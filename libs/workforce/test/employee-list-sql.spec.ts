import { employeeListQuery } from '../src/queries/employee-list.sql';

describe('employees list SQL', () => {
  it('pages the whole staff by name without filters', () => {
    const { rows, count } = employeeListQuery({ sort: 'name', page: 3, limit: 20 });
    expect(rows.text).toMatch(
      /order by lower\(px_unaccent\(e\.first_name \|\| ' ' \|\| e\.last_name\)\), e\.id limit \$1 offset \$2$/,
    );
    expect(rows.values).toEqual([20, 40]);
    expect(count).toEqual({ text: 'select count(*)::int as total from employee e', values: [] });
    expect(rows.text).toContain('(e.kiosk_pin_hash is not null) as has_kiosk_pin');
    // The hash itself is never selected: only whether there is one.
    expect(rows.text.replace('(e.kiosk_pin_hash is not null)', '')).not.toContain('kiosk_pin_hash');
  });

  it('searches names, code and e-mail unaccented, and the NIF normalised; filters share the count', () => {
    const { rows, count } = employeeListQuery({
      search: ' 12.345-678z ',
      active: false,
      position: 'mecanico',
      sort: '-hire_date',
      page: 1,
      limit: 50,
    });
    expect(rows.values).toEqual(['12.345-678z', '12345678Z', false, 'mecanico', 50, 0]);
    expect(count.values).toEqual(['12.345-678z', '12345678Z', false, 'mecanico']);
    expect(count.text).toContain('e.active = $3 and e.position = $4');
    expect(rows.text).toContain('order by e.hire_date desc nulls last, e.id desc');
  });

  it('escapes LIKE wildcards typed by the user', () => {
    const { rows } = employeeListQuery({ search: '50%_x', sort: 'code', page: 1, limit: 20 });
    expect(rows.values[0]).toBe('50\\%\\_x');
  });
});
