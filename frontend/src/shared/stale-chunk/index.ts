export { isChunkLoadError } from './chunk-errors';
export { orStaleChunkNotice } from './or-stale-chunk-notice';
export { STALE_CHUNK_RELOAD_DELAY_MS, StaleChunkNotice } from './stale-chunk-notice';
