import { logger } from '@/shared/logger';
import type { PaletteResult, SearchContext, SearchSource } from './search-source';

/**
 * Asks every source at once; each failure is logged and skipped (SPEC §7), and a record found by
 * two sources (a customer by name and as a vehicle's owner) shows once, where it came first.
 */
export async function runSources(
  sources: readonly SearchSource[],
  query: string,
  context: SearchContext,
): Promise<PaletteResult[]> {
  const settled = await Promise.allSettled(sources.map((source) => source.search(query, context)));
  const seen = new Set<string>();
  const results: PaletteResult[] = [];
  settled.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      if (!context.signal.aborted) {
        logger.warn('Search source failed; its results are skipped', {
          source: sources[index]?.id,
          error: String(outcome.reason),
        });
      }
      return;
    }
    for (const result of outcome.value) {
      if (seen.has(result.key)) continue;
      seen.add(result.key);
      results.push(result);
    }
  });
  return results;
}
