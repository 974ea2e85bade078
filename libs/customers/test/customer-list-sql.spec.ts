import { customerListQuery } from '../src/queries/customer-list.sql';
import {
  customerIdsByNameStatements,
  customerTextSearchStatement,
} from '../src/queries/customer-search.sql';

// The customers list's and lookups' SQL builders (the API's readers and the bench's floor run
// them): which statement a filter makes, and with which values.

describe('customerListQuery', () => {
  it('pages the live customers by name, counting with the filters only', () => {
    const query = customerListQuery({ type: 'company', sort: 'name', page: 2, limit: 20 });
    expect(query.count).toEqual({
      list: 'customer',
      from: 'customer c',
      clause: 'c.deleted_at is null and c.merged_into_id is null and c.type = $1',
      values: ['company'],
    });
    expect(query.totalFirst).toBe(false);
    const page = query.page();
    expect(page?.text).toMatch(/order by c\.name_key, c\.id limit \$2 offset \$3$/);
    expect(page?.values).toEqual(['company', 20, 20]);
  });

  it('walks for a word, escaping LIKE wildcards, and matches the NIF and the phone', () => {
    const query = customerListQuery({ search: ' garcía_ ', sort: 'name', page: 2, limit: 20 });
    const page = query.page();
    expect(page?.text).toContain('limit 10000) c');
    expect(page?.values).toEqual(['garcía\\_', 'GARCÍA_', 20, 20]);
    expect(query.count.clause).toContain('c.nif = $2');
  });

  it('goes straight to the indexes for an identifier and adds the phone digits', () => {
    const page = customerListQuery({ search: '600 123', sort: 'name', page: 1, limit: 20 }).page();
    expect(page?.text).toContain('limit 0) c');
    expect(page?.text).toContain(`c.phone_digits like '%' || $3 || '%'`);
    expect(page?.values).toEqual(['600 123', '600123', '600123', 20, 0]);
  });

  it('reads the last page from the end once the total is known', () => {
    const query = customerListQuery({ sort: '-name', page: 50_010, limit: 20 });
    expect(query.totalFirst).toBe(true);
    const page = query.page(1_000_190);
    expect(page?.reversed).toBe(true);
    expect(page?.text).toContain('order by c.name_key, c.id');
    expect(page?.values).toEqual([10, 0]);
    expect(query.page(1_000_000)).toBeNull();
  });
});

describe('the lookups', () => {
  it('asks the palette with the escaped text, the NIF, and whether to walk', () => {
    expect(customerTextSearchStatement('97655983F', 5).values).toEqual([
      '97655983F',
      '97655983F',
      5,
      '97655983F',
      false,
      true,
    ]);
    const byPhone = customerTextSearchStatement('(615)', 5);
    expect(byPhone.values).toEqual(['(615)', '(615)', 5, '(615)', true, true, '615']);
    expect(byPhone.text).toContain(`c.phone_digits like '%' || $7 || '%'`);
  });

  it('matches two characters only at the start: no walk, nothing found anywhere', () => {
    expect(customerTextSearchStatement('ga', 5).values).toEqual([
      'ga',
      'GA',
      5,
      'ga',
      false,
      false,
    ]);
    expect(customerTextSearchStatement('g-a', 5).values.slice(4)).toEqual([false, false]);
    expect(customerTextSearchStatement('gar', 5).values.slice(4)).toEqual([true, true]);
  });

  it('finds owners by name starting with the text, then anywhere (escaped)', () => {
    const { starting, anywhere } = customerIdsByNameStatements('500%', 50);
    expect(starting.values).toEqual(['500%', 50]);
    expect(anywhere?.values).toEqual(['500\\%', 50]);
  });

  it('finds owners of two characters only by the start of their names', () => {
    const { starting, anywhere } = customerIdsByNameStatements('ga', 50);
    expect(starting.values).toEqual(['ga', 50]);
    expect(anywhere).toBeNull();
  });
});
