import { SearchOutlined } from '@ant-design/icons';
import {
  INVOICE_SERIES,
  INVOICE_STATUSES,
  type InvoiceSeries,
  type InvoiceStatus,
  type PaymentState,
} from '@px/contracts';
import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { ClearFiltersLink } from '@/shared/ui';
import { useFilterCustomer } from '../api';
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
  const customer = useFilterCustomer(state.customerId);

  return (
    <Flex wrap gap={12} align="center" data-testid="invoice-filters">
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
        placeholder={t('invoices.list.searchPlaceholder')}
        aria-label={t('invoices.list.search')}
        style={{ flex: '1 1 220px', maxWidth: 320 }}
        data-testid="invoice-search"
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
      <CustomerPicker
        value={state.customerId}
        initialLabel={customer.data?.full_name ?? t('invoices.list.customerLoading')}
        onChange={(id) => onChange({ customer: id })}
        placeholder={t('invoices.list.allCustomers')}
        aria-label={t('invoices.field.customer')}
        style={{ flex: '1 1 200px', width: 'auto', maxWidth: 280, minWidth: 180 }}
        data-testid="invoice-customer-filter"
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
        placeholder={[t('invoices.list.from'), t('invoices.list.to')]}
        aria-label={t('invoices.list.dates')}
        style={{ width: 260 }}
        data-testid="invoice-dates-filter"
      />
      {filtered && (
        <ClearFiltersLink onClick={clearFilters} testId="invoice-clear-filters">
          {t('invoices.list.clearFilters')}
        </ClearFiltersLink>
      )}
    </Flex>
  );
}
