import { SearchOutlined } from '@ant-design/icons';
import { QUOTE_STATUSES, type QuoteStatus } from '@px/contracts';
import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { ClearFiltersLink } from '@/shared/ui';
import { useFilterCustomer } from '../api';
import {
  type FilterChanges,
  type QuoteListState,
  SEARCH_MAX_LENGTH,
  statusMessageId,
} from '../model';
import { useDocumentFormat } from '@/shared/documents';

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
  const customer = useFilterCustomer(state.customerId);

  return (
    <Flex wrap gap={12} align="center" data-testid="quote-filters">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        value={searchText}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) =>
          event.type === 'click' || event.target.value === ''
            ? flushSearch(event.target.value)
            : setSearchText(event.target.value)
        }
        onPressEnter={() => flushSearch(searchText)}
        placeholder={t('quotes.list.searchPlaceholder')}
        aria-label={t('quotes.list.search')}
        style={{ flex: '1 1 220px', maxWidth: 300 }}
        data-testid="quote-search"
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
      <CustomerPicker
        value={state.customerId}
        initialLabel={customer.data?.full_name ?? t('quotes.list.customerLoading')}
        onChange={(id) => onChange({ customer: id })}
        placeholder={t('quotes.list.allCustomers')}
        aria-label={t('quotes.field.customer')}
        style={{ flex: '1 1 200px', width: 'auto', maxWidth: 280, minWidth: 180 }}
        data-testid="quote-customer-filter"
      />
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          onChange({
            from: range?.[0]?.format('YYYY-MM-DD') ?? null,
            to: range?.[1]?.format('YYYY-MM-DD') ?? null,
          })
        }
        placeholder={[t('quotes.list.from'), t('quotes.list.to')]}
        aria-label={t('quotes.list.dates')}
        style={{ width: 260 }}
        data-testid="quote-dates-filter"
      />
      {filtered && (
        <ClearFiltersLink onClick={clearFilters} testId="quote-clear-filters">
          {t('quotes.list.clearFilters')}
        </ClearFiltersLink>
      )}
    </Flex>
  );
}
