import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/** One selectable row of "Resultados de búsqueda". */
export interface SearchResult {
  /**
   * Unique across sources ("customer:<id>"): a record found twice (a customer by name and as a
   * vehicle's owner) shows once, where the first source in the registry put it.
   */
  key: string;
  /** Message id of the type badge ("Cliente", "Vehículo"...). */
  typeLabelId: string;
  /** The main line, plain text (also the option's accessible name). */
  title: string;
  /** Secondary lines under the title. */
  lines?: ReactNode[];
  /** Small badges next to the title ("Encontrado por matrícula"). */
  badges?: ReactNode[];
  /** Where selecting it goes. */
  path: string;
}

export interface SearchRequest {
  /** Aborted when the text changes or the palette closes: pass it to the call. */
  signal: AbortSignal;
  /** SPEC §9: results per source (5). */
  limit: number;
}

/**
 * A search source of the palette: one small registration per module. Customers and vehicles are
 * the first two; work orders and appointments add theirs with one file in `sources/` and one line
 * in `registry.ts`. A source that fails is logged and skipped; the others still show (SPEC §7).
 */
export interface SearchSource<T> {
  /** Stable id: part of the React Query key and of the log line when it fails. */
  id: string;
  /** Message id of the type badge of its results. */
  labelId: string;
  /** The fewest trimmed characters it needs; never fewer than SPEC's 2 are sent anyway. */
  minChars: number;
  /** Asked only when the user holds this permission (the server would refuse anyway). */
  permission?: string;
  /** The records found, at most `limit`. Rejects on failure. */
  search(query: string, request: SearchRequest): Promise<T[]>;
  /** The rows one record shows: usually one; a vehicle also adds its owner's customer row. */
  render(item: T, intl: IntlShape): SearchResult[];
}

/** A source as the registry holds it, whatever the type of its records. */
export interface RegisteredSearchSource {
  id: string;
  labelId: string;
  minChars: number;
  permission?: string;
  search(query: string, request: SearchRequest): Promise<unknown[]>;
  render(item: unknown, intl: IntlShape): SearchResult[];
}

/** Types a source's records once, where it is written, and erases them for the registry. */
export function defineSearchSource<T>(source: SearchSource<T>): RegisteredSearchSource {
  return {
    id: source.id,
    labelId: source.labelId,
    minChars: source.minChars,
    permission: source.permission,
    search: (query, request) => source.search(query, request),
    render: (item, intl) => source.render(item as T, intl),
  };
}
