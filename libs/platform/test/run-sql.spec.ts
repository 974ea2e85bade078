import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { runSql, type SqlExecutor, SqlParams, sqlPieces, toKnexSql } from '../src/database';

/** What PostgreSQL receives: MikroORM's own formatting of what toKnexSql hands it. */
const platform = new PostgreSqlPlatform();
function sent(text: string, params: unknown[]): string {
  const { sql, bindings } = toKnexSql(text, params);
  return platform.formatQuery(sql, bindings);
}

describe('toKnexSql ($n → knex ? bindings)', () => {
  it('turns each $n into ? with its value, in order', () => {
    expect(toKnexSql('select * from t where a = $1 and b = $2', ['x', 2])).toEqual({
      sql: 'select * from t where a = ? and b = ?',
      bindings: ['x', 2],
    });
  });

  it('keeps the order of appearance and repeats repeated placeholders', () => {
    expect(toKnexSql('select $2, $1, $2', ['one', 'two'])).toEqual({
      sql: 'select ?, ?, ?',
      bindings: ['two', 'one', 'two'],
    });
    expect(sent('select $2, $1, $2', ['one', 'two'])).toBe("select 'two', 'one', 'two'");
  });

  it('reads multi-digit numbers ($10 is not $1 then 0)', () => {
    const params = Array.from({ length: 11 }, (_, index) => index + 1);
    expect(toKnexSql('select $10, $1, $11', params).bindings).toEqual([10, 1, 11]);
  });

  it('leaves :: casts alone', () => {
    expect(sent('select $1::jsonb, $2::uuid[]', ['{"a":1}', 'b'])).toBe(
      `select '{"a":1}'::jsonb, 'b'::uuid[]`,
    );
  });

  it('leaves jsonb ? ?| ?& operators alone (escaped for MikroORM, sent as written)', () => {
    const text = `select data ? 'a', data ?| array['b'], data ?& array['c'] from t where id = $1`;
    expect(toKnexSql(text, [7]).sql).toBe(
      `select data \\? 'a', data \\?| array['b'], data \\?& array['c'] from t where id = ?`,
    );
    expect(sent(text, [7])).toBe(
      `select data ? 'a', data ?| array['b'], data ?& array['c'] from t where id = 7`,
    );
  });

  it('keeps a placeholder right after a jsonb operator', () => {
    expect(sent('select data ?$1', ['k'])).toBe("select data ? 'k'");
  });

  it('leaves ? and $n inside string literals alone', () => {
    const text = `select 'why? $1', 'it''s $2?', $1 where x = E'a\\'$1?'`;
    expect(toKnexSql(text, ['v']).bindings).toEqual(['v']);
    expect(sent(text, ['v'])).toBe(`select 'why? $1', 'it''s $2?', 'v' where x = E'a\\'$1?'`);
  });

  it('leaves dollar-quoted bodies alone ($$ and $tag$)', () => {
    const text = `do $$ begin perform $1; end $$; select $body$ ? $2 $body$, $1`;
    expect(toKnexSql(text, ['p']).bindings).toEqual(['p']);
    expect(sent(text, ['p'])).toBe(
      `do $$ begin perform $1; end $$; select $body$ ? $2 $body$, 'p'`,
    );
  });

  it('leaves quoted identifiers, identifiers with $ and comments alone', () => {
    const text = `select "col$1?" , a$1 -- $2 ?\n from t /* $3 /* ? */ $4 */ where b = $1`;
    expect(toKnexSql(text, ['v']).bindings).toEqual(['v']);
    expect(sent(text, ['v'])).toBe(
      `select "col$1?" , a$1 -- $2 ?\n from t /* $3 /* ? */ $4 */ where b = 'v'`,
    );
  });

  it('hands a text without placeholders over untouched, ? and all', () => {
    expect(toKnexSql(`select data ? 'a' from t`, ['unused'])).toEqual({
      sql: `select data ? 'a' from t`,
      bindings: [],
    });
  });

  it('keeps em.execute’s values: arrays as comma lists, nulls, numbers', () => {
    expect(
      sent('select * from t where id in ($1) and n = $2 and z is $3', [['a', 'b'], 3, null]),
    ).toBe(`select * from t where id in ('a', 'b') and n = 3 and z is NULL`);
  });

  it('refuses a placeholder with no parameter', () => {
    expect(() => toKnexSql('select $2', ['only one'])).toThrow(/\$2 has no parameter/);
    expect(() => toKnexSql('select $0', ['x'])).toThrow(/\$0 has no parameter/);
  });
});

describe('sqlPieces', () => {
  it('splits text and placeholders', () => {
    expect(sqlPieces(`a = $1 and b = '$2' and c = $1`)).toEqual([
      { text: 'a = ' },
      { placeholder: 1 },
      { text: ` and b = '$2' and c = ` },
      { placeholder: 1 },
    ]);
  });

  it('does not read a bare $ as a placeholder', () => {
    expect(sqlPieces('select 1 $ 2')).toEqual([{ text: 'select 1 $ 2' }]);
  });
});

describe('SqlParams.embed', () => {
  it('renumbers a statement’s placeholders after the values so far, in order, repeated ones once', () => {
    const params = new SqlParams();
    params.add('first');
    expect(
      params.embed(`update t set a = $2 where id = $1 or parent = $1 and s = '$3'`, ['id', 'a']),
    ).toBe(`update t set a = $2 where id = $3 or parent = $3 and s = '$3'`);
    expect(params.values).toEqual(['first', 'a', 'id']);
  });

  it('refuses a placeholder with no value', () => {
    expect(() => new SqlParams().embed('select $3', [1])).toThrow(/\$3 has no parameter/);
  });
});

describe('runSql', () => {
  function recorder(result: unknown = []) {
    const calls: [string, unknown[], string][] = [];
    const em: SqlExecutor = {
      execute: (sql, params, method) => {
        calls.push([sql, params, method]);
        return Promise.resolve(result);
      },
    };
    return { em, calls };
  }

  it('runs the converted statement, in mode all by default', async () => {
    const { em, calls } = recorder([{ id: 'x' }]);
    await expect(
      runSql<{ id: string }>(em, 'select id from t where a = $1', ['a']),
    ).resolves.toEqual([{ id: 'x' }]);
    expect(calls).toEqual([['select id from t where a = ?', ['a'], 'all']]);
  });

  it('passes the get and run modes on', async () => {
    const { em, calls } = recorder({ affectedRows: 1, rows: [] });
    await runSql(em, 'delete from t where id = $1', ['x'], 'run');
    await runSql(em, 'select 1', [], 'get');
    expect(calls.map(([, , mode]) => mode)).toEqual(['run', 'get']);
  });
});
