export type QueryPrimitive = string | number | boolean | Date;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

function serialise(value: QueryPrimitive): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Builds "?a=1&status=open&status=closed" from an object. Arrays become repeated parameters
 * (SPEC §7: status and priority are repeatable); null, undefined and '' are left out.
 */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: readonly QueryPrimitive[] = Array.isArray(value)
      ? (value as readonly QueryPrimitive[])
      : [value as QueryPrimitive];
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue;
      params.append(key, serialise(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Appends a query string to a path that may already carry one. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  const qs = buildQueryString(query);
  if (!qs) return path;
  return path.includes('?') ? `${path}&${qs.slice(1)}` : `${path}${qs}`;
}
