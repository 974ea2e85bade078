/**
 * The `$n` placeholders of a SQL text, found the way PostgreSQL's lexer would: a `$` followed by
 * digits that is not inside a string literal (`'…'`, `E'…'` with its backslash escapes), a quoted
 * identifier (`"…"`), a dollar-quoted body (`$$…$$`, `$tag$…$tag$`), a comment (`-- …`, nested
 * `/* … *\/`) or an identifier (`a$1`). `::` casts, jsonb's `?`, `?|`, `?&` and everything else
 * stay text.
 */
export type SqlPiece = { text: string } | { placeholder: number };

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;
const DIGITS = /^\$(\d+)/;

/** The text split into plain text and `$n` placeholders, in order (adjacent text merged). */
export function sqlPieces(text: string): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let plain = '';
  let i = 0;
  const take = (end: number) => {
    plain += text.slice(i, end);
    i = end;
  };
  while (i < text.length) {
    const char = text[i];
    const previous = i > 0 ? text[i - 1] : '';
    if (char === "'") {
      take(endOfString(text, i, isEscapeString(text, i)));
    } else if (char === '"') {
      take(endOfQuoted(text, i));
    } else if (char === '-' && text[i + 1] === '-') {
      const newline = text.indexOf('\n', i);
      take(newline === -1 ? text.length : newline);
    } else if (char === '/' && text[i + 1] === '*') {
      take(endOfBlockComment(text, i));
    } else if (char === '$' && !IDENTIFIER_CHAR.test(previous)) {
      const rest = text.slice(i);
      const number = DIGITS.exec(rest);
      const tag = number ? null : DOLLAR_TAG.exec(rest);
      if (number) {
        if (plain) pieces.push({ text: plain });
        plain = '';
        pieces.push({ placeholder: Number(number[1]) });
        i += number[0].length;
      } else if (tag) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        take(close === -1 ? text.length : close + tag[0].length);
      } else {
        take(i + 1);
      }
    } else {
      take(i + 1);
    }
  }
  if (plain) pieces.push({ text: plain });
  return pieces;
}

/** `E'…'` (not the end of an identifier such as `name'`): backslash escapes apply. */
function isEscapeString(text: string, quote: number): boolean {
  const before = text[quote - 1];
  return (before === 'E' || before === 'e') && !IDENTIFIER_CHAR.test(text[quote - 2] ?? '');
}

/** The index after the literal opened at `start` (`''` is a quote inside it). */
function endOfString(text: string, start: number, backslashes: boolean): number {
  let i = start + 1;
  while (i < text.length) {
    if (backslashes && text[i] === '\\') i += 2;
    else if (text[i] === "'" && text[i + 1] === "'") i += 2;
    else if (text[i] === "'") return i + 1;
    else i++;
  }
  return text.length;
}

function endOfQuoted(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '"' && text[i + 1] === '"') i += 2;
    else if (text[i] === '"') return i + 1;
    else i++;
  }
  return text.length;
}

/** PostgreSQL's block comments nest. */
function endOfBlockComment(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    if (text[i] === '/' && text[i + 1] === '*') {
      depth++;
      i += 2;
    } else if (text[i] === '*' && text[i + 1] === '/') {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return text.length;
}

/** What MikroORM's `em.execute` takes: `?` bindings in order, other question marks escaped. */
export interface KnexSql {
  sql: string;
  bindings: unknown[];
}

/**
 * `$n` SQL as MikroORM's `execute` wants it. MikroORM formats the statement itself
 * (`Platform.formatQuery`: each `?` is replaced by the next binding, quoted; `\?` is a literal
 * question mark) and sends the result to PostgreSQL without parameters. So each `$n` becomes `?`
 * with `params[n - 1]` appended to the bindings (`$2 … $1 … $2` binds `[p2, p1, p2]`), and every
 * other `?` (jsonb's operators, one in a literal or a comment) becomes `\?`. A text without
 * placeholders is returned as it is (MikroORM leaves a statement without bindings alone).
 */
export function toKnexSql(text: string, params: readonly unknown[]): KnexSql {
  const pieces = sqlPieces(text);
  if (!pieces.some((piece) => 'placeholder' in piece)) return { sql: text, bindings: [] };
  let sql = '';
  const bindings: unknown[] = [];
  for (const piece of pieces) {
    if ('text' in piece) {
      sql += piece.text.replaceAll('?', '\\?');
      continue;
    }
    const { placeholder } = piece;
    if (placeholder < 1 || placeholder > params.length) {
      throw new RangeError(
        `SQL placeholder $${placeholder} has no parameter (${params.length} given)`,
      );
    }
    // formatQuery looks for the next `?` from the character after the one it just replaced: a
    // placeholder right after another question mark (`data ?$1`) would be skipped.
    if (sql.endsWith('?')) sql += ' ';
    sql += '?';
    bindings.push(params[placeholder - 1]);
  }
  return { sql, bindings };
}
