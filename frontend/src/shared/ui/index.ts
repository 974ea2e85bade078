export { BrandLogo, type BrandLogoProps } from './brand-logo';
export { PageLoader } from './page-loader';
export { PlateBadge, type PlateBadgeProps } from './plate-badge';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Breadcrumb, type BreadcrumbItem } from './breadcrumb';
export {
  HistoryTimeline,
  type HistoryItem,
  type HistoryTimelineProps,
  relativeFromNow,
} from './history-timeline';
export { SaveErrorMessage } from './save-error';
export {
  ClearFiltersLink,
  ListSearchInput,
  type ListSearchInputProps,
  ListSortSelect,
  type ListSortSelectProps,
} from './list-toolbar';
export { DeferredSelect } from './deferred-select/deferred-select';
export { TextInput } from './text-input';
export { DateRangeFilter, type DateRangeFilterProps } from './date-range/date-range-filter';
export { MenuButton, type MenuButtonProps, preloadMenuButtons } from './menu-button';
export { StepModal, type StepModalProps } from './step-modal';
export { ListEmpty, type ListEmptyProps } from './list-empty';
export { ListQueryState, type ListQueryStateProps } from './list-query-state';
export { listPagination, openableRow } from './list-table';
export {
  StatusPanel,
  type StatusPanelProps,
  StatusSurface,
  type StatusSurfaceProps,
  type StatusTone,
} from './status-panel';
export {
  PlainText,
  type PlainTextProps,
  PlainTitle,
  type PlainTitleProps,
} from './plain-typography';
export { PlainField, type PlainFieldControlProps, type PlainFieldProps } from './plain-field';
