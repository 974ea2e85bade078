import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Result, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { useDebouncedText } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { PageHeader } from '@/shared/ui';
import { ClosedRequestsTable } from '../components/closed-requests-table';
import { MyRequestsList } from '../components/my-requests-list';
import { NewRequestModal } from '../components/new-request-modal';
import { RequestActionsProvider, useRequestAbilities } from '../components/request-actions';
import { RequestBoard } from '../components/request-board';
import { RequestDrawer } from '../components/request-drawer';
import { type BoardView, requestsAddressOf, withRequestsAddress } from '../model';
import { useSparePartLiveUpdates } from '../use-spare-part-live-updates';

/**
 * /spare-parts-requests, "Solicitudes de recambios". The parts desk (…approve) works a board by
 * state (Solicitadas, Aprobadas, Pedidas, Recibidas) and looks the closed ones up in a list; a
 * mechanic sees "Mis solicitudes" and asks for parts for their open orders. The search, the
 * desk's view and the opened request (?request=<id>, where notifications point) live in the
 * address; pushes keep everything current.
 */
export default function SparePartRequestsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { isLoading } = usePermissions();
  const { desk, canCreate, canRead } = useRequestAbilities();
  const [params, setParams] = useSearchParams();
  const address = requestsAddressOf(params);
  const [creating, setCreating] = useState(false);
  useSparePartLiveUpdates();

  const update = (changes: Parameters<typeof withRequestsAddress>[1], replace = false) =>
    setParams((current) => withRequestsAddress(current, changes), { replace });
  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    address.q,
    (q) => update({ q }, true),
    SEARCH_DEBOUNCE_MS,
  );
  const detailsHref = (id: string) => `?${withRequestsAddress(params, { request: id }).toString()}`;

  if (isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!canRead) {
    return <Result status="403" title={t('spareParts.error.forbidden')} />;
  }

  const newButton = canCreate && (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => setCreating(true)}
      data-testid="new-request"
    >
      {t('spareParts.new.button')}
    </Button>
  );

  const search = (
    <Input
      allowClear
      value={searchText}
      onChange={(event) => setSearchText(event.target.value)}
      onPressEnter={() => flushSearch(searchText)}
      onClear={() => flushSearch('')}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('spareParts.search.placeholder')}
      aria-label={t('spareParts.search.label')}
      style={{ maxWidth: 360 }}
      data-testid="requests-search"
    />
  );

  return (
    <RequestActionsProvider>
      <PageHeader
        title={t('spareParts.title')}
        subtitle={t(desk ? 'spareParts.subtitle.desk' : 'spareParts.subtitle.mine')}
        extra={newButton || undefined}
      />
      {desk ? (
        <Flex vertical gap={16} data-testid="requests-desk">
          <Flex wrap gap={12} justify="space-between" align="center">
            {search}
            <Segmented<BoardView>
              value={address.view}
              onChange={(view) => update({ view })}
              options={[
                { value: 'open', label: t('spareParts.view.open') },
                { value: 'closed', label: t('spareParts.view.closed') },
              ]}
              aria-label={t('spareParts.view.label')}
              data-testid="requests-view"
            />
          </Flex>
          {address.view === 'open' ? (
            <RequestBoard q={address.q} highlightId={address.request} detailsHref={detailsHref} />
          ) : (
            <Card styles={{ body: { padding: 0 } }}>
              <ClosedRequestsTable
                q={address.q}
                page={address.page}
                onPage={(page) => update({ page })}
                highlightId={address.request}
                detailsHref={detailsHref}
              />
            </Card>
          )}
        </Flex>
      ) : (
        <Card
          title={t('spareParts.mine.title')}
          extra={search}
          styles={{ body: { paddingBlock: 8 } }}
          data-testid="requests-mine"
        >
          <MyRequestsList
            q={address.q}
            page={address.page}
            onPage={(page) => update({ page })}
            highlightId={address.request}
            detailsHref={detailsHref}
            onNew={canCreate ? () => setCreating(true) : undefined}
          />
        </Card>
      )}
      <RequestDrawer id={address.request} onClose={() => update({ request: null })} />
      <NewRequestModal open={creating} onClose={() => setCreating(false)} />
    </RequestActionsProvider>
  );
}
