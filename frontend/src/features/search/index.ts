export { GlobalSearch, type GlobalSearchProps } from './global-search';
export { useRecordPageVisits } from './use-record-page-visits';
