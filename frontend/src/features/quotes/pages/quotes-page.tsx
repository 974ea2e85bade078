import { FileDoneOutlined, PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS, type QuoteView } from '@px/contracts';
import { Button, Card, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { usePermissions } from '@/features/access/permissions-context';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { ListEmpty, ListQueryState, PageHeader } from '@/shared/ui';
import { useQuote, useQuotes } from '../api';
import { QuoteDrawer } from '../components/quote-drawer';
import { QuoteEditor } from '../components/quote-editor';
import { QuoteFilters } from '../components/quote-filters';
import { QuotesTable } from '../components/quotes-table';
import { useDocumentFormat } from '@/shared/documents';
import {
  CLEAR_FILTERS,
  QUOTE_PARAMS,
  filterChange,
  hasFilters,
  pageChange,
  quoteListQueryOf,
  quoteListStateOf,
} from '../model';

/** The editor: closed, creating, or editing one quote (by id: it follows reloads). */
type Editing =
  { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: string; sendError?: unknown };

/**
 * /quotes and /quote-system: the quotes (presupuestos), newest first, filtered by status,
 * customer, creation dates and a search by number or plate (all in the address, with the page
 * and the open quote, `?quote=<id>`). "Nuevo presupuesto" drafts one; the drawer sends it, records
 * the customer's answer, converts it into a work order, prints it and offers revisions.
 */
export default function QuotesPage() {
  const { t } = useDocumentFormat();
  const { hasPermission } = usePermissions();
  const can = {
    create: hasPermission(PERMISSIONS.billing.quotes.create),
    update: hasPermission(PERMISSIONS.billing.quotes.update),
    invoice: hasPermission(PERMISSIONS.billing.invoices.create),
  };
  const { state, update } = useListState(quoteListStateOf, { resetPage: false });
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.q,
    (value) => update(filterChange({ q: value })),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useQuotes(quoteListQueryOf(state));
  const edited = useQuote(editing.mode === 'edit' ? editing.id : null);
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered = hasFilters(state);

  const openQuote = useCallback(
    (id: string | null) => update({ [QUOTE_PARAMS.quote]: id ?? undefined }),
    [update],
  );

  const clearFilters = () => {
    setSearchText('');
    update(CLEAR_FILTERS);
  };

  const newButton = can.create && (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => setEditing({ mode: 'create' })}
      data-testid="quote-new"
    >
      {t('quotes.action.new')}
    </Button>
  );

  const emptyState = (
    <ListEmpty
      filtered={filtered}
      icon={<FileDoneOutlined />}
      text={t('quotes.list.empty')}
      hint={t('quotes.list.emptyHint')}
      action={newButton}
      filteredText={t('quotes.list.emptyFiltered')}
      clearLabel={t('quotes.list.clearFilters')}
      onClear={clearFilters}
      testIdPrefix="quote"
    />
  );

  return (
    <>
      <PageHeader title={t('quotes.title')} subtitle={t('quotes.subtitle')} extra={newButton} />
      <Card data-testid="quotes-panel">
        <Flex vertical gap={16}>
          <QuoteFilters
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
            errorTitle={t('quotes.list.error')}
            refetchErrorTitle={t('quotes.list.refetchError')}
            retryLabel={t('quotes.retry')}
            errorTestId="quote-list-error"
          >
            <QuotesTable
              rows={rows}
              total={total}
              page={state.page}
              limit={state.limit}
              loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
              emptyText={list.isPending ? ' ' : emptyState}
              onOpen={openQuote}
              onPage={(page, limit) => update(pageChange(state, page, limit))}
            />
          </ListQueryState>
        </Flex>
      </Card>
      <QuoteDrawer
        quoteId={state.quoteId}
        onClose={() => openQuote(null)}
        can={can}
        onEdit={(quote, sendError) => setEditing({ mode: 'edit', id: quote.id, sendError })}
      />
      {(can.create || can.update) && (
        <QuoteEditor
          open={editing.mode === 'create' || (editing.mode === 'edit' && !!edited.data)}
          quote={editing.mode === 'edit' ? (edited.data ?? null) : null}
          sendError={editing.mode === 'edit' ? editing.sendError : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
          onSaved={(quote: QuoteView, created: boolean) => {
            setEditing({ mode: 'closed' });
            if (created) openQuote(quote.id);
          }}
          onReload={async () => (await edited.refetch()).data}
        />
      )}
    </>
  );
}
