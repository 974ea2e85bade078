import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { logger } from '@/shared/logger';
import { SEARCH_MIN_QUERY_LENGTH, SEARCH_RESULTS_PER_SOURCE } from '@/shared/query-config';
import type { RegisteredSearchSource, SearchResult } from './search-source';

/** How long an answer is reused when the same text is typed again. */
const SEARCH_STALE_TIME = 30_000;

export const searchKeys = {
  all: ['search'] as const,
  source: (sourceId: string, query: string) => ['search', sourceId, query] as const,
};

/** `value`, once it has not changed for `delayMs` (SPEC §9: search debounce 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The fewest characters a source is asked with: its own minimum, never below SPEC's 2. */
export function minimumFor(source: Pick<RegisteredSearchSource, 'minChars'>): number {
  return Math.max(SEARCH_MIN_QUERY_LENGTH, source.minChars);
}

/**
 * Asks one source; a failure is logged (SPEC §7 "Each failing search source is logged and
 * skipped") and rethrown so React Query keeps it as that source's error, never as an empty answer.
 * A call cancelled because the text changed is not a failure.
 */
export async function askSource(
  source: RegisteredSearchSource,
  query: string,
  signal: AbortSignal,
  limit = SEARCH_RESULTS_PER_SOURCE,
): Promise<unknown[]> {
  try {
    const found = await source.search(query, { signal, limit });
    return Array.isArray(found) ? found.slice(0, limit) : [];
  } catch (error) {
    if (!signal.aborted) {
      logger.warn('Search source failed; its results are skipped', {
        source: source.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    throw error;
  }
}

/**
 * The rows of every source's records, in registry order; a record two sources found (a customer by
 * name and as a vehicle's owner) keeps its first row.
 */
export function mergeResults(lists: readonly (readonly SearchResult[])[]): SearchResult[] {
  const seen = new Set<string>();
  const merged: SearchResult[] = [];
  for (const list of lists) {
    for (const result of list) {
      if (seen.has(result.key)) continue;
      seen.add(result.key);
      merged.push(result);
    }
  }
  return merged;
}

export interface SearchResultsState {
  results: SearchResult[];
  /** Some source is still answering the current text. */
  fetching: boolean;
}

/**
 * Every source asked with the (already debounced, trimmed) `query`, each its own React Query
 * query keyed by the text: an answer for older text never replaces the current one, and one source
 * failing leaves the others' results on screen. While a new text is being answered, the previous
 * answer stays (dimmed by the caller) instead of blinking away.
 */
export function useSearchResults(
  sources: readonly RegisteredSearchSource[],
  query: string,
  intl: IntlShape,
): SearchResultsState {
  const queries = useQueries({
    queries: sources.map((source) => ({
      queryKey: searchKeys.source(source.id, query),
      queryFn: ({ signal }: { signal: AbortSignal }) => askSource(source, query, signal),
      enabled: query.length >= minimumFor(source),
      staleTime: SEARCH_STALE_TIME,
      retry: false,
      refetchOnWindowFocus: false,
      placeholderData: keepPreviousData,
    })),
  });

  const lists: SearchResult[][] = [];
  let fetching = false;
  sources.forEach((source, index) => {
    const state = queries[index];
    if (!state || query.length < minimumFor(source)) return;
    if (state.isFetching) fetching = true;
    if (!state.data) return;
    lists.push(state.data.flatMap((item) => source.render(item, intl)));
  });
  return { results: mergeResults(lists), fetching };
}
