/**
 * Numbered placeholders for SQL built from optional filters: `params.add(value)` returns `$n` and
 * keeps the value in order, so a WHERE clause can grow without counting by hand.
 */
export class SqlParams {
  readonly values: unknown[];

  /** Placeholders after `values` (a copy): `$${values.length + 1}` comes next. */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A copy of the values so far (a count query that shares the WHERE but not LIMIT/OFFSET). */
  snapshot(): unknown[] {
    return [...this.values];
  }
}
