import { ClearOutlined, FileProtectOutlined, LoginOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@px/contracts';
import { Alert, Button, Card, Empty, Flex, Result, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { PageHeader } from '@/shared/ui';
import { useReceipts } from '../api';
import { ReceiptFilters } from '../components/receipt-filters';
import { ReceiptTable } from '../components/receipt-table';
import {
  CLEARED_RECEIPT_FILTERS,
  RECEIPT_PAGE_SIZES,
  isReceiptListFiltered,
  receiptListQueryOf,
  receiptListStateOf,
  receiptPageChange,
} from '../receipts-model';
import { useReceiptLiveUpdates } from '../use-receipt-live-updates';

/**
 * /customer-receipts: the deposit receipts (resguardos de depósito), newest first. Status, search
 * and reception dates filter it; filters, page and page size live in the address; another desk's
 * reception, "listo" or delivery refreshes it live.
 */
export default function CustomerReceiptsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  // Every filter, the page and page size live in the address; a new filter goes to page 1.
  const { state, update } = useListState(receiptListStateOf);
  const canReceive = hasPermission(PERMISSIONS.reception.receptions.create);
  useReceiptLiveUpdates();

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.q,
    (value) => update({ q: value }),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useReceipts(receiptListQueryOf(state));
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered = isReceiptListFiltered(state);
  const clearFilters = () => update({ ...CLEARED_RECEIPT_FILTERS });

  const receiveButton = canReceive && (
    <Button
      type="primary"
      icon={<LoginOutlined aria-hidden />}
      onClick={() => navigate('/vehicle-reception')}
      data-testid="receive-vehicle"
    >
      <FormattedMessage id="reception.receipts.receive" />
    </Button>
  );

  const emptyState = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('reception.receipts.emptyFiltered')}
      data-testid="receipts-no-matches"
    >
      <Button icon={<ClearOutlined aria-hidden />} onClick={clearFilters}>
        <FormattedMessage id="reception.receipts.clearFilters" />
      </Button>
    </Empty>
  ) : (
    <Empty
      image={<FileProtectOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={t('reception.receipts.empty')}
      data-testid="receipts-empty"
    >
      {canReceive && (
        <Button
          type="primary"
          icon={<LoginOutlined aria-hidden />}
          onClick={() => navigate('/vehicle-reception')}
        >
          <FormattedMessage id="reception.receipts.receive" />
        </Button>
      )}
    </Empty>
  );

  return (
    <>
      <PageHeader
        title={t('reception.receipts.title')}
        subtitle={t('reception.receipts.subtitle')}
        extra={receiveButton || undefined}
      />
      <Card>
        <ReceiptFilters
          state={state}
          update={update}
          searchText={searchText}
          setSearchText={setSearchText}
          flushSearch={flushSearch}
          filtered={filtered}
          clearFilters={clearFilters}
        />
        {list.isError && !list.data ? (
          <Result
            status="warning"
            title={t('reception.receipts.error.load')}
            subTitle={extractErrorMessage(list.error)}
            data-testid="receipts-error"
            extra={
              <Button type="primary" onClick={() => void list.refetch()}>
                <FormattedMessage id="reception.receipts.retry" />
              </Button>
            }
          />
        ) : (
          <Flex vertical gap={12}>
            {list.isError && (
              <Alert
                type="warning"
                showIcon
                title={t('reception.receipts.error.refetch')}
                action={
                  <Button size="small" onClick={() => void list.refetch()}>
                    <FormattedMessage id="reception.receipts.retry" />
                  </Button>
                }
              />
            )}
            <ReceiptTable
              receipts={rows}
              loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
              emptyText={list.isPending ? ' ' : emptyState}
              pagination={{
                current: state.page,
                pageSize: state.limit,
                total,
                showSizeChanger: true,
                pageSizeOptions: RECEIPT_PAGE_SIZES.map(String),
                hideOnSinglePage: total <= RECEIPT_PAGE_SIZES[0],
                showTotal: (count) => t('reception.receipts.total', { total: count }),
                onChange: (page, limit) => update(receiptPageChange(state, page, limit)),
              }}
            />
          </Flex>
        )}
      </Card>
    </>
  );
}
