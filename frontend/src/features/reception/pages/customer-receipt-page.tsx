import {
  CarOutlined,
  CheckOutlined,
  FileDoneOutlined,
  FilePdfOutlined,
  MailOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type CustomerReceiptView } from '@px/contracts';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { formatWorkOrderNumber } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';
import { PageHeader, PlateBadge } from '@/shared/ui';
import { downloadReceiptPdf, useMarkReceiptReady, useReceipt, useSendReceipt } from '../api';
import { DamageDiagram } from '../components/damage-diagram';
import { ReceiptDeliverModal } from '../components/receipt-deliver-modal';
import { ReceiptSignature } from '../components/receipt-signature';
import { ReceiptPhotos } from '../components/receipt-photos';
import { ReceiptStatusTag } from '../components/receipt-status-tag';
import { fuelText, photosByMark, receiptActionsOf, showsStorageFrom } from '../receipts-model';
import { useReceiptLiveUpdates } from '../use-receipt-live-updates';

type PdfKind = 'deposit' | 'delivery';

/** A long text of the receipt as the customer said it (line breaks kept). */
function LongText({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
      {text.trim() || '—'}
    </Typography.Paragraph>
  );
}

/** A document's SHA-256 fingerprint: monospace, wrapping anywhere, copyable. */
function Fingerprint({ hash, testId }: { hash: string; testId: string }) {
  return (
    <Typography.Text
      code
      copyable
      style={{ wordBreak: 'break-all', fontFamily: 'ui-monospace, SFMono-Regular, monospace' }}
      data-testid={testId}
    >
      {hash}
    </Typography.Text>
  );
}

/**
 * /customer-receipts/{id}: one deposit receipt (resguardo de depósito). What was agreed at
 * reception, the damage diagram and photos, the signature's proof; and its actions: download or
 * e-mail the PDF, "Marcar listo" (the customer is told and storage starts counting) and
 * "Entregar" (km out, signature, delivery record). Live: another desk's change refreshes it.
 */
export default function CustomerReceiptPage() {
  const { id = '' } = useParams<{ id: string }>();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  const receipt = useReceipt(id);
  const markReady = useMarkReceiptReady(id);
  const send = useSendReceipt(id);
  useReceiptLiveUpdates();
  const [delivering, setDelivering] = useState(false);
  const [downloading, setDownloading] = useState<PdfKind | null>(null);
  const canUpdate = hasPermission(PERMISSIONS.reception.receipts.update);
  const canAddPhotos = hasPermission(PERMISSIONS.reception.receptions.create);
  const listCrumb = { label: t('reception.receipts.title'), to: '/customer-receipts' };

  if (receipt.isPending) {
    return (
      <>
        <PageHeader title={t('reception.receipts.title')} breadcrumb={[listCrumb]} />
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </>
    );
  }
  if (receipt.isError) {
    const missing = isApiError(receipt.error) && receipt.error.statusCode === 404;
    return (
      <>
        <PageHeader title={t('reception.receipts.title')} breadcrumb={[listCrumb]} />
        <Result
          status={missing ? '404' : 'warning'}
          title={t(
            missing ? 'reception.receipts.detail.notFound' : 'reception.receipts.detail.error',
          )}
          subTitle={missing ? undefined : extractErrorMessage(receipt.error)}
          extra={
            <Button type="primary" onClick={() => navigate('/customer-receipts')}>
              <FormattedMessage id="reception.receipts.detail.back" />
            </Button>
          }
          data-testid="receipt-error"
        />
      </>
    );
  }

  const view: CustomerReceiptView = receipt.data;
  const actions = receiptActionsOf(view.status);

  const download = (kind: PdfKind) => {
    setDownloading(kind);
    downloadReceiptPdf(view.id, kind)
      .catch((error: unknown) =>
        message.error(
          isApiError(error) ? error.message : t('reception.receipts.action.downloadFailed'),
        ),
      )
      .finally(() => setDownloading(null));
  };

  const sendByEmail = () =>
    send.mutate(undefined, {
      onSuccess: ({ to }) =>
        void message.success(t('reception.receipts.action.sent', { email: to })),
      onError: (error) => void message.error(extractErrorMessage(error)),
    });

  const confirmReady = () =>
    markReady.mutate(undefined, {
      onSuccess: () => void message.success(t('reception.receipts.action.markedReady')),
      onError: (error) => void message.error(extractErrorMessage(error)),
    });

  const sendButton = (
    <Button
      icon={<MailOutlined aria-hidden />}
      onClick={sendByEmail}
      loading={send.isPending}
      disabled={!view.customer_email}
      data-testid="receipt-send"
    >
      <FormattedMessage id="reception.receipts.action.send" />
    </Button>
  );

  const vehicle = (
    <Flex gap={8} align="center" wrap>
      <Link to={`/vehicles/${view.vehicle_id}`} aria-label={view.license_plate}>
        <PlateBadge plate={view.license_plate} size="small" />
      </Link>
      <span>{view.vehicle_label}</span>
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={
          <Flex gap={12} align="center" wrap>
            <span data-testid="receipt-number">{view.number}</span>
            <ReceiptStatusTag status={view.status} />
          </Flex>
        }
        documentTitle={view.number}
        subtitle={`${view.customer_name} · ${view.license_plate}`}
        breadcrumb={[listCrumb, { label: view.number }]}
        extra={
          <>
            <Button
              icon={<FilePdfOutlined aria-hidden />}
              onClick={() => download('deposit')}
              loading={downloading === 'deposit'}
              data-testid="receipt-download"
            >
              <FormattedMessage id="reception.receipts.action.download" />
            </Button>
            {canUpdate &&
              (view.customer_email ? (
                sendButton
              ) : (
                <Tooltip title={t('reception.receipts.action.sendNoEmail')}>
                  <span>{sendButton}</span>
                </Tooltip>
              ))}
            {canUpdate && actions.markReady && (
              <Popconfirm
                title={t('reception.receipts.action.markReady')}
                description={
                  <div style={{ maxWidth: 320 }}>
                    {t('reception.receipts.action.markReadyConfirm')}
                  </div>
                }
                onConfirm={confirmReady}
                okText={t('reception.receipts.action.markReady')}
                cancelText={t('reception.receipts.action.cancel')}
              >
                <Button
                  icon={<CheckOutlined aria-hidden />}
                  loading={markReady.isPending}
                  data-testid="receipt-mark-ready"
                >
                  <FormattedMessage id="reception.receipts.action.markReady" />
                </Button>
              </Popconfirm>
            )}
            {canUpdate && actions.deliver && (
              <Button
                type="primary"
                icon={<CarOutlined aria-hidden />}
                onClick={() => setDelivering(true)}
                data-testid="receipt-deliver"
              >
                <FormattedMessage id="reception.receipts.action.deliver" />
              </Button>
            )}
            {actions.deliveryRecord && (
              <Button
                icon={<FileDoneOutlined aria-hidden />}
                onClick={() => download('delivery')}
                loading={downloading === 'delivery'}
                data-testid="receipt-download-delivery"
              >
                <FormattedMessage id="reception.receipts.action.downloadDelivery" />
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card>
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                data-testid="receipt-detail"
                items={[
                  {
                    key: 'customer',
                    label: t('reception.receipts.field.customer'),
                    children: (
                      <Link to={`/customers/${view.customer_id}`}>{view.customer_name}</Link>
                    ),
                  },
                  {
                    key: 'vehicle',
                    label: t('reception.receipts.field.vehicle'),
                    children: vehicle,
                  },
                  {
                    key: 'order',
                    label: t('reception.receipts.field.order'),
                    children: (
                      <Link to={`/orders/${view.work_order_id}`} data-testid="receipt-order">
                        {formatWorkOrderNumber(view.work_order_number)}
                      </Link>
                    ),
                  },
                  {
                    key: 'received',
                    label: t('reception.receipts.field.receivedAt'),
                    children: format.dateTime(view.received_at),
                  },
                  {
                    key: 'odometer',
                    label: t('reception.receipts.field.odometer'),
                    children: format.km(view.odometer_km),
                  },
                  {
                    key: 'fuel',
                    label: t('reception.receipts.field.fuel'),
                    children: <span data-testid="receipt-fuel">{fuelText(view.fuel_level)}</span>,
                  },
                  {
                    key: 'expected',
                    label: t('reception.receipts.field.expectedDelivery'),
                    children: view.expected_delivery_date
                      ? format.day(view.expected_delivery_date)
                      : '—',
                  },
                  {
                    key: 'estimate',
                    label: t('reception.receipts.field.estimate'),
                    children: t(`reception.receipts.estimate.${view.estimate}`),
                  },
                  {
                    key: 'receivedBy',
                    label: t('reception.receipts.field.receivedBy'),
                    children: view.created_by_name ?? '—',
                  },
                  {
                    key: 'email',
                    label: t('reception.receipts.field.email'),
                    children: view.customer_email ?? '—',
                  },
                  ...(showsStorageFrom(view)
                    ? [
                        {
                          key: 'storage',
                          label: t('reception.receipts.field.storage'),
                          children: (
                            <span data-testid="receipt-storage">
                              {t('reception.receipts.storageFrom', {
                                date: format.day(view.storage_charged_from!),
                              })}
                            </span>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </Card>
            <Card title={t('reception.receipts.section.work')}>
              <Descriptions
                column={1}
                layout="vertical"
                data-testid="receipt-work"
                items={[
                  {
                    key: 'complaint',
                    label: t('reception.receipts.field.complaint'),
                    children: <LongText text={view.complaint} />,
                  },
                  {
                    key: 'requested',
                    label: t('reception.receipts.field.requestedWork'),
                    children: <LongText text={view.requested_work} />,
                  },
                  {
                    key: 'belongings',
                    label: t('reception.receipts.field.belongings'),
                    children: <LongText text={view.belongings} />,
                  },
                ]}
              />
            </Card>
            <Card title={t('reception.receipts.section.damages')}>
              <Flex vertical gap={8}>
                <DamageDiagram
                  bodyType={view.body_type}
                  marks={view.damages}
                  readOnly
                  photosByMark={photosByMark(view.photos)}
                />
                {view.damages.length === 0 && (
                  <Typography.Text type="secondary" data-testid="receipt-no-damages">
                    <FormattedMessage id="reception.receipts.damages.none" />
                  </Typography.Text>
                )}
              </Flex>
            </Card>
            <Card title={t('reception.receipts.section.photos')}>
              <ReceiptPhotos
                receiptId={view.id}
                photos={view.photos}
                damages={view.damages}
                canAdd={canAddPhotos}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card title={t('reception.receipts.section.signature')}>
              <Flex vertical gap={8} data-testid="receipt-signature">
                <ReceiptSignature receiptId={view.id} kind="deposit" signer={view.signer_name} />
                <Typography.Text>
                  {t('reception.receipts.signedBy', {
                    name: view.signer_name,
                    date: format.dateTime(view.signed_at),
                  })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  <FormattedMessage id="reception.receipts.hash" />
                </Typography.Text>
                <Fingerprint hash={view.document_sha256} testId="receipt-hash" />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <FormattedMessage id="reception.receipts.hashHint" />
                </Typography.Text>
              </Flex>
            </Card>
            {view.status === 'delivered' && (
              <Card title={t('reception.receipts.section.delivery')}>
                <Flex vertical gap={12}>
                  <Descriptions
                    column={1}
                    size="small"
                    data-testid="receipt-delivery"
                    items={[
                      {
                        key: 'at',
                        label: t('reception.receipts.delivery.deliveredAt'),
                        children: view.delivered_at ? format.dateTime(view.delivered_at) : '—',
                      },
                      {
                        key: 'km',
                        label: t('reception.receipts.delivery.odometer'),
                        children:
                          view.delivery_odometer_km !== null
                            ? format.km(view.delivery_odometer_km)
                            : '—',
                      },
                      {
                        key: 'signer',
                        label: t('reception.receipts.delivery.signer'),
                        children: view.delivery_signer_name ?? '—',
                      },
                    ]}
                  />
                  {view.delivery_signer_name && (
                    <ReceiptSignature
                      receiptId={view.id}
                      kind="delivery"
                      signer={view.delivery_signer_name}
                    />
                  )}
                  {view.delivery_document_sha256 && (
                    <Flex vertical gap={4}>
                      <Typography.Text type="secondary">
                        <FormattedMessage id="reception.receipts.hash" />
                      </Typography.Text>
                      <Fingerprint
                        hash={view.delivery_document_sha256}
                        testId="receipt-delivery-hash"
                      />
                    </Flex>
                  )}
                  <Button
                    block
                    icon={<FileDoneOutlined aria-hidden />}
                    onClick={() => download('delivery')}
                    loading={downloading === 'delivery'}
                  >
                    <FormattedMessage id="reception.receipts.action.downloadDelivery" />
                  </Button>
                </Flex>
              </Card>
            )}
            <Card title={t('reception.receipts.section.history')}>
              <Timeline
                items={[
                  {
                    key: 'received',
                    color: 'blue',
                    content: `${t('reception.receipts.history.received')} · ${format.dateTime(view.received_at)}`,
                  },
                  ...(view.ready_at
                    ? [
                        {
                          key: 'ready',
                          color: 'green',
                          content: `${t('reception.receipts.history.ready')} · ${format.dateTime(view.ready_at)}`,
                        },
                      ]
                    : []),
                  ...(view.delivered_at
                    ? [
                        {
                          key: 'delivered',
                          color: 'gray',
                          content: `${t('reception.receipts.history.delivered')} · ${format.dateTime(view.delivered_at)}`,
                        },
                      ]
                    : []),
                ]}
              />
            </Card>
          </Flex>
        </Col>
      </Row>
      {canUpdate && actions.deliver && (
        <ReceiptDeliverModal
          receipt={view}
          open={delivering}
          onClose={() => setDelivering(false)}
          onDelivered={() => {
            setDelivering(false);
            void message.success(t('reception.receipts.deliver.done'));
          }}
        />
      )}
    </>
  );
}
