import { DownloadOutlined } from '@ant-design/icons';
import type { QuoteRevisionView, QuoteView } from '@px/contracts';
import { Button, Timeline, Typography } from 'antd';
import { downloadFile } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { channelMessageId } from '../model';
import { useDocumentFormat } from '@/shared/documents';
import { useFeedback } from '@/shared/feedback';

/**
 * Every revision, newest first: when it went out and to whom, its total and the customer's answer,
 * with its own PDF (an answer always refers to the revision the customer saw).
 */
export function QuoteRevisions({ quote }: { quote: QuoteView }) {
  const format = useDocumentFormat();
  const { t } = format;
  const { notification } = useFeedback();

  const pdf = (revision: QuoteRevisionView) =>
    downloadFile(
      `/api/quotes/${quote.id}/pdf`,
      { revision: revision.revision },
      `${quote.number}-rev${revision.revision}.pdf`,
    ).catch((error: unknown) =>
      notification.error({
        title: t('quotes.pdf.failed'),
        description: extractErrorMessage(error),
      }),
    );

  const describe = (revision: QuoteRevisionView) => {
    const parts = [
      revision.sent_at
        ? t(revision.sent_to ? 'quotes.revisions.sentTo' : 'quotes.revisions.sent', {
            date: format.dateTime(revision.sent_at),
            email: revision.sent_to ?? '',
          })
        : t('quotes.revisions.draft'),
      format.money(revision.total_cents),
    ];
    if (revision.approval) {
      parts.push(
        t('quotes.revisions.answered', {
          signer: revision.approval.signer_name,
          channel: t(channelMessageId(revision.approval.channel)),
          date: format.dateTime(revision.approval.approved_at),
        }),
      );
    }
    return parts.join(' · ');
  };

  return (
    <section aria-labelledby="quote-revisions-title" data-testid="quote-revisions">
      <Typography.Title level={5} id="quote-revisions-title">
        {t('quotes.revisions.title')}
      </Typography.Title>
      <Timeline
        items={[...quote.revisions].reverse().map((revision) => ({
          key: revision.revision,
          content: (
            <div data-testid="quote-revision">
              <Typography.Text strong>
                {t('quotes.revisions.revision', { revision: revision.revision })}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">{describe(revision)}</Typography.Text>{' '}
              {revision.sent_at && (
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined aria-hidden />}
                  onClick={() => void pdf(revision)}
                  aria-label={t('quotes.revisions.pdf', { revision: revision.revision })}
                >
                  PDF
                </Button>
              )}
            </div>
          ),
        }))}
      />
    </section>
  );
}
