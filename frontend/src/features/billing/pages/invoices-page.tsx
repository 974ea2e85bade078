import { DownloadOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { type InvoiceView, PERMISSIONS } from '@px/contracts';
import { Button, Card, Flex, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { ListEmpty, ListQueryState, PageHeader } from '@/shared/ui';
import { exportInvoices, useInvoice, useInvoices } from '../api';
import { InvoiceDrawer } from '../components/invoice-drawer';
import { InvoiceEditor } from '../components/invoice-editor';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoicesTable } from '../components/invoices-table';
import { useDocumentFormat } from '@/shared/documents';
import {
  CLEAR_FILTERS,
  INVOICE_PARAMS,
  filterChange,
  hasFilters,
  invoiceListQueryOf,
  invoiceListStateOf,
  pageChange,
} from '../model';

/** The editor's state: closed, creating, or editing one draft (by id: it follows reloads). */
type Editing =
  { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: string; issueError?: unknown };

/**
 * /facturas: the invoices, newest first, filtered by series, status, payment state, customer,
 * issue dates and a search by number, recipient or NIF (all in the address, with the page and the
 * open invoice, `?invoice=<id>`). "Nueva factura" drafts one; the drawer shows it, edits the draft
 * and issues it (its number, and its VERI*FACTU record), then takes its payments, rectifies or
 * cancels it and prints it.
 */
export default function InvoicesPage() {
  const { t } = useDocumentFormat();
  const { hasPermission } = usePermissions();
  const can = {
    create: hasPermission(PERMISSIONS.billing.invoices.create),
    issue: hasPermission(PERMISSIONS.billing.invoices.issue),
    pay: hasPermission(PERMISSIONS.billing.payments.create),
    rectify: hasPermission(PERMISSIONS.billing.invoices.rectify),
  };
  const { state, update } = useListState(invoiceListStateOf, { resetPage: false });
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [exporting, setExporting] = useState(false);
  const { notification } = useFeedback();

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.q,
    (value) => update(filterChange({ q: value })),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useInvoices(invoiceListQueryOf(state));
  const edited = useInvoice(editing.mode === 'edit' ? editing.id : null);
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered = hasFilters(state);

  const openInvoice = useCallback(
    (id: string | null) => update({ [INVOICE_PARAMS.invoice]: id ?? undefined }),
    [update],
  );

  const clearFilters = () => {
    setSearchText('');
    update(CLEAR_FILTERS);
  };

  const runExport = () => {
    setExporting(true);
    exportInvoices(invoiceListQueryOf(state))
      .catch((error: unknown) =>
        notification.error({
          title: t('invoices.export.failed'),
          description: extractErrorMessage(error),
        }),
      )
      .finally(() => setExporting(false));
  };

  const exportButton = (
    <Tooltip title={t(filtered ? 'invoices.export.filteredHint' : 'invoices.export.hint')}>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={exporting}
        onClick={runExport}
        data-testid="invoice-export"
      >
        {t('invoices.action.export')}
      </Button>
    </Tooltip>
  );

  const newButton = can.create && (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => setEditing({ mode: 'create' })}
      data-testid="invoice-new"
    >
      {t('invoices.action.new')}
    </Button>
  );

  const emptyState = (
    <ListEmpty
      filtered={filtered}
      icon={<FileTextOutlined />}
      text={t('invoices.list.empty')}
      hint={t('invoices.list.emptyHint')}
      action={newButton}
      filteredText={t('invoices.list.emptyFiltered')}
      clearLabel={t('invoices.list.clearFilters')}
      onClear={clearFilters}
      testIdPrefix="invoice"
    />
  );

  return (
    <>
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        extra={
          <Flex wrap gap={8}>
            {exportButton}
            {newButton}
          </Flex>
        }
      />
      <Card data-testid="invoices-panel">
        <Flex vertical gap={16}>
          <InvoiceFilters
            state={state}
            onChange={(changes) => update(filterChange(changes))}
            searchText={searchText}
            setSearchText={setSearchText}
            flushSearch={flushSearch}
            filtered={filtered}
            clearFilters={clearFilters}
          />
          <ListQueryState
            query={list}
            errorTitle={t('invoices.list.error')}
            refetchErrorTitle={t('invoices.list.refetchError')}
            retryLabel={t('invoices.retry')}
            errorTestId="invoice-list-error"
          >
            <InvoicesTable
              rows={rows}
              total={total}
              page={state.page}
              limit={state.limit}
              loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
              emptyText={list.isPending ? ' ' : emptyState}
              onOpen={openInvoice}
              onPage={(page, limit) => update(pageChange(state, page, limit))}
            />
          </ListQueryState>
        </Flex>
      </Card>
      <InvoiceDrawer
        invoiceId={state.invoiceId}
        onClose={() => openInvoice(null)}
        can={can}
        onEdit={(invoice, issueError) => setEditing({ mode: 'edit', id: invoice.id, issueError })}
        onOpen={openInvoice}
      />
      {can.create && (
        <InvoiceEditor
          open={editing.mode === 'create' || (editing.mode === 'edit' && !!edited.data)}
          invoice={editing.mode === 'edit' ? (edited.data ?? null) : null}
          issueError={editing.mode === 'edit' ? editing.issueError : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
          onSaved={(invoice: InvoiceView, created: boolean) => {
            setEditing({ mode: 'closed' });
            if (created) openInvoice(invoice.id);
          }}
          onReload={async () => (await edited.refetch()).data}
        />
      )}
    </>
  );
}
