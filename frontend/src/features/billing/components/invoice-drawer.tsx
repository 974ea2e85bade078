import {
  CheckCircleOutlined,
  DiffOutlined,
  DownloadOutlined,
  EditOutlined,
  EuroCircleOutlined,
  ExportOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type {
  InvoiceIssuer,
  InvoiceLineView,
  InvoicePaymentView,
  InvoiceView,
  VerifactuRecordSummary,
} from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Flex,
  Grid,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { SaveErrorMessage } from '@/shared/ui';
import { downloadInvoicePdf, downloadPaymentReceipt, useIssueInvoice, useInvoice } from '../api';
import {
  type InvoiceAbilities,
  invoiceActions,
  lineTypeMessageId,
  seriesMessageId,
} from '../model';
import { CancelModal } from './cancel-modal';
import { PaymentModal } from './payment-modal';
import { RectifyModal } from './rectify-modal';
import { InvoiceStatusTag, PaymentStateTag, VerifactuStatusTag } from './invoice-tags';
import { DocumentTotals, totalsOf, useDocumentFormat } from '@/shared/documents';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export interface InvoiceDrawerProps {
  invoiceId: string | null;
  onClose: () => void;
  /** What the user's permissions allow (edit and issue a draft, pay, rectify and cancel). */
  can: InvoiceAbilities;
  /** Opens the editor on the draft; with what the API refused when issuing it, if that is why. */
  onEdit: (invoice: InvoiceView, issueError?: unknown) => void;
  /** Shows another invoice in the drawer (a rectifying draft just made, the invoice it corrects). */
  onOpen: (id: string) => void;
}

/**
 * One invoice: its number (or "Borrador"), status and payment state, issuer and recipient, lines,
 * VAT per rate and totals; a draft is edited or issued here ("Emitir factura", confirmed: an
 * issued invoice is final). Once issued it is paid ("Registrar cobro", its payments listed),
 * corrected by a rectifying invoice or cancelled, and its VERI*FACTU record shows: state,
 * fingerprint (huella) and the AEAT's check link that its QR encodes. Every invoice prints (PDF).
 */
export function InvoiceDrawer({ invoiceId, onClose, can, onEdit, onOpen }: InvoiceDrawerProps) {
  const { t } = useDocumentFormat();
  const screens = Grid.useBreakpoint();
  const detail = useInvoice(invoiceId);
  const invoice = detail.data;

  let body: ReactNode;
  if (detail.isPending && invoiceId) {
    body = (
      <div aria-busy="true" aria-label={t('invoices.drawer.loading')}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  } else if (detail.isError || !invoice) {
    const missing = isApiError(detail.error) && detail.error.statusCode === 404;
    body = (
      <Result
        status={missing ? '404' : 'warning'}
        title={t(missing ? 'invoices.drawer.notFound' : 'invoices.drawer.error')}
        subTitle={missing ? undefined : extractErrorMessage(detail.error)}
        data-testid="invoice-drawer-error"
        extra={
          missing ? (
            <Button onClick={onClose}>{t('invoices.close')}</Button>
          ) : (
            <Button type="primary" onClick={() => void detail.refetch()}>
              {t('invoices.retry')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <Flex vertical gap={20}>
        {/* Keyed by version: a refusal shown for one version goes once the draft changes. */}
        <InvoiceActions
          key={`${invoice.id}:${invoice.version}`}
          invoice={invoice}
          can={can}
          onEdit={onEdit}
          onOpen={onOpen}
          onReload={() => void detail.refetch()}
        />
        <InvoiceNotices invoice={invoice} onOpen={onOpen} />
        <Parties invoice={invoice} />
        <InvoiceSummary invoice={invoice} />
        <InvoiceLines invoice={invoice} />
        <DocumentTotals
          totals={totalsOf(invoice)}
          totalLabel={t('invoices.totals.total')}
          testId="invoice-totals"
        />
        {invoice.status === 'issued' && <PaymentSummary invoice={invoice} />}
        {invoice.verifactu && <VerifactuBlock record={invoice.verifactu} />}
      </Flex>
    );
  }

  return (
    <Drawer
      open={invoiceId !== null}
      onClose={onClose}
      size={screens.lg ? 900 : '100%'}
      destroyOnHidden
      title={
        invoice ? (
          <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
            <span data-testid="invoice-drawer-number">
              {invoice.number ?? t('invoices.drawer.draftTitle')}
            </span>
            <InvoiceStatusTag status={invoice.status} />
            <PaymentStateTag invoice={invoice} />
          </Flex>
        ) : (
          t('invoices.drawer.title')
        )
      }
      data-testid="invoice-drawer"
    >
      {body}
    </Drawer>
  );
}

type StepModal = 'pay' | 'rectify' | 'cancel' | null;

function InvoiceActions({
  invoice,
  can,
  onEdit,
  onOpen,
  onReload,
}: {
  invoice: InvoiceView;
  can: InvoiceAbilities;
  onEdit: InvoiceDrawerProps['onEdit'];
  onOpen: InvoiceDrawerProps['onOpen'];
  onReload: () => void;
}) {
  const { t } = useDocumentFormat();
  const { message } = useFeedback();
  const issue = useIssueInvoice();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [modal, setModal] = useState<StepModal>(null);
  const [downloading, setDownloading] = useState(false);
  const actions = invoiceActions(invoice, can);
  const fieldRefusal = isApiError(refusal) && refusal.fieldErrors.length > 0;

  const run = async () => {
    setRefusal(null);
    try {
      const issued = await issue.mutateAsync({ id: invoice.id, version: invoice.version });
      void message.success(t('invoices.toast.issued', { number: issued.number ?? '' }));
    } catch (error) {
      setRefusal(error);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      void message.error(extractErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} data-testid="invoice-actions">
        {actions.includes('issue') && (
          <Popconfirm
            title={t('invoices.issue.title')}
            description={t('invoices.issue.content')}
            okText={t('invoices.issue.submit')}
            cancelText={t('invoices.back')}
            onConfirm={() => run()}
            // The question takes the focus: Enter issues, Esc goes back (keyboard).
            okButtonProps={{ autoFocus: true, 'data-testid': 'invoice-issue-confirm' } as never}
            // The button sits at the top of the drawer: the question opens below it.
            placement="bottomLeft"
          >
            <Button
              type="primary"
              icon={<CheckCircleOutlined aria-hidden />}
              loading={issue.isPending}
              disabled={invoice.lines.length === 0}
              data-testid="invoice-action-issue"
            >
              {t('invoices.action.issue')}
            </Button>
          </Popconfirm>
        )}
        {actions.includes('edit') && (
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={() => onEdit(invoice)}
            disabled={issue.isPending}
            data-testid="invoice-action-edit"
          >
            {t('invoices.action.edit')}
          </Button>
        )}
        {actions.includes('pay') && (
          <Button
            type="primary"
            icon={<EuroCircleOutlined aria-hidden />}
            onClick={() => setModal('pay')}
            data-testid="invoice-action-pay"
          >
            {t('invoices.action.pay')}
          </Button>
        )}
        {actions.includes('pdf') && (
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="invoice-action-pdf"
          >
            {t('invoices.action.pdf')}
          </Button>
        )}
        {actions.includes('rectify') && (
          <Button
            icon={<DiffOutlined aria-hidden />}
            onClick={() => setModal('rectify')}
            data-testid="invoice-action-rectify"
          >
            {t('invoices.action.rectify')}
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button
            danger
            icon={<StopOutlined aria-hidden />}
            onClick={() => setModal('cancel')}
            data-testid="invoice-action-cancel"
          >
            {t('invoices.action.cancel')}
          </Button>
        )}
      </Flex>
      <PaymentModal invoice={invoice} open={modal === 'pay'} onClose={() => setModal(null)} />
      <RectifyModal
        invoice={invoice}
        open={modal === 'rectify'}
        onClose={() => setModal(null)}
        onCreated={(draft) => onOpen(draft.id)}
      />
      <CancelModal invoice={invoice} open={modal === 'cancel'} onClose={() => setModal(null)} />
      {refusal !== null && (
        <Alert
          type="error"
          showIcon
          title={
            <SaveErrorMessage
              error={refusal}
              existingPath={() => '/facturas'}
              onReload={onReload}
            />
          }
          action={
            fieldRefusal && actions.includes('edit') ? (
              <Button
                size="small"
                onClick={() => onEdit(invoice, refusal)}
                data-testid="invoice-issue-fix"
              >
                {t('invoices.issue.fix')}
              </Button>
            ) : undefined
          }
          data-testid="invoice-issue-error"
        />
      )}
    </Flex>
  );
}

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** What corrects or voids this invoice: the invoice it rectifies, or why it was cancelled. */
function InvoiceNotices({
  invoice,
  onOpen,
}: {
  invoice: InvoiceView;
  onOpen: InvoiceDrawerProps['onOpen'];
}) {
  const { t } = useDocumentFormat();
  const { rectifies } = invoice;
  return (
    <>
      {rectifies && (
        <Alert
          type="info"
          showIcon
          data-testid="invoice-rectifies"
          title={
            <span>
              {t('invoices.drawer.rectifies')}{' '}
              <Typography.Link
                onClick={() => onOpen(rectifies.invoice_id)}
                data-testid="invoice-rectifies-link"
              >
                {rectifies.number ?? t('invoices.drawer.draftTitle')}
              </Typography.Link>{' '}
              {t('invoices.drawer.rectifiesHow', {
                reason: rectifies.reason,
                kind: t(`invoices.rectify.kind.${rectifies.kind}`),
              })}
            </span>
          }
        />
      )}
      {invoice.status === 'cancelled' && (
        <Alert
          type="error"
          showIcon
          data-testid="invoice-cancelled"
          title={t('invoices.drawer.cancelled')}
          description={invoice.cancellation_reason ?? undefined}
        />
      )}
    </>
  );
}

function PartyLines({ lines }: { lines: (string | null)[] }) {
  return (
    <Flex vertical gap={2}>
      {lines.filter(Boolean).map((line, index) => (
        <Typography.Text key={index} strong={index === 0}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}

function Parties({ invoice }: { invoice: InvoiceView }) {
  const { t } = useDocumentFormat();
  const { recipient } = invoice;
  const identified = recipient.name || recipient.tax_id || recipient.address;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card
          size="small"
          title={t('invoices.drawer.issuer')}
          style={{ height: '100%' }}
          data-testid="invoice-issuer"
        >
          {invoice.issuer ? (
            <IssuerBlock issuer={invoice.issuer} />
          ) : (
            <Typography.Text type="secondary">{t('invoices.drawer.issuerAtIssue')}</Typography.Text>
          )}
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card
          size="small"
          title={t('invoices.drawer.recipient')}
          style={{ height: '100%' }}
          data-testid="invoice-recipient"
        >
          {identified ? (
            <PartyLines
              lines={[
                recipient.name,
                recipient.tax_id && t('invoices.drawer.taxIdLine', { taxId: recipient.tax_id }),
                recipient.address,
              ]}
            />
          ) : (
            <Typography.Text type="secondary">{t('invoices.drawer.noRecipient')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}

function IssuerBlock({ issuer }: { issuer: InvoiceIssuer }) {
  const { t } = useDocumentFormat();
  return (
    <PartyLines
      lines={[
        issuer.legal_name || issuer.name,
        issuer.legal_name && issuer.name !== issuer.legal_name ? issuer.name : null,
        t('invoices.drawer.taxIdLine', { taxId: issuer.tax_id }),
        issuer.address,
        issuer.registry_number &&
          t('invoices.drawer.registryLine', { registry: issuer.registry_number }),
      ]}
    />
  );
}

function InvoiceSummary({ invoice }: { invoice: InvoiceView }) {
  const format = useDocumentFormat();
  const { t } = format;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      data-testid="invoice-summary"
      items={[
        {
          key: 'series',
          label: t('invoices.field.series'),
          children: `${invoice.series} · ${t(seriesMessageId(invoice.series))}`,
        },
        {
          key: 'issue_date',
          label: t('invoices.field.issueDate'),
          children: invoice.issue_date ? (
            format.day(invoice.issue_date)
          ) : (
            <Typography.Text type="secondary">{t('invoices.drawer.notIssued')}</Typography.Text>
          ),
        },
        {
          key: 'operation_date',
          label: t('invoices.field.operationDate'),
          children: invoice.operation_date ? format.day(invoice.operation_date) : none,
        },
        {
          key: 'due_date',
          label: t('invoices.field.dueDate'),
          children: invoice.due_date ? format.day(invoice.due_date) : none,
        },
        {
          key: 'payment_terms',
          label: t('invoices.field.paymentTerms'),
          span: { xs: 1, sm: 2 },
          children: invoice.payment_terms ?? none,
        },
        ...(invoice.notes
          ? [
              {
                key: 'notes',
                label: t('invoices.field.notes'),
                span: { xs: 1, sm: 2 },
                children: (
                  <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                    {invoice.notes}
                  </Typography.Paragraph>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

function InvoiceLines({ invoice }: { invoice: InvoiceView }) {
  const format = useDocumentFormat();
  const { t } = format;
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('invoices.drawer.lines', { count: invoice.lines.length })}
      </Typography.Title>
      <Table<InvoiceLineView>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={invoice.lines}
        scroll={{ x: 720 }}
        data-testid="invoice-lines"
        onRow={(line) => ({ 'data-testid': `invoice-line-${line.position}` }) as never}
        locale={{
          emptyText: (
            <Typography.Text type="secondary">{t('invoices.drawer.noLines')}</Typography.Text>
          ),
        }}
        columns={[
          {
            title: t('invoices.line.description'),
            key: 'description',
            render: (_, line) => (
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                  {line.description}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t(lineTypeMessageId(line.type))}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('invoices.line.quantity'),
            key: 'quantity',
            align: 'right',
            width: 90,
            render: (_, line) => nowrap(format.quantity(line.quantity)),
          },
          {
            title: t('invoices.line.unitPrice'),
            key: 'unit_price',
            align: 'right',
            width: 120,
            render: (_, line) => nowrap(format.money(line.unit_price_cents)),
          },
          {
            title: t('invoices.line.discount'),
            key: 'discount',
            align: 'right',
            width: 80,
            render: (_, line) =>
              line.discount_percent ? nowrap(format.percent(line.discount_percent)) : none,
          },
          {
            title: t('invoices.line.vat'),
            key: 'vat',
            align: 'right',
            width: 70,
            render: (_, line) => nowrap(format.percent(line.vat_percent)),
          },
          {
            title: t('invoices.line.base'),
            key: 'base',
            align: 'right',
            width: 112,
            render: (_, line) => nowrap(format.money(line.base_cents)),
          },
        ]}
      />
    </Flex>
  );
}

function PaymentSummary({ invoice }: { invoice: InvoiceView }) {
  const format = useDocumentFormat();
  const { t } = format;
  return (
    <Card size="small" title={t('invoices.drawer.payment')} data-testid="invoice-payment-summary">
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: invoice.credited_cents !== 0 ? 4 : 3 }}
          items={[
            {
              key: 'state',
              label: t('invoices.field.status'),
              children: invoice.payment_state ? <PaymentStateTag invoice={invoice} /> : none,
            },
            ...(invoice.credited_cents !== 0
              ? [
                  {
                    key: 'credited',
                    label: t(
                      invoice.series === 'R' ? 'invoices.field.carried' : 'invoices.field.credited',
                    ),
                    children: (
                      <span data-testid="invoice-credited">
                        {format.money(
                          invoice.series === 'R' ? invoice.credited_cents : -invoice.credited_cents,
                        )}
                      </span>
                    ),
                  },
                ]
              : []),
            {
              key: 'paid',
              label: t('invoices.field.paid'),
              children: format.money(invoice.paid_cents),
            },
            {
              key: 'balance',
              label: t('invoices.field.balance'),
              children: (
                <Typography.Text strong data-testid="invoice-balance">
                  {format.money(invoice.balance_cents)}
                </Typography.Text>
              ),
            },
          ]}
        />
        {invoice.payments.length > 0 && (
          <Table<InvoicePaymentView>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={invoice.payments}
            data-testid="invoice-payments"
            scroll={{ x: 480 }}
            columns={[
              {
                title: t('invoices.pay.paidOn'),
                key: 'paid_on',
                width: 110,
                render: (_, payment) => format.day(payment.paid_on),
              },
              {
                title: t('invoices.pay.method'),
                key: 'method',
                width: 130,
                render: (_, payment) => t(`invoices.method.${payment.method}`),
              },
              {
                title: t('invoices.pay.reference'),
                key: 'reference',
                render: (_, payment) => payment.reference ?? none,
              },
              {
                title: t('invoices.pay.amount'),
                key: 'amount',
                align: 'right',
                width: 120,
                render: (_, payment) => (
                  <span style={{ whiteSpace: 'nowrap' }}>{format.money(payment.amount_cents)}</span>
                ),
              },
              {
                title: <span className="px-visually-hidden">{t('invoices.pay.receipt')}</span>,
                key: 'receipt',
                width: 56,
                align: 'center',
                render: (_, payment, index) => (
                  <ReceiptButton invoice={invoice} paymentId={payment.id} position={index + 1} />
                ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}

/** Downloads one payment's receipt (PDF); a failure says why in a message. */
function ReceiptButton({
  invoice,
  paymentId,
  position,
}: {
  invoice: InvoiceView;
  paymentId: string;
  position: number;
}) {
  const { t } = useDocumentFormat();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPaymentReceipt(invoice, { id: paymentId }, position);
    } catch (error) {
      void message.error(extractErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="text"
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('invoices.pay.receiptOf', { position })}
      title={t('invoices.pay.receipt')}
      data-testid="payment-receipt"
    />
  );
}

/** The fingerprint shortened for reading ("3C464DAF61AC…58073F38F12F60"); copied whole. */
export function shortHuella(huella: string): string {
  return huella.length > 28 ? `${huella.slice(0, 12)}…${huella.slice(-12)}` : huella;
}

function VerifactuBlock({ record }: { record: VerifactuRecordSummary }) {
  const format = useDocumentFormat();
  const { t } = format;
  return (
    <Card
      size="small"
      title={
        <Flex wrap gap={8} align="center">
          <span>VERI*FACTU</span>
          <VerifactuStatusTag status={record.status} />
        </Flex>
      }
      data-testid="invoice-verifactu"
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'kind',
            label: t('invoices.verifactu.kindLabel'),
            children: t(`invoices.verifactu.kind.${record.kind}`),
          },
          {
            key: 'generated',
            label: t('invoices.verifactu.generatedAt'),
            children: format.dateTime(record.generated_at),
          },
          {
            key: 'huella',
            label: t('invoices.verifactu.huella'),
            children: (
              <Typography.Text
                code
                copyable={{ text: record.huella }}
                title={record.huella}
                style={{ fontFamily: MONOSPACE }}
                data-testid="verifactu-huella"
              >
                {shortHuella(record.huella)}
              </Typography.Text>
            ),
          },
          {
            key: 'qr',
            label: t('invoices.verifactu.check'),
            children: record.qr_url ? (
              <Flex vertical gap={2}>
                <Typography.Link
                  href={record.qr_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="verifactu-qr-link"
                >
                  {t('invoices.verifactu.checkLink')} <ExportOutlined aria-hidden />
                  <span className="px-visually-hidden">{t('invoices.newTab')}</span>
                </Typography.Link>
                <Typography.Text type="secondary">{t('invoices.verifactu.legend')}</Typography.Text>
              </Flex>
            ) : (
              none
            ),
          },
        ]}
      />
    </Card>
  );
}
