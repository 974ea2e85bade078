import { ClearOutlined, CloudUploadOutlined, FileProtectOutlined } from '@ant-design/icons';
import {
  VERIFACTU_SUBMISSION_STATUSES,
  type VerifactuRecordListItem,
  type VerifactuSubmissionStatus,
} from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Result,
  Segmented,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useListState } from '@/shared/hooks';
import {
  useCertificateState,
  useRetryRecord,
  useSubmissionSummary,
  useSubmitNow,
  useVerifactuRecords,
} from '../api';
import {
  pageChange,
  recordListQueryOf,
  recordListStateOf,
  statusChange,
  submissionFilterMessageId,
} from '../model';
import { RecordsTable } from './records-table';
import { SubmissionSummary } from './submission-summary';
import { useCertificateFormat } from './use-certificate-format';

const ALL = 'all';

/**
 * The records' submission to the AEAT: the counts and timing, "Enviar ahora", and the records
 * filtered by status (status and page in the address) with "Reintentar" on those not accepted.
 */
export function SubmissionCard() {
  const { t, number } = useCertificateFormat();
  const { token } = theme.useToken();
  const { message, notification } = useFeedback();
  const { state, update } = useListState(recordListStateOf);
  const certificate = useCertificateState();
  const summary = useSubmissionSummary();
  const records = useVerifactuRecords(recordListQueryOf(state));
  const retry = useRetryRecord();
  const submit = useSubmitNow();

  const hasCertificate = !!certificate.data?.certificate;
  const pending = summary.data?.pending ?? 0;
  const rows = records.data?.data ?? [];
  const total = records.data?.pagination.total ?? 0;

  const sendNow = () =>
    submit.mutate(undefined, {
      onSuccess: ({ queued }) =>
        queued > 0
          ? message.success(t('billingCertificate.submission.queued', { count: queued }))
          : message.info(t('billingCertificate.submission.nothingPending')),
      onError: (error) =>
        notification.error({
          title: t('billingCertificate.submission.sendFailed'),
          description: extractErrorMessage(error),
        }),
    });

  const retryRecord = (record: VerifactuRecordListItem) =>
    retry.mutate(record.id, {
      onSuccess: () =>
        message.success(t('billingCertificate.records.retried', { number: record.invoice_number })),
      onError: (error) =>
        notification.error({
          title: t('billingCertificate.records.retryFailed'),
          description: extractErrorMessage(error),
        }),
    });

  // Without a certificate nothing can go, and with nothing pending there is nothing to send.
  const blocked = certificate.isSuccess && !hasCertificate;
  const sendButton = (
    <Button
      type="primary"
      icon={<CloudUploadOutlined aria-hidden />}
      loading={submit.isPending}
      disabled={blocked || !summary.data || pending === 0}
      onClick={sendNow}
      data-testid="submission-send"
    >
      {t('billingCertificate.submission.send')}
    </Button>
  );

  const count = (status: VerifactuSubmissionStatus) =>
    summary.data ? ` (${number(summary.data[status])})` : '';
  const filter = (
    <Segmented
      aria-label={t('billingCertificate.filter.label')}
      value={state.status ?? ALL}
      onChange={(value: string) =>
        update(statusChange(value === ALL ? null : (value as VerifactuSubmissionStatus)))
      }
      options={[
        { value: ALL, label: t('billingCertificate.filter.all') },
        ...VERIFACTU_SUBMISSION_STATUSES.map((status) => ({
          value: status,
          label: `${t(submissionFilterMessageId(status))}${count(status)}`,
        })),
      ]}
      style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      data-testid="records-filter"
    />
  );

  const emptyText = state.status ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('billingCertificate.records.emptyFiltered')}
      data-testid="records-no-matches"
    >
      <Button icon={<ClearOutlined aria-hidden />} onClick={() => update(statusChange(null))}>
        {t('billingCertificate.records.showAll')}
      </Button>
    </Empty>
  ) : (
    <Empty
      image={
        <FileProtectOutlined
          aria-hidden
          style={{ fontSize: 48, color: token.colorTextQuaternary }}
        />
      }
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text>{t('billingCertificate.records.empty')}</Typography.Text>
          <Typography.Text type="secondary">
            {t('billingCertificate.records.emptyHint')}
          </Typography.Text>
        </Flex>
      }
      data-testid="records-empty"
    />
  );

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('billingCertificate.submission.title')}
        </Typography.Title>
      }
      extra={sendButton}
      data-testid="submission-card"
    >
      <Flex vertical gap={16}>
        {summary.isPending ? (
          <div aria-busy="true" aria-label={t('billingCertificate.submission.loading')}>
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        ) : summary.isError && !summary.data ? (
          <Alert
            type="warning"
            showIcon
            title={t('billingCertificate.submission.error')}
            description={extractErrorMessage(summary.error)}
            action={
              <Button size="small" onClick={() => void summary.refetch()}>
                {t('billingCertificate.retry')}
              </Button>
            }
            data-testid="submission-error"
          />
        ) : (
          summary.data && <SubmissionSummary summary={summary.data} />
        )}
        {blocked && pending > 0 && (
          <Alert
            type="info"
            showIcon
            title={t('billingCertificate.submission.noCertificate')}
            data-testid="submission-no-certificate"
          />
        )}
        {filter}
        {records.isError && !records.data ? (
          <Result
            status="warning"
            title={t('billingCertificate.records.loadError')}
            subTitle={extractErrorMessage(records.error)}
            data-testid="records-error"
            extra={
              <Button type="primary" onClick={() => void records.refetch()}>
                {t('billingCertificate.retry')}
              </Button>
            }
          />
        ) : (
          <>
            {records.isError && (
              <Alert
                type="warning"
                showIcon
                title={t('billingCertificate.records.refetchError')}
                action={
                  <Button size="small" onClick={() => void records.refetch()}>
                    {t('billingCertificate.retry')}
                  </Button>
                }
              />
            )}
            <RecordsTable
              rows={rows}
              total={total}
              page={state.page}
              loading={records.isPending || (records.isFetching && records.isPlaceholderData)}
              emptyText={records.isPending ? ' ' : emptyText}
              retrying={retry.isPending ? (retry.variables ?? null) : null}
              onRetry={retryRecord}
              onPage={(page) => update(pageChange(page))}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
