import { RedoOutlined } from '@ant-design/icons';
import type { VerifactuRecordListItem } from '@px/contracts';
import { Button, Flex, Grid, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RECORD_PAGE_SIZE, canRetry, kindMessageId } from '../model';
import { SubmissionStatusTag } from './submission-status-tag';
import { useCertificateFormat } from './use-certificate-format';

export interface RecordsTableProps {
  rows: VerifactuRecordListItem[];
  total: number;
  page: number;
  loading: boolean;
  emptyText: ReactNode;
  /** The record being retried (its button spins). */
  retrying: string | null;
  onRetry: (record: VerifactuRecordListItem) => void;
  onPage: (page: number) => void;
}

const SMALL = { fontSize: 12 } as const;

/** The AEAT's error code and description, when it gave one. */
function AeatAnswer({ record }: { record: VerifactuRecordListItem }) {
  if (!record.error_code && !record.error_description) return null;
  return (
    <Typography.Text type="secondary" style={SMALL} data-testid="record-error">
      {record.error_code && <Typography.Text code>{record.error_code}</Typography.Text>}{' '}
      {record.error_description}
    </Typography.Text>
  );
}

/**
 * The VERI*FACTU records, newest first: invoice, kind (alta or anulación), status, when generated
 * and sent, attempts, the AEAT's error and "Reintentar" for one not accepted. From 1200 px the kind,
 * the attempts and the AEAT's answer have their own columns; on a tablet they sit under the
 * invoice, the sending time and the status, so nothing scrolls sideways.
 */
export function RecordsTable({
  rows,
  total,
  page,
  loading,
  emptyText,
  retrying,
  onRetry,
  onPage,
}: RecordsTableProps) {
  const { t, dateTime } = useCertificateFormat();
  const wide = Grid.useBreakpoint().xl ?? true;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

  return (
    <Table<VerifactuRecordListItem>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 640 }}
      locale={{ emptyText }}
      data-testid="records-table"
      onRow={() => ({ 'data-testid': 'record-row' }) as never}
      pagination={{
        current: page,
        pageSize: RECORD_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t('billingCertificate.records.total', { total: count }),
        onChange: onPage,
      }}
      columns={[
        {
          title: t('billingCertificate.records.invoice'),
          key: 'invoice',
          width: 140,
          render: (_, record) => (
            <Flex vertical align="flex-start">
              {/* The invoice opens in its drawer on /facturas. */}
              <Link
                to={`/facturas?invoice=${record.invoice_id}`}
                style={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                data-testid="record-invoice"
              >
                {record.invoice_number}
              </Link>
              {!wide && (
                <Typography.Text type="secondary" style={SMALL}>
                  {t(kindMessageId(record.kind))}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: t('billingCertificate.records.kind'),
          key: 'kind',
          width: 110,
          responsive: ['xl'],
          render: (_, record) => t(kindMessageId(record.kind)),
        },
        {
          title: t('billingCertificate.records.status'),
          key: 'status',
          render: (_, record) => (
            <Flex vertical gap={4} align="flex-start">
              <SubmissionStatusTag status={record.status} />
              {!wide && <AeatAnswer record={record} />}
            </Flex>
          ),
        },
        {
          title: t('billingCertificate.records.generated'),
          key: 'generated',
          width: 130,
          render: (_, record) => nowrap(dateTime(record.generated_at)),
        },
        {
          title: t('billingCertificate.records.submitted'),
          key: 'submitted',
          width: 135,
          render: (_, record) => (
            <Flex vertical align="flex-start">
              {record.submitted_at ? (
                nowrap(dateTime(record.submitted_at))
              ) : (
                <Typography.Text type="secondary">
                  {t('billingCertificate.records.notSubmitted')}
                </Typography.Text>
              )}
              {!wide && record.attempts > 0 && (
                <Typography.Text type="secondary" style={SMALL}>
                  {t('billingCertificate.records.attemptsShort', { count: record.attempts })}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: t('billingCertificate.records.attempts'),
          key: 'attempts',
          width: 90,
          align: 'right',
          responsive: ['xl'],
          render: (_, record) => record.attempts,
        },
        {
          title: t('billingCertificate.records.error'),
          key: 'error',
          responsive: ['xl'],
          render: (_, record) =>
            record.error_code || record.error_description ? <AeatAnswer record={record} /> : none,
        },
        {
          title: (
            <span className="px-visually-hidden">{t('billingCertificate.records.actions')}</span>
          ),
          key: 'actions',
          width: 130,
          render: (_, record) =>
            canRetry(record) && (
              <Button
                size="small"
                icon={<RedoOutlined aria-hidden />}
                loading={retrying === record.id}
                onClick={() => onRetry(record)}
                aria-label={t('billingCertificate.records.retryLabel', {
                  number: record.invoice_number,
                })}
                data-testid="record-retry"
              >
                {t('billingCertificate.records.retry')}
              </Button>
            ),
        },
      ]}
    />
  );
}
