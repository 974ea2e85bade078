import {
  holidaysOfYear,
  isSpanishRegion,
  regionErrors,
  spanishRegions,
} from '../src/domain/holiday-calendar';

describe('Spain’s public holidays (date-holidays)', () => {
  it('lists the national public holidays of 2026 in Spanish, observances left out', () => {
    expect(holidaysOfYear(2026, null)).toEqual([
      { date: '2026-01-01', name: 'Año Nuevo', scope: 'national' },
      { date: '2026-01-06', name: 'Día de los Reyes Magos', scope: 'national' },
      { date: '2026-04-03', name: 'Viernes Santo', scope: 'national' },
      { date: '2026-05-01', name: 'Día del Trabajador', scope: 'national' },
      { date: '2026-08-15', name: 'Asunción', scope: 'national' },
      { date: '2026-10-12', name: 'Fiesta Nacional de España', scope: 'national' },
      { date: '2026-11-01', name: 'Todos los Santos', scope: 'national' },
      { date: '2026-12-06', name: 'Día de la Constitución Española', scope: 'national' },
      { date: '2026-12-08', name: 'La inmaculada concepción', scope: 'national' },
      { date: '2026-12-25', name: 'Navidad', scope: 'national' },
    ]);
  });

  it('adds Madrid’s own days in 2026, the substitute Mondays included', () => {
    const madrid = holidaysOfYear(2026, 'MD');
    expect(madrid.filter((h) => h.scope === 'regional')).toEqual([
      { date: '2026-04-02', name: 'Jueves Santo', scope: 'regional' },
      { date: '2026-05-02', name: 'Día de la Comunidad de Madrid', scope: 'regional' },
      { date: '2026-11-02', name: 'Todos los Santos (día sustituto)', scope: 'regional' },
      {
        date: '2026-12-07',
        name: 'Día de la Constitución Española (día sustituto)',
        scope: 'regional',
      },
    ]);
    expect(madrid).toHaveLength(14);
    expect(madrid).toContainEqual({ date: '2026-01-01', name: 'Año Nuevo', scope: 'national' });
    expect(madrid).toContainEqual({ date: '2026-12-25', name: 'Navidad', scope: 'national' });
    // San Isidro is the city's holiday, an observance for the region: not a day off here.
    expect(madrid.map((h) => h.date)).not.toContain('2026-05-16');
  });

  it('knows Cataluña’s: Sant Joan, the Diada, Easter Monday and Sant Esteve', () => {
    const regional = holidaysOfYear(2026, 'CT').filter((h) => h.scope === 'regional');
    expect(regional.map((h) => h.date)).toEqual([
      '2026-04-06',
      '2026-06-24',
      '2026-09-11',
      '2026-12-26',
    ]);
    expect(regional[1]).toEqual({ date: '2026-06-24', name: 'San Juan', scope: 'regional' });
    // Maundy Thursday is not a public holiday in Cataluña.
    expect(holidaysOfYear(2026, 'CT').map((h) => h.date)).not.toContain('2026-04-02');
  });

  it('reads the region code in any case', () => {
    expect(holidaysOfYear(2026, ' md ')).toEqual(holidaysOfYear(2026, 'MD'));
    expect(holidaysOfYear(2026, 'an')).toContainEqual({
      date: '2026-02-28',
      name: 'Día de Andalucía',
      scope: 'regional',
    });
  });

  it('keeps one holiday per date, the first named (Madrid’s 2 May moved to Monday in 2027)', () => {
    const madrid2027 = holidaysOfYear(2027, 'MD');
    const dates = madrid2027.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(madrid2027.filter((h) => h.date.startsWith('2027-05'))).toEqual([
      { date: '2027-05-01', name: 'Día del Trabajador', scope: 'national' },
      { date: '2027-05-03', name: 'Día de la Comunidad de Madrid', scope: 'regional' },
    ]);
  });

  it('merges the town’s holidays into free dates only (national > regional > local)', () => {
    const holidays = holidaysOfYear(2026, 'MD', [
      { date: '2026-05-15', name: ' San Isidro ' },
      { date: '2026-11-09', name: 'Nuestra Señora de la Almudena' },
      { date: '2026-12-25', name: 'Fiesta local repetida' },
      { date: '2026-05-02', name: 'Otra fiesta' },
      { date: '2027-05-15', name: 'San Isidro del año siguiente' },
      { date: '2026-02-30', name: 'Fecha imposible' },
    ]);
    expect(holidays.filter((h) => h.scope === 'local')).toEqual([
      { date: '2026-05-15', name: 'San Isidro', scope: 'local' },
      { date: '2026-11-09', name: 'Nuestra Señora de la Almudena', scope: 'local' },
    ]);
    expect(holidays.find((h) => h.date === '2026-12-25')).toEqual({
      date: '2026-12-25',
      name: 'Navidad',
      scope: 'national',
    });
    expect(holidays.find((h) => h.date === '2026-05-02')?.scope).toBe('regional');
    expect(holidays).toHaveLength(16);
    const dates = holidays.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses a region it does not know', () => {
    expect(() => holidaysOfYear(2026, 'XX')).toThrow(RangeError);
  });
});

describe('the regions to choose from', () => {
  it('lists the 17 communities and Ceuta and Melilla by Spanish name', () => {
    const regions = spanishRegions();
    expect(regions).toHaveLength(19);
    expect(regions).toContainEqual({ code: 'MD', name: 'Comunidad de Madrid' });
    expect(regions).toContainEqual({ code: 'CT', name: 'Cataluña' });
    expect(regions).toContainEqual({ code: 'AN', name: 'Andalucía' });
    expect(regions).toContainEqual({ code: 'VC', name: 'Comunitat Valenciana' });
    // The library's English names, put in Spanish.
    expect(regions).toContainEqual({ code: 'CM', name: 'Castilla-La Mancha' });
    expect(regions).toContainEqual({ code: 'MC', name: 'Región de Murcia' });
    const names = regions.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names[0]).toBe('Andalucía');
  });

  it('validates a region setting', () => {
    expect(isSpanishRegion('MD')).toBe(true);
    expect(isSpanishRegion('ct')).toBe(true);
    expect(isSpanishRegion('XX')).toBe(false);
    expect(regionErrors('MD')).toEqual([]);
    expect(regionErrors('XX', 'region')).toEqual([
      {
        field: 'region',
        code: 'isRegion',
        message: 'La comunidad autónoma indicada no existe o no tiene calendario de festivos.',
      },
    ]);
  });
});
