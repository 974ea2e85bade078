import {
  addMonths,
  averageStockValue,
  daysOfCoverOf,
  deadStockCutoff,
  monthStart,
  monthsSpanned,
  resolveAnalyticsPeriod,
  rotationOf,
} from '../src/domain/stock-analytics';

describe('inventory analytics: the period', () => {
  it('month arithmetic across years', () => {
    expect(monthStart('2027-03-17')).toBe('2027-03-01');
    expect(addMonths('2027-03-17', -11)).toBe('2026-04-01');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(monthsSpanned('2026-04-30', '2027-03-01')).toBe(12);
    expect(monthsSpanned('2027-03-01', '2027-03-31')).toBe(1);
  });

  it('defaults to the last 12 months up to today, the current one included', () => {
    const { period } = resolveAnalyticsPeriod({}, '2027-03-17');
    expect(period).toMatchObject({
      from: '2026-04-01',
      to: '2027-03-17',
      firstMonth: '2026-04-01',
      lastMonth: '2027-03-01',
    });
    expect(period?.months).toHaveLength(12);
    expect(period?.months[0]).toBe('2026-04');
    expect(period?.months[11]).toBe('2027-03');
    // 1 April 2026 → 17 March 2027: 351 days.
    expect(period?.days).toBe(351);
    expect(resolveAnalyticsPeriod({ to: '2026-06-10' }, '2027-03-17').period).toMatchObject({
      from: '2025-07-01',
      to: '2026-06-10',
    });
    expect(resolveAnalyticsPeriod({ from: '2027-01-05' }, '2027-03-17').period).toMatchObject({
      from: '2027-01-05',
      to: '2027-03-17',
      months: ['2027-01', '2027-02', '2027-03'],
    });
  });

  it('reads whole months: days run from the first of the month to the month end or today', () => {
    expect(
      resolveAnalyticsPeriod({ from: '2026-02-15', to: '2026-02-20' }, '2027-03-17').period,
    ).toMatchObject({ months: ['2026-02'], days: 28 });
    expect(
      resolveAnalyticsPeriod({ from: '2027-03-10', to: '2027-05-31' }, '2027-03-17').period?.days,
    ).toBe(17);
    expect(
      resolveAnalyticsPeriod({ from: '2028-01-01', to: '2028-02-01' }, '2027-03-17').period?.days,
    ).toBe(0);
  });

  it('refuses unreal dates, an end before the start and more than 36 months, in Spanish', () => {
    expect(
      resolveAnalyticsPeriod({ from: '2027-02-30', to: '2027-13-01' }, '2027-03-17').errors,
    ).toEqual([
      expect.objectContaining({ field: 'from', code: 'isDate' }),
      expect.objectContaining({ field: 'to', code: 'isDate' }),
    ]);
    expect(resolveAnalyticsPeriod({ from: '2027-03-02', to: '2027-03-01' }, '2027-03-17')).toEqual({
      period: null,
      errors: [
        {
          field: 'to',
          code: 'dateOrder',
          message: 'La fecha «hasta» no puede ser anterior a la fecha «desde».',
        },
      ],
    });
    expect(
      resolveAnalyticsPeriod({ from: '2024-01-31', to: '2026-12-01' }, '2027-03-17').errors,
    ).toEqual([]);
    expect(
      resolveAnalyticsPeriod({ from: '2024-01-31', to: '2027-01-01' }, '2027-03-17').errors,
    ).toEqual([expect.objectContaining({ field: 'to', code: 'periodTooLong' })]);
  });
});

describe('inventory analytics: the figures', () => {
  it('average stock: the opening and each month end, derived back from today', () => {
    // Today 1000 €; March +200 (received), February −300 (consumed), January nothing.
    const net = new Map([
      ['2027-02', -30_000],
      ['2027-03', 20_000],
    ]);
    // Opening (1 Jan) 1100, end Jan 1100, end Feb 800, end Mar (today) 1000 → 4000 / 4.
    expect(averageStockValue(100_000, net, ['2027-01', '2027-02', '2027-03'], '2027-03')).toBe(
      100_000,
    );
    // A period ended in February still undoes March: opening 1100, end Jan 1100, end Feb 800.
    expect(averageStockValue(100_000, net, ['2027-01', '2027-02'], '2027-03')).toBe(100_000);
    // Months ahead of today are not counted; a negative past value counts as zero.
    expect(
      averageStockValue(10_000, new Map([['2027-03', 50_000]]), ['2027-03', '2027-04'], '2027-03'),
    ).toBe(5_000);
    expect(averageStockValue(0, new Map(), [], '2027-03')).toBe(0);
  });

  it('rotation is consumption over average stock, two decimals; null without stock', () => {
    expect(rotationOf(300_000, 100_000)).toBe(3);
    expect(rotationOf(100_000, 30_000)).toBe(3.33);
    expect(rotationOf(0, 30_000)).toBe(0);
    expect(rotationOf(100, 0)).toBeNull();
  });

  it('days of cover: stock value over the daily consumption, one decimal; null without it', () => {
    // 365 days consumed 3650 € (10 €/day); 1000 € of stock lasts 100 days.
    expect(daysOfCoverOf(100_000, 365_000, 365)).toBe(100);
    expect(daysOfCoverOf(100_000, 300_000, 31)).toBe(10.3);
    expect(daysOfCoverOf(100_000, 0, 31)).toBeNull();
    expect(daysOfCoverOf(100_000, 100, 0)).toBeNull();
    expect(daysOfCoverOf(0, 100, 10)).toBe(0);
  });

  it('dead stock is older than the cutoff', () => {
    expect(deadStockCutoff(new Date('2027-03-17T10:00:00Z'), 180).toISOString()).toBe(
      '2026-09-18T10:00:00.000Z',
    );
  });
});
