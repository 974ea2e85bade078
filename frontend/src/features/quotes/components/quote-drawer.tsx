import { Drawer, Flex, Grid, Result, Skeleton, Button } from 'antd';
import type { QuoteView } from '@px/contracts';
import type { ReactNode } from 'react';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useQuote } from '../api';
import type { QuoteAbilities } from '../model';
import { QuoteActions } from './quote-actions';
import { QuoteDetail } from './quote-detail';
import { QuoteStatusTag } from './quote-status-tag';
import { useDocumentFormat } from '@/shared/documents';

export interface QuoteDrawerProps {
  quoteId: string | null;
  onClose: () => void;
  can: QuoteAbilities;
  /** Opens the editor; `sendError` is what the API refused on sending (shown on its fields). */
  onEdit: (quote: QuoteView, sendError?: unknown) => void;
}

/**
 * One quote (`?quote=<id>`): its number, revision and status, what the status allows, then the
 * customer and vehicle, the lines with the customer's answer, totals, the answer, the link and
 * every revision.
 */
export function QuoteDrawer({ quoteId, onClose, can, onEdit }: QuoteDrawerProps) {
  const { t } = useDocumentFormat();
  const screens = Grid.useBreakpoint();
  const detail = useQuote(quoteId);
  const quote = detail.data;

  let body: ReactNode;
  if (detail.isPending && quoteId) {
    body = (
      <div aria-busy="true" aria-label={t('quotes.drawer.loading')}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  } else if (detail.isError || !quote) {
    const missing = isApiError(detail.error) && detail.error.statusCode === 404;
    body = (
      <Result
        status={missing ? '404' : 'warning'}
        title={t(missing ? 'quotes.drawer.notFound' : 'quotes.drawer.error')}
        subTitle={missing ? undefined : extractErrorMessage(detail.error)}
        data-testid="quote-drawer-error"
        extra={
          missing ? (
            <Button onClick={onClose}>{t('quotes.back')}</Button>
          ) : (
            <Button type="primary" onClick={() => void detail.refetch()}>
              {t('quotes.retry')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <Flex vertical gap={24}>
        <QuoteActions quote={quote} can={can} onEdit={onEdit} />
        <QuoteDetail quote={quote} can={can} />
      </Flex>
    );
  }

  return (
    <Drawer
      open={quoteId !== null}
      onClose={onClose}
      size={screens.lg ? 920 : '100%'}
      destroyOnHidden
      title={
        quote ? (
          <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
            <span data-testid="quote-drawer-number">
              {t('quotes.drawer.numberRevision', {
                number: quote.number,
                revision: quote.revision,
              })}
            </span>
            <QuoteStatusTag status={quote.status} />
          </Flex>
        ) : (
          t('quotes.drawer.title')
        )
      }
      data-testid="quote-drawer"
    >
      {body}
    </Drawer>
  );
}
