import { SearchOutlined } from '@ant-design/icons';
import { RECEIPT_STATUSES, type ReceiptStatus } from '@px/contracts';
import { Flex, Input, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
import { ClearFiltersLink, DateRangeFilter } from '@/shared/ui';
import { type ReceiptListState, receiptStatusMessageId } from '../receipts-model';

interface ReceiptFiltersProps {
  state: ReceiptListState;
  update: (changes: ListParamChanges) => void;
  searchText: string;
  setSearchText: (text: string) => void;
  flushSearch: (text: string) => void;
  filtered: boolean;
  clearFilters: () => void;
}

/** The receipts list's filter bar: search (debounced), status, reception dates and "Quitar filtros". */
export function ReceiptFilters({
  state,
  update,
  searchText,
  setSearchText,
  flushSearch,
  filtered,
  clearFilters,
}: ReceiptFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        value={searchText}
        maxLength={100}
        onChange={(event) =>
          event.type === 'click' || event.target.value === ''
            ? flushSearch(event.target.value)
            : setSearchText(event.target.value)
        }
        onPressEnter={() => flushSearch(searchText)}
        placeholder={t('reception.receipts.filter.search')}
        aria-label={t('reception.receipts.filter.search')}
        style={{ flex: '1 1 260px', maxWidth: 400 }}
        data-testid="receipts-search"
      />
      <Select<ReceiptStatus>
        allowClear
        value={state.status}
        onChange={(value?: ReceiptStatus) => update({ status: value })}
        placeholder={t('reception.receipts.filter.allStatuses')}
        aria-label={t('reception.receipts.filter.status')}
        style={{ width: 180 }}
        options={RECEIPT_STATUSES.map((status) => ({
          value: status,
          label: t(receiptStatusMessageId(status)),
        }))}
        data-testid="receipts-status-filter"
      />
      <DateRangeFilter
        from={state.from ?? null}
        to={state.to ?? null}
        onChange={({ from, to }) => update({ from: from ?? undefined, to: to ?? undefined })}
        placeholders={[t('reception.receipts.filter.from'), t('reception.receipts.filter.to')]}
        label={t('reception.receipts.filter.dates')}
        testId="receipts-dates"
      />
      {filtered && (
        <ClearFiltersLink onClick={clearFilters} testId="receipts-clear-filters">
          <FormattedMessage id="reception.receipts.clearFilters" />
        </ClearFiltersLink>
      )}
    </Flex>
  );
}
