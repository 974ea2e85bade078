import { QUOTE_STATUSES, type QuoteStatus } from '@px/contracts';
import { Flex, Select } from 'antd';
import { CustomerFilter } from '@/features/customers/components/customer-filter';
import { useDocumentFormat } from '@/shared/documents';
import { ClearFiltersLink, DateRangeFilter, ListSearchInput } from '@/shared/ui';
import {
  type FilterChanges,
  type QuoteListState,
  SEARCH_MAX_LENGTH,
  statusMessageId,
} from '../model';

export interface QuoteFiltersProps {
  state: QuoteListState;
  onChange: (changes: FilterChanges) => void;
  searchText: string;
  setSearchText: (text: string) => void;
  flushSearch: (text: string) => void;
  filtered: boolean;
  clearFilters: () => void;
}

/**
 * The quotes' filter bar: search by number or plate (debounced), status, customer and creation
 * dates (what GET /api/quotes filters by), and "Quitar filtros". Every value lives in the address.
 */
export function QuoteFilters({
  state,
  onChange,
  searchText,
  setSearchText,
  flushSearch,
  filtered,
  clearFilters,
}: QuoteFiltersProps) {
  const { t } = useDocumentFormat();

  return (
    <Flex wrap gap={12} align="center" data-testid="quote-filters">
      <ListSearchInput
        text={searchText}
        setText={setSearchText}
        flush={flushSearch}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('quotes.list.searchPlaceholder')}
        label={t('quotes.list.search')}
        style={{ flex: '1 1 220px', maxWidth: 300 }}
        testId="quote-search"
      />
      <Select<QuoteStatus>
        allowClear
        value={state.status ?? undefined}
        onChange={(status?: QuoteStatus) => onChange({ status: status ?? null })}
        placeholder={t('quotes.list.allStatuses')}
        aria-label={t('quotes.field.status')}
        options={QUOTE_STATUSES.map((status) => ({
          value: status,
          label: t(statusMessageId(status)),
        }))}
        style={{ width: 200 }}
        data-testid="quote-status-filter"
      />
      <CustomerFilter
        customerId={state.customerId}
        onChange={(customer) => onChange({ customer })}
        placeholder={t('quotes.list.allCustomers')}
        label={t('quotes.field.customer')}
        testId="quote-customer-filter"
      />
      <DateRangeFilter
        from={state.from}
        to={state.to}
        onChange={onChange}
        placeholders={[t('quotes.list.from'), t('quotes.list.to')]}
        label={t('quotes.list.dates')}
        testId="quote-dates-filter"
      />
      {filtered && (
        <ClearFiltersLink onClick={clearFilters} testId="quote-clear-filters">
          {t('quotes.list.clearFilters')}
        </ClearFiltersLink>
      )}
    </Flex>
  );
}
