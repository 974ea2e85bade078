import type { ReactNode } from 'react';

/** One row of "Resultados de búsqueda". */
export interface PaletteResult {
  /** Unique across sources ("customer:<id>"): the same record found twice shows once. */
  key: string;
  /** Message id of the type badge ("Cliente", "Vehículo"…). */
  typeLabelId: string;
  title: string;
  lines: ReactNode[];
  badges?: ReactNode[];
  path: string;
}

export interface SearchContext {
  signal: AbortSignal;
  limit: number;
  t: (id: string, values?: Record<string, string | number>) => string;
}

/**
 * A search source of the palette: one small registration per module (customers, vehicles; work
 * orders and appointments add theirs in `sources/` and one line in `registry.ts`). A source that
 * fails is logged and skipped; the others still show.
 */
export interface SearchSource {
  id: string;
  /** Only asked when the user has this permission (the server refuses otherwise anyway). */
  permission?: string;
  search(query: string, context: SearchContext): Promise<PaletteResult[]>;
}
