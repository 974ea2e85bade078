import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/shared/storage-keys';

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/** Whether an error means a lazily loaded chunk could not be fetched (usually a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * Reload-loop guard: the app reloads itself once after a stale chunk; if the chunk still fails
 * after that reload, it stops and asks the user instead. A chunk that loads clears the guard.
 */
export function hasReloadedForStaleChunk(): boolean {
  return readStorage(STORAGE_KEYS.staleChunkReload, 'session') !== null;
}

export function markReloadForStaleChunk(): void {
  writeStorage(STORAGE_KEYS.staleChunkReload, new Date().toISOString(), 'session');
}

export function clearStaleChunkGuard(): void {
  removeStorage(STORAGE_KEYS.staleChunkReload, 'session');
}
