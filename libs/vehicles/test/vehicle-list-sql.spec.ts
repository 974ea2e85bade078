import { vehicleListQuery } from '../src/queries/vehicle-list.sql';
import {
  ownersByPlateStatement,
  paletteAsksOwners,
  vehicleSearchStatement,
} from '../src/queries/vehicle-search.sql';

// The vehicles list's and palette's SQL builders (the API's readers and the bench's floor run
// them).

describe('vehicleListQuery', () => {
  it('reads the page’s ids from the sort’s index first', () => {
    const query = vehicleListQuery({
      make: 'Toyota',
      fuel: 'hybrid',
      sort: 'plate',
      page: 1,
      limit: 20,
    });
    expect(query.count.clause).toBe(
      'v.deleted_at is null and lower(v.make) = lower($1) and v.fuel = $2',
    );
    const page = query.page();
    expect(page?.text).toContain('from (select v.id from vehicle v where');
    expect(page?.values).toEqual(['Toyota', 'hybrid', 20, 0]);
  });

  it('matches a search on the text, the plate and the VIN, walking for a word', () => {
    const page = vehicleListQuery({ search: 'golf', sort: 'plate', page: 1, limit: 20 }).page();
    expect(page?.text).toContain('limit 5000) v');
    expect(page?.values).toEqual(['golf', 'GOLF', 20, 0]);
  });

  it('does not walk for a plate', () => {
    const page = vehicleListQuery({ search: '1234 BCD', sort: 'plate', page: 1, limit: 20 }).page();
    expect(page?.text).toContain('limit 0) v');
  });
});

describe('the palette', () => {
  it('asks for owners only when the text can be a name', () => {
    expect(paletteAsksOwners('iglesias')).toBe(true);
    expect(paletteAsksOwners('1234 BCD')).toBe(false);
    expect(vehicleSearchStatement('1234 bcd', 5, []).values).toEqual([
      '1234 bcd',
      '1234BCD',
      5,
      [],
      false,
    ]);
    expect(vehicleSearchStatement('éèà', 5, ['x']).values[1]).toBe('');
  });

  it('matches two characters only at the start: plates, then the owners’ vehicles', () => {
    const short = vehicleSearchStatement('4-0', 5, ['x']);
    expect(short.values).toEqual(['40', 5, ['x']]);
    expect(short.text).not.toContain(`like '%'`);
    expect(vehicleSearchStatement('go', 5, []).values[0]).toBe('GO');
  });
});

describe('owners by plate', () => {
  it('looks two characters up by the start of the plate, in plate order', () => {
    const { text, values } = ownersByPlateStatement('GA', 5);
    expect(values).toEqual(['GA', 5]);
    expect(text).toContain(`plate_normalized >= $1 and plate_normalized < $1 || U&'\\FFFF'`);
    expect(text).not.toContain(`like '%'`);
  });

  it('looks three characters up anywhere in the plate, the exact plate first', () => {
    const { text } = ownersByPlateStatement('4082', 5);
    expect(text).toContain(`plate_normalized like '%' || $1 || '%'`);
    expect(text).toContain('order by plate_normalized = $1 desc');
  });
});
