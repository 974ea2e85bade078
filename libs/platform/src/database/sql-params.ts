import { sqlPieces } from './sql-placeholders';

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

  /**
   * Another statement's `$n` SQL as part of this one: its placeholders renumbered after the
   * values so far (a repeated one keeps one number), its values appended (a subscriber's write
   * folded into the publication's statement).
   */
  embed(text: string, values: readonly unknown[]): string {
    const numbers = new Map<number, string>();
    return sqlPieces(text)
      .map((piece) => {
        if ('text' in piece) return piece.text;
        const n = piece.placeholder;
        if (n < 1 || n > values.length) {
          throw new RangeError(`SQL placeholder $${n} has no parameter (${values.length} given)`);
        }
        let placeholder = numbers.get(n);
        if (!placeholder) {
          placeholder = this.add(values[n - 1]);
          numbers.set(n, placeholder);
        }
        return placeholder;
      })
      .join('');
  }

  /** A copy of the values so far (a count query that shares the WHERE but not LIMIT/OFFSET). */
  snapshot(): unknown[] {
    return [...this.values];
  }
}
