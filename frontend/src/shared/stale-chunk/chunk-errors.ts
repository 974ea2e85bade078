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
 * Reload-loop guard: the app reloads itself once after a stale chunk; if the same chunk still
 * fails after that reload, it stops and asks the user instead. The guard is kept per chunk, so that
 * another chunk arriving (the shell around a failing screen, the sign-in frame's theme switch)
 * does not re-arm the reload of the one still failing; a chunk that arrives clears its own entry.
 */
type ReloadedChunks = Record<string, string>;

function reloadedChunks(): ReloadedChunks {
  const raw = readStorage(STORAGE_KEYS.staleChunkReload, 'session');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as ReloadedChunks) : {};
  } catch {
    return {};
  }
}

function saveReloadedChunks(chunks: ReloadedChunks): void {
  if (Object.keys(chunks).length === 0) removeStorage(STORAGE_KEYS.staleChunkReload, 'session');
  else writeStorage(STORAGE_KEYS.staleChunkReload, JSON.stringify(chunks), 'session');
}

export function hasReloadedForStaleChunk(chunk = ''): boolean {
  return chunk in reloadedChunks();
}

export function markReloadForStaleChunk(chunk = ''): void {
  saveReloadedChunks({ ...reloadedChunks(), [chunk]: new Date().toISOString() });
}

export function clearStaleChunkGuard(chunk = ''): void {
  const chunks = reloadedChunks();
  if (!(chunk in chunks)) return;
  delete chunks[chunk];
  saveReloadedChunks(chunks);
}
