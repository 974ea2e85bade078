import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { QuoteLineView, QuoteView } from '@px/contracts';
import { Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PlateBadge } from '@/shared/ui';
import { type QuoteAbilities, channelMessageId, lineTypeMessageId } from '../model';
import { QuoteLinkPanel } from './quote-link-panel';
import { QuoteRevisions } from './quote-revisions';
import { DocumentTotals, totalsOf, useDocumentFormat } from '@/shared/documents';

/** The customer's answer to a line: a coloured tag with an icon (not colour alone). */
export function DecisionTag({ decision }: { decision: QuoteLineView['decision'] }) {
  const { t } = useDocumentFormat();
  if (decision === null) {
    return <Typography.Text type="secondary">{t('quotes.decision.pending')}</Typography.Text>;
  }
  return decision === 'accepted' ? (
    <Tag color="green" icon={<CheckCircleFilled aria-hidden />} data-testid="quote-line-decision">
      {t('quotes.decision.accepted')}
    </Tag>
  ) : (
    <Tag color="red" icon={<CloseCircleFilled aria-hidden />} data-testid="quote-line-decision">
      {t('quotes.decision.rejected')}
    </Tag>
  );
}

/** The body of the drawer: facts, lines with their answer, totals, the answer, link, revisions. */
export function QuoteDetail({ quote, can }: { quote: QuoteView; can: QuoteAbilities }) {
  const format = useDocumentFormat();
  const { t } = format;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const current = quote.revisions.find((revision) => revision.revision === quote.revision);
  const approval = current?.approval ?? null;

  return (
    <Flex vertical gap={24}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        data-testid="quote-facts"
        items={[
          { key: 'customer', label: t('quotes.field.customer'), children: quote.customer_name },
          {
            key: 'vehicle',
            label: t('quotes.field.vehicle'),
            children: quote.license_plate ? (
              <Flex wrap gap={8} align="center">
                <PlateBadge plate={quote.license_plate} size="small" />
                {quote.vehicle_label}
              </Flex>
            ) : (
              none
            ),
          },
          {
            key: 'km',
            label: t('quotes.field.odometer'),
            children:
              quote.odometer_km !== null ? `${format.quantity(quote.odometer_km)} km` : none,
          },
          {
            key: 'valid',
            label: t('quotes.field.validUntil'),
            children: quote.valid_until
              ? format.day(quote.valid_until)
              : t('quotes.drawer.validOnSend'),
          },
          {
            key: 'delivery',
            label: t('quotes.field.deliveryDays'),
            children:
              quote.delivery_days !== null
                ? t('quotes.drawer.deliveryDays', { days: quote.delivery_days })
                : none,
          },
          {
            key: 'created',
            label: t('quotes.field.created'),
            children: format.dateTime(quote.created_at),
          },
          ...(quote.converted_work_order_id
            ? [
                {
                  key: 'order',
                  label: t('quotes.drawer.order'),
                  children: (
                    <Link to={`/orders/${quote.converted_work_order_id}`}>
                      {t('quotes.drawer.orderLink', {
                        date: quote.converted_at ? format.dateTime(quote.converted_at) : '',
                      })}
                    </Link>
                  ),
                },
              ]
            : []),
          ...(quote.rejection_reason
            ? [
                {
                  key: 'reason',
                  label: t('quotes.drawer.rejectionReason'),
                  children: quote.rejection_reason,
                },
              ]
            : []),
        ]}
      />

      <section aria-labelledby="quote-lines-title">
        <Typography.Title level={5} id="quote-lines-title">
          {t('quotes.form.lines')}
        </Typography.Title>
        <Table<QuoteLineView>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={quote.lines}
          scroll={{ x: 640 }}
          data-testid="quote-lines"
          onRow={() => ({ 'data-testid': 'quote-line' }) as never}
          columns={[
            {
              title: t('quotes.line.description'),
              key: 'description',
              render: (_, line) => (
                <Flex vertical>
                  <span>{line.description}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(lineTypeMessageId(line.type))} ·{' '}
                    {line.type === 'labor'
                      ? t('quotes.line.hoursAtRate', {
                          hours: format.quantity(line.quantity),
                          rate: format.money(line.unit_price_cents),
                        })
                      : `${format.quantity(line.quantity)} × ${format.money(line.unit_price_cents)}`}
                    {line.discount_percent > 0 &&
                      ` · ${t('quotes.line.discount')} ${format.percent(line.discount_percent)}`}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('quotes.line.vat'),
              key: 'vat',
              width: 70,
              render: (_, line) => format.percent(line.vat_percent),
            },
            {
              title: t('quotes.line.base'),
              key: 'base',
              align: 'right',
              width: 110,
              render: (_, line) => (
                <span style={{ whiteSpace: 'nowrap' }}>{format.money(line.base_cents)}</span>
              ),
            },
            {
              title: t('quotes.line.decision'),
              key: 'decision',
              width: 130,
              render: (_, line) => <DecisionTag decision={line.decision} />,
            },
          ]}
        />
      </section>

      <DocumentTotals
        totals={totalsOf(quote)}
        totalLabel={t('quotes.totals.total')}
        testId="quote-totals"
      />

      {approval && (
        <section aria-labelledby="quote-approval-title" data-testid="quote-approval">
          <Typography.Title level={5} id="quote-approval-title">
            {t('quotes.drawer.answer')}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('quotes.drawer.answeredBy', {
              signer: approval.signer_name,
              date: format.dateTime(approval.approved_at),
              channel: t(channelMessageId(approval.channel)),
            })}
            {approval.recorded_by_name &&
              ` ${t('quotes.drawer.recordedBy', { name: approval.recorded_by_name })}`}
            {approval.signed && ` ${t('quotes.drawer.signed')}`}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('quotes.drawer.answerCount', {
              accepted: approval.accepted_line_ids.length,
              rejected: approval.rejected_line_ids.length,
            })}
          </Typography.Text>
        </section>
      )}

      {quote.conditions && (
        <section aria-labelledby="quote-conditions-title">
          <Typography.Title level={5} id="quote-conditions-title">
            {t('quotes.field.conditions')}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {quote.conditions}
          </Typography.Paragraph>
        </section>
      )}

      <QuoteLinkPanel quote={quote} can={can} />
      <QuoteRevisions quote={quote} />
    </Flex>
  );
}
