import {
  INVOICE_SERIES,
  INVOICE_STATUSES,
  type InvoiceSeries,
  type InvoiceStatus,
  type PaymentState,
} from '@px/contracts';
import { Flex, Select } from 'antd';
import { CustomerFilter } from '@/features/customers/components/customer-filter';
import { ClearFiltersLink, DateRangeFilter, ListSearchInput } from '@/shared/ui';
import {
  type FilterChanges,
  type InvoiceListState,
  PAYMENT_STATES,
  SEARCH_MAX_LENGTH,
  paymentMessageId,
  seriesMessageId,
  statusMessageId,
} from '../model';
import { useDocumentFormat } from '@/shared/documents';

export interface InvoiceFiltersProps {
  state: InvoiceListState;
  onChange: (changes: FilterChanges) => void;
  searchText: string;
  setSearchText: (text: string) => void;
  flushSearch: (text: string) => void;
  filtered: boolean;
  clearFilters: () => void;
}

/**
 * The invoices' filter bar: search by number, recipient or NIF (debounced), series, status,
 * payment state, customer and issue dates, and "Quitar filtros". Every value lives in the address.
 */
export function InvoiceFilters({
  state,
  onChange,
  searchText,
  setSearchText,
  flushSearch,
  filtered,
  clearFilters,
}: InvoiceFiltersProps) {
  const { t } = useDocumentFormat();

  return (
    <Flex wrap gap={12} align="center" data-testid="invoice-filters">
      <ListSearchInput
        text={searchText}
        setText={setSearchText}
        flush={flushSearch}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('invoices.list.searchPlaceholder')}
        label={t('invoices.list.search')}
        style={{ flex: '1 1 220px', maxWidth: 320 }}
        testId="invoice-search"
      />
      <Select<InvoiceSeries>
        allowClear
        value={state.series ?? undefined}
        onChange={(series?: InvoiceSeries) => onChange({ series: series ?? null })}
        placeholder={t('invoices.list.allSeries')}
        aria-label={t('invoices.field.series')}
        options={INVOICE_SERIES.map((series) => ({
          value: series,
          label: `${series} · ${t(seriesMessageId(series))}`,
        }))}
        style={{ width: 180 }}
        data-testid="invoice-series-filter"
      />
      <Select<InvoiceStatus>
        allowClear
        value={state.status ?? undefined}
        onChange={(status?: InvoiceStatus) => onChange({ status: status ?? null })}
        placeholder={t('invoices.list.allStatuses')}
        aria-label={t('invoices.field.status')}
        options={INVOICE_STATUSES.map((status) => ({
          value: status,
          label: t(statusMessageId(status)),
        }))}
        style={{ width: 180 }}
        data-testid="invoice-status-filter"
      />
      <Select<PaymentState>
        allowClear
        value={state.payment ?? undefined}
        onChange={(payment?: PaymentState) => onChange({ payment: payment ?? null })}
        placeholder={t('invoices.list.allPayments')}
        aria-label={t('invoices.field.paymentState')}
        options={PAYMENT_STATES.map((payment) => ({
          value: payment,
          label: t(paymentMessageId(payment)),
        }))}
        style={{ width: 160 }}
        data-testid="invoice-payment-filter"
      />
      <CustomerFilter
        customerId={state.customerId}
        onChange={(customer) => onChange({ customer })}
        placeholder={t('invoices.list.allCustomers')}
        label={t('invoices.field.customer')}
        testId="invoice-customer-filter"
      />
      <DateRangeFilter
        from={state.from}
        to={state.to}
        onChange={onChange}
        placeholders={[t('invoices.list.from'), t('invoices.list.to')]}
        label={t('invoices.list.dates')}
        testId="invoice-dates-filter"
      />
      {filtered && (
        <ClearFiltersLink onClick={clearFilters} testId="invoice-clear-filters">
          {t('invoices.list.clearFilters')}
        </ClearFiltersLink>
      )}
    </Flex>
  );
}
