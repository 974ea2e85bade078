import { StopOutlined } from '@ant-design/icons';
import type { QuoteView } from '@px/contracts';
import { Alert, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { extractErrorMessage } from '@/shared/error-message';
import { useRevokeLink } from '../api';
import type { QuoteAbilities } from '../model';
import { useDocumentFormat } from '@/shared/documents';
import { useFeedback } from '@/shared/feedback';

const LINK_COLORS = { active: 'green', revoked: 'red', expired: 'orange' } as const;

/** The server gives `/q/{token}` on the public site: an absolute address the desk can paste. */
const absolute = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

/**
 * The customer's link of the revision last sent: its state, the address with a copy button while
 * it is active, when it stops, and "Revocar enlace" (it stops at once).
 */
export function QuoteLinkPanel({ quote, can }: { quote: QuoteView; can: QuoteAbilities }) {
  const format = useDocumentFormat();
  const { t } = format;
  const { message } = useFeedback();
  const revoke = useRevokeLink();
  const [failure, setFailure] = useState<unknown>(null);
  const link = quote.link;
  if (!link) return null;

  const runRevoke = async () => {
    setFailure(null);
    try {
      await revoke.mutateAsync({ id: quote.id, body: {} });
      void message.success(t('quotes.toast.revoked'));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <section aria-labelledby="quote-link-title" data-testid="quote-link">
      <Typography.Title level={5} id="quote-link-title">
        {t('quotes.link.title')}
      </Typography.Title>
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <Tag color={LINK_COLORS[link.status]} data-testid="quote-link-status">
            {t(`quotes.link.status.${link.status}`)}
          </Tag>
          <Typography.Text type="secondary">
            {t('quotes.link.revision', { revision: link.revision })} ·{' '}
            {link.status === 'revoked' && link.revoked_at
              ? t('quotes.link.revokedAt', { date: format.dateTime(link.revoked_at) })
              : t('quotes.link.expiresAt', { date: format.dateTime(link.expires_at) })}
          </Typography.Text>
        </Flex>
        {link.status === 'active' && link.url && (
          <Flex wrap gap={8} align="center">
            <Typography.Text
              code
              copyable={{
                text: absolute(link.url),
                tooltips: [t('quotes.link.copy'), t('quotes.link.copied')],
              }}
              style={{ wordBreak: 'break-all' }}
              data-testid="quote-link-url"
            >
              {absolute(link.url)}
            </Typography.Text>
            {can.update && (
              <Popconfirm
                placement="bottomLeft"
                title={t('quotes.link.revokeConfirm')}
                okText={t('quotes.link.revoke')}
                cancelText={t('quotes.back')}
                okButtonProps={{ danger: true, 'data-testid': 'quote-revoke-confirm' } as never}
                onConfirm={() => void runRevoke()}
              >
                <Button
                  size="small"
                  danger
                  icon={<StopOutlined aria-hidden />}
                  loading={revoke.isPending}
                  data-testid="quote-action-revoke"
                >
                  {t('quotes.link.revoke')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        )}
        {failure !== null && <Alert type="error" showIcon title={extractErrorMessage(failure)} />}
      </Flex>
    </section>
  );
}
