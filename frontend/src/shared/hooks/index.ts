export { useDocumentTitle } from './use-document-title';
export {
  PREFERS_DARK_QUERY,
  PREFERS_REDUCED_MOTION_QUERY,
  systemPrefersDark,
  useMediaQuery,
} from './use-media-query';
export { useDebouncedText } from './use-debounced-text';
export { type ScreenFormat, screenFormat, useScreenFormat } from './use-screen-format';
export {
  type ListParamChanges,
  type ListParamValue,
  type ListStateOptions,
  patchListParams,
  useListState,
} from './use-list-state';
export {
  DEFAULT_LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  type ParamChanges,
  filterParams,
  pageOf,
  pageParams,
  pageSizeOf,
  uuidOrNull,
} from './list-params';
