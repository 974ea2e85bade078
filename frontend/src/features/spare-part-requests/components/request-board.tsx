import type { SparePartRequestStatus } from '@px/contracts';
import { Badge, Button, Empty, Flex, Result, Skeleton, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useSparePartRequests } from '../api';
import { BOARD_COLUMN_SIZE, BOARD_STATUSES } from '../model';
import { RequestCard } from './request-card';
import { useStatusAccent } from './request-status-tag';

interface RequestBoardProps {
  q: string;
  /** The request the address names: outlined and scrolled to when it is on the board. */
  highlightId: string | null;
  detailsHref: (id: string) => string;
}

/**
 * The parts desk's board: a column per open status (Solicitadas, Aprobadas, Pedidas, Recibidas),
 * the newest first, the search applied to all. On a tablet the columns scroll sideways.
 */
export function RequestBoard({ q, highlightId, detailsHref }: RequestBoardProps) {
  const intl = useIntl();
  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'spareParts.board.label' })}
      style={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(212px, 1fr)',
        gap: 12,
        overflowX: 'auto',
        paddingBottom: 8,
        scrollSnapType: 'x proximity',
      }}
      data-testid="request-board"
    >
      {BOARD_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          q={q}
          highlightId={highlightId}
          detailsHref={detailsHref}
        />
      ))}
    </div>
  );
}

interface BoardColumnProps extends RequestBoardProps {
  status: SparePartRequestStatus;
}

function BoardColumn({ status, q, highlightId, detailsHref }: BoardColumnProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const accent = useStatusAccent();
  const list = useSparePartRequests({ status: [status], q, page: 1, limit: BOARD_COLUMN_SIZE });
  const requests = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const headingId = `request-column-${status}`;
  const holdsHighlight = !!highlightId && requests.some((request) => request.id === highlightId);

  // A notification's request: brought into view once its column has it.
  useEffect(() => {
    if (!holdsHighlight || !highlightId) return;
    document
      .getElementById(`request-${highlightId}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [holdsHighlight, highlightId]);

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`request-column-${status}`}
      style={{
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderTop: `3px solid ${accent(status)}`,
        borderRadius: token.borderRadiusLG,
        padding: 10,
        minHeight: 320,
        scrollSnapAlign: 'start',
      }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 10 }}>
        <Typography.Title
          level={4}
          id={headingId}
          style={{ margin: 0, fontSize: token.fontSizeLG }}
        >
          {t(`spareParts.column.${status}`)}
        </Typography.Title>
        <Badge
          count={total}
          showZero
          overflowCount={999}
          color={token.colorTextSecondary}
          data-testid="column-count"
        />
      </Flex>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError && !list.data ? (
        <Result
          status="warning"
          title={t('spareParts.error.column')}
          subTitle={extractErrorMessage(list.error)}
          extra={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('spareParts.common.retry')}
            </Button>
          }
        />
      ) : requests.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(q ? 'spareParts.column.noMatches' : `spareParts.column.empty.${status}`)}
        />
      ) : (
        <Flex vertical gap={8}>
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              detailsHref={detailsHref(request.id)}
              highlighted={request.id === highlightId}
            />
          ))}
          {total > requests.length && (
            <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
              {t('spareParts.column.more', { count: total - requests.length })}
            </Typography.Text>
          )}
        </Flex>
      )}
    </section>
  );
}
