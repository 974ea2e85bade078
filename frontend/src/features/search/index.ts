export { GlobalSearch, type GlobalSearchProps, preloadSearchPalette } from './global-search';
export { useRecordPageVisits } from './use-record-page-visits';
