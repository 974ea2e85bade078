// Floors of the announcements calls (issue 6): the same SQL and Redis reads as
// libs/announcements/src/queries/announcements-reader.ts and the controller, without the stack.
import { createHash } from 'node:crypto';
import { authenticate, grants } from './auth.mjs';

/** AnnouncementsReader's in-process windows, for the list version they were read at. */
let windows = null;
/**
 * The tag's inputs as AnnouncementsReader keeps them in process (the list version, each user's
 * receipt count), read once: nothing writes announcements or receipts during a run, so the floor
 * needs no signals to forget them.
 */
let listVersion = null;
const receiptCounts = new Map();
/** The tags already computed, by what they digest, as AnnouncementsReader keeps them. */
const tags = new Map();

async function windowsAt(ctx, version) {
  if (windows?.version === version) return windows.list;
  const rows = await ctx.query(
    'select publish_from, publish_until from announcement where deleted_at is null',
  );
  windows = { version, list: rows };
  return rows;
}

function passedEdges(list, now) {
  let passed = 0;
  for (const row of list) {
    if (new Date(row.publish_from).getTime() <= now) passed++;
    if (row.publish_until && new Date(row.publish_until).getTime() <= now) passed++;
  }
  return passed;
}

/** GET /api/announcements/unread/meta: the guard, the caller's roles, the tag; 304 or the count. */
export async function announcementsMeta(ctx, req) {
  const userId = await authenticate(ctx, req);
  if (!userId) throw new Error('unauthenticated');
  const appVersion = new URL(req.url, 'http://floor').searchParams.get('app_version') ?? '1.0.0';
  const roles = (await grants(ctx, userId)).roles.map((role) => role.name);
  listVersion ??= (
    await ctx.query(`select version::text as version from list_version where name = 'announcement'`)
  )[0]?.version;
  let receipts = receiptCounts.get(userId);
  if (receipts === undefined) {
    const [row] = await ctx.query(
      'select count(*)::int as receipts from announcement_receipt where user_id = $1',
      [userId],
    );
    receipts = row?.receipts ?? 0;
    receiptCounts.set(userId, receipts);
  }
  const version = listVersion ?? '0';
  const edges = passedEdges(await windowsAt(ctx, version), Date.now());
  const source = [userId, version, receipts, edges, [...roles].sort().join(','), appVersion].join(
    '|',
  );
  let tag = tags.get(source);
  if (!tag) {
    tag = `W/"${createHash('sha1').update(source).digest('base64url').slice(0, 16)}"`;
    tags.set(source, tag);
  }
  const headers = { ETag: tag, 'Cache-Control': 'private, no-cache' };
  const asked = req.headers['if-none-match'];
  if (asked && asked.split(',').some((candidate) => candidate.trim() === tag)) {
    return { floorResponse: { status: 304, headers } };
  }
  const [count] = await ctx.query(
    `select count(*)::int as count from announcement a
      where a.deleted_at is null
        and a.publish_from <= now() and (a.publish_until is null or a.publish_until > now())
        and (cardinality(a.audience_roles) = 0 or a.audience_roles && $2::text[])
        and (a.min_app_version is null
             or string_to_array(a.min_app_version, '.')::int[] <= string_to_array($3, '.')::int[])
        and not exists (select 1 from announcement_receipt r
                         where r.announcement_id = a.id and r.user_id = $1)`,
    [userId, roles, appVersion],
  );
  return {
    floorResponse: {
      status: 200,
      headers,
      body: { success: true, data: { unread_count: count.count } },
    },
  };
}
