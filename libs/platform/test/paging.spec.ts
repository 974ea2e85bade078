import {
  ANCHOR_ROWS,
  FROM_THE_END_OFFSET,
  IDENTIFIER_DIGITS,
  type ListAnchors,
  type ListCount,
  type ListTable,
  type SortKeys,
  SqlParams,
  type SqlStatement,
  WALK_ROWS_MAX,
  WALK_ROWS_PER_ROW,
  anchorOf,
  anchorsSql,
  backwardPageSql,
  escapeLike,
  forwardPageSql,
  isIdentifierText,
  needsTotalFirst,
  orderBy,
  pageOf,
  planPage,
  readListPage,
  SEARCH_TOTAL_CAP,
  searchPageSql,
  skipOf,
  sortedListQuery,
  walkRowsFor,
  walkedSearchPageSql,
} from '../src/database';

const ITEMS: ListTable = {
  table: 'item',
  alias: 'i',
  columns: 'i.id, i.name',
  matchColumns: 'i.id, i.name_key',
};
const BY_NAME: SortKeys = { keys: ['i.name_key', 'i.id'], desc: false };
const BY_NEWEST: SortKeys = { keys: ['i.created_at', 'i.id'], desc: true };

describe('the page request and its answer', () => {
  it('skips the rows of the pages before', () => {
    expect(skipOf({ page: 1, limit: 20 })).toBe(0);
    expect(skipOf({ page: 3, limit: 20 })).toBe(40);
  });

  it('answers the contracts’ Paginated shape', () => {
    expect(pageOf(['a', 'b'], { page: 2, limit: 2 }, 7)).toEqual({
      data: ['a', 'b'],
      pagination: { page: 2, limit: 2, total: 7 },
    });
  });
});

describe('planPage', () => {
  it('reads a front page forward, without asking for the total', () => {
    expect(needsTotalFirst({ page: 1, limit: 20 }, false)).toBe(false);
    expect(planPage({ page: 3, limit: 20 })).toEqual({ read: 'forward', limit: 20, offset: 40 });
  });

  it('asks for the total first only for a deep page without a search', () => {
    const deep = { page: FROM_THE_END_OFFSET / 20 + 1, limit: 20 };
    expect(skipOf(deep)).toBe(FROM_THE_END_OFFSET);
    expect(needsTotalFirst(deep, false)).toBe(true);
    expect(needsTotalFirst(deep, true)).toBe(false);
    expect(needsTotalFirst({ page: deep.page - 1, limit: 20 }, false)).toBe(false);
  });

  it('reads a deep page before the middle forward', () => {
    expect(planPage({ page: 1000, limit: 20 }, 1_000_000)).toEqual({
      read: 'forward',
      limit: 20,
      offset: 19_980,
    });
  });

  it('reads a deep page past the middle backward, skipping the rows after it', () => {
    // 1,000,000 rows: page 40,000 holds rows 799,981–800,000; 200,000 come after it.
    expect(planPage({ page: 40_000, limit: 20 }, 1_000_000)).toEqual({
      read: 'backward',
      limit: 20,
      offset: 200_000,
    });
  });

  it('asks only for the rows a last, partial page has', () => {
    // 1,000,010 rows: the last page (50,001) holds 10.
    expect(planPage({ page: 50_001, limit: 20 }, 1_000_010)).toEqual({
      read: 'backward',
      limit: 10,
      offset: 0,
    });
    // A full last page.
    expect(planPage({ page: 50_000, limit: 20 }, 1_000_000)).toEqual({
      read: 'backward',
      limit: 20,
      offset: 0,
    });
  });

  it('reads nothing for a deep page past the end', () => {
    expect(planPage({ page: 50_001, limit: 20 }, 1_000_000)).toEqual({ read: 'nothing' });
    expect(planPage({ page: 50_010, limit: 20 }, 12_000)).toEqual({ read: 'nothing' });
  });

  it('still reads a shallow page past the end forward (its statement finds nothing)', () => {
    expect(planPage({ page: 5, limit: 20 }, 30)).toEqual({
      read: 'forward',
      limit: 20,
      offset: 80,
    });
  });
});

describe('walk sizing', () => {
  it('walks 250 rows per row shown or skipped, up to WALK_ROWS_MAX', () => {
    expect(walkRowsFor({ page: 1, limit: 20 }, 'garcía')).toBe(WALK_ROWS_PER_ROW * 20);
    expect(walkRowsFor({ page: 2, limit: 20 }, 'navarro')).toBe(10_000);
    expect(walkRowsFor({ page: 10, limit: 20 }, 'navarro')).toBe(WALK_ROWS_MAX);
  });

  it('does not walk for an identifier (IDENTIFIER_DIGITS digits anywhere)', () => {
    expect(IDENTIFIER_DIGITS).toBe(4);
    expect(isIdentifierText('97655983F')).toBe(true);
    expect(isIdentifierText('12 3-4')).toBe(true);
    expect(isIdentifierText('wo 123')).toBe(false);
    expect(walkRowsFor({ page: 1, limit: 20 }, '1234 BCD')).toBe(0);
    expect(walkRowsFor({ page: 1, limit: 20 }, 'BCD 123')).toBe(5000);
  });
});

describe('escapeLike', () => {
  it('makes %, _ and the escape character itself letters', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('garcía')).toBe('garcía');
  });
});

describe('the statements', () => {
  it('orders by a sort’s keys, reversed, or over a walk’s k1, k2 columns', () => {
    expect(orderBy(BY_NAME)).toBe('i.name_key, i.id');
    expect(orderBy(BY_NAME, undefined, true)).toBe('i.name_key desc, i.id desc');
    expect(orderBy(BY_NEWEST)).toBe('i.created_at desc, i.id desc');
    expect(orderBy(BY_NEWEST, 'w.', true)).toBe('w.k1, w.k2');
    expect(orderBy(BY_NAME, '')).toBe('k1, k2');
  });

  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('reads forward plainly, or the ids first from the sort’s index', () => {
    expect(squash(forwardPageSql(ITEMS, BY_NAME, 'i.live', '$1', '$2'))).toBe(
      'select i.id, i.name from item i where i.live order by i.name_key, i.id limit $1 offset $2',
    );
    expect(
      squash(forwardPageSql({ ...ITEMS, idsFirst: true }, BY_NAME, 'i.live', '$1', '$2')),
    ).toBe(
      'select i.id, i.name from (select i.id from item i where i.live order by i.name_key, i.id' +
        ' limit $1 offset $2) page join item i on i.id = page.id order by i.name_key, i.id',
    );
  });

  it('reads backward in the reverse order', () => {
    expect(squash(backwardPageSql(ITEMS, BY_NEWEST, 'i.live', '$1', '$2'))).toBe(
      'select i.id, i.name from item i where i.live order by i.created_at, i.id limit $1 offset $2',
    );
  });

  it('walks the sort’s index before asking every match', () => {
    const text = squash(
      searchPageSql(ITEMS, BY_NAME, 'i.live', '(i.x like $1)', ['$2', '$3'], 500),
    );
    expect(text).toContain(
      'select i.id from (select i.id, i.name_key, i.name_key as k1, i.id as k2 from item i' +
        ' where i.live order by i.name_key, i.id limit 500) i where (i.x like $1)' +
        ' order by i.k1, i.k2 limit $2 offset $3',
    );
    expect(text).toContain('where (select count(*) from walk) < $2 and i.live and (i.x like $1)');
    expect(text).toContain('(select id from found order by k1, k2 limit $2 offset $3)');
    expect(text).toMatch(/from page join item i on i.id = page.id order by i.name_key, i.id$/);
  });

  it('walks the front of a list through its index, leaving the index’s condition to it', () => {
    const text = squash(
      walkedSearchPageSql(
        {
          table: 'item',
          alias: 'i',
          columns: 'i.id',
          walkColumns: 'i.id, i.text',
          walkCondition: 'i.live',
          order: 'i.created_at desc, i.id desc',
          walkRows: 100,
        },
        ['i.live', 'i.text like $1'],
        '$2',
        '$3',
        '$4',
      ),
    );
    expect(text).toContain(
      'select i.id, i.text from item i where i.live order by i.created_at desc, i.id desc' +
        ' limit 100) i where i.text like $1 order by i.created_at desc, i.id desc limit $4',
    );
    expect(text).toContain('where (select count(*) from walk) < $4 and i.live and i.text like $1');
    expect(text).toMatch(/order by i.created_at desc, i.id desc limit \$2 offset \$3$/);
  });
});

describe('sortedListQuery and readListPage', () => {
  function where(match = '') {
    const params = new SqlParams();
    const base = `i.kind = ${params.add('tool')}`;
    return { base, match: match && `(i.x like ${params.add(match)})`, params, walkRows: 5000 };
  }

  function database(total: number, rows: string[]) {
    const seen: { statements: SqlStatement[]; counts: ListCount[] } = {
      statements: [],
      counts: [],
    };
    return {
      seen,
      read: {
        rows: async (statement: SqlStatement) => {
          seen.statements.push(statement);
          return [...rows];
        },
        total: async (count: ListCount) => {
          seen.counts.push(count);
          return total;
        },
      },
    };
  }

  it('counts with the filter’s values and pages after them', async () => {
    const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 2, limit: 20 }, where());
    expect(query.count).toEqual({
      list: 'item',
      from: 'item i',
      clause: 'i.kind = $1',
      values: ['tool'],
    });
    const db = database(100, ['a', 'b']);
    expect(await readListPage(query, db.read)).toEqual({
      rows: ['a', 'b'],
      total: 100,
      capped: false,
    });
    expect(db.seen.statements[0].values).toEqual(['tool', 20, 20]);
    expect(db.seen.statements[0].text).toContain('limit $2 offset $3');
  });

  it('searches through the walk, counting with the match', async () => {
    const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 1, limit: 20 }, where('%a%'));
    expect(query.totalFirst).toBe(false);
    expect(query.count.clause).toBe('i.kind = $1 and (i.x like $2)');
    const db = database(3, ['a']);
    await readListPage(query, db.read);
    expect(db.seen.statements[0].text).toContain('limit 5000');
    expect(db.seen.statements[0].values).toEqual(['tool', '%a%', 20, 0]);
  });

  it('counts a search no further than SEARCH_TOTAL_CAP and says so', async () => {
    const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 1, limit: 20 }, where('%a%'));
    expect(query.count.cap).toBe(SEARCH_TOTAL_CAP);
    expect(await readListPage(query, database(SEARCH_TOTAL_CAP, ['a']).read)).toEqual({
      rows: ['a'],
      total: SEARCH_TOTAL_CAP,
      capped: true,
    });
    expect(await readListPage(query, database(9_999, ['a']).read)).toMatchObject({
      capped: false,
    });
    expect(pageOf(['a'], { page: 1, limit: 20 }, SEARCH_TOTAL_CAP, true).pagination).toEqual({
      page: 1,
      limit: 20,
      total: SEARCH_TOTAL_CAP,
      capped: true,
    });
  });

  it('reads a deep page from the end after the total and turns its rows around', async () => {
    const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 40_000, limit: 20 }, where());
    expect(query.totalFirst).toBe(true);
    const db = database(1_000_000, ['last', 'first']);
    expect(await readListPage(query, db.read)).toEqual({
      rows: ['first', 'last'],
      total: 1_000_000,
      capped: false,
    });
    expect(db.seen.statements[0].text).toContain('order by i.name_key desc, i.id desc');
    expect(db.seen.statements[0].values).toEqual(['tool', 20, 200_000]);
    expect(db.seen.counts).toHaveLength(1);
  });

  it('answers an empty page past the end without a statement', async () => {
    const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 50_010, limit: 20 }, where());
    const db = database(12_000, ['x']);
    expect(await readListPage(query, db.read)).toEqual({ rows: [], total: 12_000, capped: false });
    expect(db.seen.statements).toHaveLength(0);
  });

  it('reads a deep page before the middle forward once the total is known', async () => {
    const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 1000, limit: 20 }, where());
    const db = database(1_000_000, ['a', 'b']);
    expect(await readListPage(query, db.read)).toEqual({
      rows: ['a', 'b'],
      total: 1_000_000,
      capped: false,
    });
    expect(db.seen.statements[0].text).toContain('order by i.name_key, i.id limit $2 offset $3');
    expect(db.seen.statements[0].values).toEqual(['tool', 20, 19_980]);
    expect(db.seen.counts).toHaveLength(1);
  });

  describe('page anchors', () => {
    // Keys of rows 10,000, 20,000, … as text, as ListTotals.anchorsOf answers them.
    const anchors = Array.from({ length: 100 }, (_, i) => [`name ${i + 1}`, `id ${i + 1}`]);
    const withAnchors = (db: ReturnType<typeof database>) => {
      const asked: ListAnchors[] = [];
      return {
        asked,
        read: {
          ...db.read,
          anchors: async (wanted: ListAnchors) => {
            asked.push(wanted);
            return anchors;
          },
        },
      };
    };

    it('places a page after an anchor, fewer than ANCHOR_ROWS rows further', () => {
      expect(ANCHOR_ROWS).toBe(10_000);
      expect(anchorOf({ page: 500, limit: 20 })).toBeNull();
      expect(anchorOf({ page: 501, limit: 20 })).toEqual({ anchor: 1, offset: 0 });
      // Page 25,000 of 20: rows 499,981–500,000, after row 490,000.
      expect(anchorOf({ page: 25_000, limit: 20 })).toEqual({ anchor: 49, offset: 9_980 });
    });

    it('numbers the rows once in the sort’s order and keeps every ANCHOR_ROWS-th row’s keys', () => {
      const text = anchorsSql(ITEMS, BY_NEWEST, 'i.live').replace(/\s+/g, ' ');
      expect(text).toContain('select array[k1::text, k2::text] as keys from');
      expect(text).toContain(
        'select i.created_at as k1, i.id as k2, row_number() over (order by i.created_at desc, i.id desc) as n',
      );
      expect(text).toContain(`where n % ${ANCHOR_ROWS} = 0 order by n`);
    });

    it('reads a page far from both ends after its anchor, skipping ids from the index', async () => {
      const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 25_000, limit: 20 }, where());
      const db = database(1_000_000, ['a', 'b']);
      const read = withAnchors(db);
      expect(await readListPage(query, read.read)).toEqual({
        rows: ['a', 'b'],
        total: 1_000_000,
        capped: false,
      });
      expect(read.asked).toEqual([
        { list: 'item', text: anchorsSql(ITEMS, BY_NAME, 'i.kind = $1'), values: ['tool'] },
      ]);
      const [statement] = db.seen.statements;
      expect(statement.text).toContain('where i.kind = $1 and (i.name_key, i.id) > ($2, $3)');
      expect(statement.text).toContain('order by i.name_key, i.id limit $4 offset $5) page');
      expect(statement.values).toEqual(['tool', 'name 49', 'id 49', 20, 9_980]);
    });

    it('seeks below the anchor in a descending sort', () => {
      const query = sortedListQuery('item', ITEMS, BY_NEWEST, { page: 600, limit: 20 }, where());
      const page = query.page(1_000_000, anchors);
      expect(page?.text).toContain('(i.created_at, i.id) < ($2, $3)');
      expect(page?.values).toEqual(['tool', 'name 1', 'id 1', 20, 1_980]);
    });

    it('asks for none near an end, for a search, or over keys that can be null', () => {
      const deep = { page: 25_000, limit: 20 };
      expect(sortedListQuery('item', ITEMS, BY_NAME, deep, where()).anchors?.(1_000_000)).toEqual(
        expect.objectContaining({ list: 'item' }),
      );
      // Near the end (read backward, 19,980 rows after it) and at the front.
      expect(sortedListQuery('item', ITEMS, BY_NAME, deep, where()).anchors?.(500_000)).toBeNull();
      expect(
        sortedListQuery('item', ITEMS, BY_NAME, { page: 3, limit: 20 }, where()).anchors?.(
          1_000_000,
        ),
      ).toBeNull();
      expect(
        sortedListQuery('item', ITEMS, BY_NAME, deep, where('%a%')).anchors?.(1_000_000),
      ).toBeNull();
      const nullable = { ...BY_NAME, nullable: true };
      expect(
        sortedListQuery('item', ITEMS, nullable, deep, where()).anchors?.(1_000_000),
      ).toBeNull();
    });

    it('falls back to the nearer end when the anchors do not reach the page', () => {
      const query = sortedListQuery('item', ITEMS, BY_NAME, { page: 40_000, limit: 20 }, where());
      const page = query.page(1_000_000, anchors.slice(0, 10));
      expect(page?.reversed).toBe(true);
      expect(page?.values).toEqual(['tool', 20, 200_000]);
    });
  });
});
