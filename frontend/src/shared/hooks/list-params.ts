/**
 * The small rules every paginated list screen applies to its address (DESIGN §8), so each screen
 * only names its parameters: what a valid id, page and page size are, and how a filter or page
 * change is written (defaults kept out of the address; a new filter or size starts at page 1).
 */
export type ParamChanges = Record<string, string | undefined>;

export const LIST_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_LIST_PAGE_SIZE = LIST_PAGE_SIZES[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id from the address, or null for anything that is not one. */
export const uuidOrNull = (value: string | null): string | null =>
  value && UUID.test(value) ? value : null;

/** The page from the address: a whole number from 1 (anything else is page 1). */
export const pageOf = (value: string | null): number => Math.max(1, Math.floor(Number(value)) || 1);

/** The page size from the address: one the list offers, or its default. */
export function pageSizeOf(
  value: string | null,
  sizes: readonly number[] = LIST_PAGE_SIZES,
  fallback: number = DEFAULT_LIST_PAGE_SIZE,
): number {
  const limit = Number(value);
  return sizes.includes(limit) ? limit : fallback;
}

/**
 * A filter change (`changes` by filter name, `names` the address parameter of each): trimmed
 * texts, empty values removed, back to the first page.
 */
export function filterParams<Filter extends string>(
  names: Record<Filter, string> & { page: string },
  changes: Partial<Record<Filter, string | null>>,
): ParamChanges {
  const next: ParamChanges = { [names.page]: undefined };
  for (const [key, value] of Object.entries(changes) as [Filter, unknown][]) {
    const text = typeof value === 'string' ? value.trim() : '';
    next[names[key]] = text || undefined;
  }
  return next;
}

/** A new page or page size: defaults kept out of the address; a new size starts at page 1. */
export function pageParams(
  names: { page: string; limit: string },
  current: { limit: number },
  page: number,
  limit: number,
  defaultLimit: number = DEFAULT_LIST_PAGE_SIZE,
): ParamChanges {
  const sizeChanged = limit !== current.limit;
  return {
    [names.page]: sizeChanged || page <= 1 ? undefined : String(page),
    [names.limit]: limit === defaultLimit ? undefined : String(limit),
  };
}
