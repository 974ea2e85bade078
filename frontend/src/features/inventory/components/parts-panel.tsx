import {
  ClearOutlined,
  DownloadOutlined,
  InboxOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type PartListItem } from '@px/contracts';
import { Alert, Button, Card, Empty, Flex, Result, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InventoryTabPanelProps } from './inventory-tabs';
import { usePermissions } from '@/features/access/permissions-context';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { exportParts, usePart, useParts } from '../api';
import {
  CLEARED_PART_FILTERS,
  DEFAULT_PART_PAGE_SIZE,
  PART_PAGE_SIZES,
  isPartListFiltered,
  pageChange,
  partFilterQueryOf,
  partListQueryOf,
  partListStateOf,
} from '../model';
import { AdjustStockModal } from './adjust-stock-modal';
import { ImportPartsModal } from './import-parts-modal';
import { PartDrawer } from './part-drawer';
import { PartFilters } from './part-filters';
import { PartFormModal } from './part-form-modal';
import { PartsTable } from './parts-table';

const INVENTORY = PERMISSIONS.inventory;

type PartForm = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: string };

/**
 * The Piezas tab: the parts table with its filters (all in the address, the opened part too:
 * ?part=<id>), the part's drawer with its ledger, and, each with its permission, "Nueva pieza",
 * "Editar", "Ajustar existencias", "Importar CSV" and "Exportar CSV".
 */
export function PartsPanel({ isCurrent }: InventoryTabPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { notification } = useFeedback();
  const { hasPermission } = usePermissions();
  const canCreate = hasPermission(INVENTORY.parts.create);
  const canUpdate = hasPermission(INVENTORY.parts.update);
  const canExport = hasPermission(INVENTORY.parts.read);
  const canAdjust = hasPermission(INVENTORY.stock.adjust);
  const canSeeMovements = hasPermission(INVENTORY.stock.read);
  const { state, update } = useListState(partListStateOf);
  const [partForm, setPartForm] = useState<PartForm>({ mode: 'closed' });
  // The adjusted part is read from the same cache as the drawer: a push keeps its stock current.
  const [adjustingId, setAdjustingId] = useState<string | null>(null);
  const adjusting = usePart(adjustingId).data ?? null;
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.q,
    (value) => isCurrent() && update({ q: value, part: undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useParts(partListQueryOf(state));
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered = isPartListFiltered(state);
  const clearFilters = () => update({ ...CLEARED_PART_FILTERS, part: undefined });
  /** Opening or closing the drawer keeps the page the user is on (the one in the address now). */
  const openPart = (id: string | null) => update({ part: id ?? undefined }, { resetPage: false });

  const runExport = () => {
    setExporting(true);
    exportParts(partFilterQueryOf(state))
      .catch((error: unknown) =>
        notification.error({
          title: t('inventory.export.failed'),
          description: isApiError(error) ? error.message : t('inventory.export.network'),
        }),
      )
      .finally(() => setExporting(false));
  };

  const newButton = (testId: string) =>
    canCreate && (
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setPartForm({ mode: 'create' })}
        data-testid={testId}
      >
        <FormattedMessage id="inventory.action.newPart" />
      </Button>
    );
  const importButton = (testId: string) =>
    canCreate && (
      <Button
        icon={<UploadOutlined aria-hidden />}
        onClick={() => setImporting(true)}
        data-testid={testId}
      >
        <FormattedMessage id="inventory.action.import" />
      </Button>
    );

  const emptyState = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('inventory.parts.emptyFiltered')}
      data-testid="parts-no-matches"
    >
      <Button icon={<ClearOutlined aria-hidden />} onClick={clearFilters}>
        <FormattedMessage id="inventory.parts.clearFilters" />
      </Button>
    </Empty>
  ) : (
    <Empty
      image={<InboxOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={t('inventory.parts.empty')}
      data-testid="parts-empty"
    >
      <Flex gap={8} justify="center" wrap>
        {newButton('new-part-empty')}
        {importButton('import-parts-empty')}
      </Flex>
    </Empty>
  );

  return (
    <Card data-testid="parts-panel">
      <Flex wrap gap={8} justify="end" style={{ marginBottom: 12 }}>
        {canExport && (
          <Tooltip title={filtered ? t('inventory.export.filteredHint') : undefined}>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={exporting}
              onClick={runExport}
              data-testid="export-parts"
            >
              <FormattedMessage id="inventory.action.export" />
            </Button>
          </Tooltip>
        )}
        {importButton('import-parts')}
        {newButton('new-part')}
      </Flex>
      <PartFilters
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
          title={t('inventory.parts.error')}
          subTitle={extractErrorMessage(list.error)}
          data-testid="parts-error"
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              <FormattedMessage id="inventory.retry" />
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          {list.isError && (
            <Alert
              type="warning"
              showIcon
              title={t('inventory.error.refetch')}
              action={
                <Button size="small" onClick={() => void list.refetch()}>
                  <FormattedMessage id="inventory.retry" />
                </Button>
              }
            />
          )}
          <PartsTable
            parts={rows}
            loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
            emptyText={list.isPending ? ' ' : emptyState}
            onOpen={(part: PartListItem) => openPart(part.id)}
            pagination={{
              current: state.page,
              pageSize: state.limit,
              total,
              showSizeChanger: true,
              pageSizeOptions: PART_PAGE_SIZES.map(String),
              hideOnSinglePage: total <= PART_PAGE_SIZES[0],
              showTotal: (count) => t('inventory.parts.total', { total: count }),
              onChange: (page, limit) =>
                update({
                  ...pageChange(state.limit, DEFAULT_PART_PAGE_SIZE, page, limit),
                  part: undefined,
                }),
            }}
          />
        </Flex>
      )}

      <PartDrawer
        partId={state.part}
        onClose={() => openPart(null)}
        canEdit={canUpdate}
        canAdjust={canAdjust}
        canSeeMovements={canSeeMovements}
        onEdit={(part) => setPartForm({ mode: 'edit', id: part.id })}
        onAdjust={(part) => setAdjustingId(part.id)}
      />
      {(canCreate || canUpdate) && (
        <PartFormModal
          open={partForm.mode !== 'closed'}
          partId={partForm.mode === 'edit' ? partForm.id : null}
          onClose={() => setPartForm({ mode: 'closed' })}
          onSaved={(part) => {
            setPartForm({ mode: 'closed' });
            openPart(part.id);
          }}
          onOpenExisting={(id) => {
            setPartForm({ mode: 'closed' });
            openPart(id);
          }}
        />
      )}
      {canAdjust && <AdjustStockModal part={adjusting} onClose={() => setAdjustingId(null)} />}
      {canCreate && <ImportPartsModal open={importing} onClose={() => setImporting(false)} />}
    </Card>
  );
}
