import { classifyAbc, summarizeAbc } from '../src/domain/abc-classification';

const classes = (values: number[]) =>
  classifyAbc(values.map((value, i) => ({ id: `p${i}`, value }))).map((c) => `${c.id}:${c.abc}`);

describe('ABC classification by consumption value', () => {
  it('A makes the first 80 %, B the next 15 %, C the rest, highest value first', () => {
    // Total 1000: 500 (0 → 50 %), 250 (50 → 75 %), 100 (75 → 85 %: starts in A), 60 (85 → 91 %),
    // 40 (91 → 95 %), 30 (95 → 98 %: starts at 95, C), 20.
    expect(classes([100, 20, 500, 60, 250, 30, 40])).toEqual([
      'p2:A',
      'p4:A',
      'p0:A',
      'p3:B',
      'p6:B',
      'p5:C',
      'p1:C',
    ]);
  });

  it('the item crossing a threshold stays in the class it starts in; exact thresholds close it', () => {
    expect(classes([80, 15, 5])).toEqual(['p0:A', 'p1:B', 'p2:C']);
    expect(classes([79, 10, 11])).toEqual(['p0:A', 'p2:A', 'p1:B']);
    expect(classes([79, 16, 5])).toEqual(['p0:A', 'p1:A', 'p2:C']);
    // A single item holding everything is A.
    expect(classes([1])).toEqual(['p0:A']);
  });

  it('items without value are C, and everything is C when nothing has value', () => {
    expect(classes([0, 10, -5])).toEqual(['p1:A', 'p0:C', 'p2:C']);
    expect(classes([0, 0])).toEqual(['p0:C', 'p1:C']);
    expect(classifyAbc([])).toEqual([]);
  });

  it('equal values keep the input order (stable), so the caller breaks ties', () => {
    expect(classes([10, 10, 10, 10, 10])).toEqual(['p0:A', 'p1:A', 'p2:A', 'p3:A', 'p4:B']);
    const reversed = classifyAbc([
      { id: 'z', value: 10 },
      { id: 'a', value: 10 },
    ]);
    expect(reversed.map((c) => c.id)).toEqual(['z', 'a']);
  });

  it('compares on integers: no float drift at the thresholds', () => {
    // Adding shares in floats, 0.7 + 0.1 = 0.7999…: the third item would wrongly start in A.
    expect(classes([7, 1, 1, 1])).toEqual(['p0:A', 'p1:A', 'p2:B', 'p3:B']);
  });

  it('summarises parts, value and share per class; unlisted parts count as C', () => {
    const summary = summarizeAbc(
      classifyAbc([
        { id: 'a', value: 700 },
        { id: 'b', value: 200 },
        { id: 'c', value: 100 },
      ]),
      4,
    );
    expect(summary).toEqual({
      A: { parts: 2, value: 900, share: 0.9 },
      B: { parts: 1, value: 100, share: 0.1 },
      C: { parts: 4, value: 0, share: 0 },
    });
    expect(summarizeAbc([], 3)).toEqual({
      A: { parts: 0, value: 0, share: 0 },
      B: { parts: 0, value: 0, share: 0 },
      C: { parts: 3, value: 0, share: 0 },
    });
  });
});
