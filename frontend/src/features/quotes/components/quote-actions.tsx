import {
  CheckOutlined,
  CloseOutlined,
  DownloadOutlined,
  EditOutlined,
  FileTextOutlined,
  SendOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { QuoteView } from '@px/contracts';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useInvoiceQuote } from '@/features/billing/api';
import { downloadQuotePdf, useConvertQuote, useSendQuote } from '../api';
import { type QuoteAbilities, quoteActions } from '../model';
import { ApprovalModal } from './approval-modal';
import { RejectModal } from './reject-modal';
import { useDocumentFormat } from '@/shared/documents';
import { useFeedback } from '@/shared/feedback';

/**
 * What the quote's status allows, for a user who may do it: Editar, Enviar (again: a new link),
 * Registrar aprobación, Rechazar, Convertir en orden, Facturar, Descargar PDF. A converted quote
 * links to its work order.
 */
export function QuoteActions({
  quote,
  can,
  onEdit,
}: {
  quote: QuoteView;
  can: QuoteAbilities;
  onEdit: (quote: QuoteView, sendError?: unknown) => void;
}) {
  const { t } = useDocumentFormat();
  const { message, notification } = useFeedback();
  const navigate = useNavigate();
  const send = useSendQuote();
  const convert = useConvertQuote();
  const invoice = useInvoiceQuote();
  const [modal, setModal] = useState<'approve' | 'reject' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  const actions = quoteActions(quote, can);
  const has = (action: (typeof actions)[number]) => actions.includes(action);

  const runSend = async () => {
    setFailure(null);
    try {
      const sent = await send.mutateAsync({ id: quote.id, body: { version: quote.version } });
      void message.success(
        t(sent.revisions.at(-1)?.sent_to ? 'quotes.toast.sentMail' : 'quotes.toast.sent', {
          email: sent.revisions.at(-1)?.sent_to ?? '',
        }),
      );
    } catch (error) {
      // A refused field (the validity under 12 working days) is corrected in the editor.
      if (isApiError(error) && error.fieldErrors.length > 0 && can.update) onEdit(quote, error);
      else setFailure(error);
    }
  };

  const runConvert = async () => {
    setFailure(null);
    try {
      await convert.mutateAsync({ id: quote.id, body: {} });
      void message.success(t('quotes.toast.converted'));
    } catch (error) {
      setFailure(error);
    }
  };

  /** The accepted lines as a draft invoice, opened in /facturas to be checked and issued. */
  const runInvoice = async () => {
    setFailure(null);
    try {
      const draft = await invoice.mutateAsync({ quote_id: quote.id, series: 'F' });
      void message.success(t('quotes.toast.invoiced'));
      navigate(`/facturas?invoice=${draft.id}`);
    } catch (error) {
      setFailure(error);
    }
  };

  const runPdf = () => {
    setDownloading(true);
    downloadQuotePdf(quote)
      .catch((error: unknown) =>
        notification.error({
          title: t('quotes.pdf.failed'),
          description: extractErrorMessage(error),
        }),
      )
      .finally(() => setDownloading(false));
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} data-testid="quote-actions">
        {/* Confirmations open below their button: above, at the drawer's top, they can leave the screen. */}
        {has('send') && (
          <Popconfirm
            placement="bottomLeft"
            title={t(quote.status === 'draft' ? 'quotes.send.confirm' : 'quotes.send.again')}
            description={t('quotes.send.confirmHint')}
            okText={t('quotes.action.send')}
            cancelText={t('quotes.back')}
            onConfirm={() => void runSend()}
            okButtonProps={{ 'data-testid': 'quote-send-confirm' } as never}
          >
            <Button
              type={quote.status === 'draft' ? 'primary' : 'default'}
              icon={<SendOutlined aria-hidden />}
              loading={send.isPending}
              data-testid="quote-action-send"
            >
              {t(quote.status === 'draft' ? 'quotes.action.send' : 'quotes.action.resend')}
            </Button>
          </Popconfirm>
        )}
        {has('approve') && (
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            onClick={() => setModal('approve')}
            data-testid="quote-action-approve"
          >
            {t('quotes.action.approve')}
          </Button>
        )}
        {has('convert') && (
          <Popconfirm
            placement="bottomLeft"
            title={t('quotes.convert.confirm')}
            description={t('quotes.convert.confirmHint')}
            okText={t('quotes.action.convert')}
            cancelText={t('quotes.back')}
            onConfirm={() => void runConvert()}
            okButtonProps={{ 'data-testid': 'quote-convert-confirm' } as never}
          >
            <Button
              type="primary"
              icon={<ToolOutlined aria-hidden />}
              loading={convert.isPending}
              data-testid="quote-action-convert"
            >
              {t('quotes.action.convert')}
            </Button>
          </Popconfirm>
        )}
        {has('invoice') && (
          <Button
            icon={<FileTextOutlined aria-hidden />}
            loading={invoice.isPending}
            onClick={() => void runInvoice()}
            data-testid="quote-action-invoice"
          >
            {t('quotes.action.invoice')}
          </Button>
        )}
        {quote.converted_work_order_id && (
          <Button
            type="primary"
            icon={<ToolOutlined aria-hidden />}
            onClick={() => navigate(`/orders/${quote.converted_work_order_id}`)}
            data-testid="quote-order-link"
          >
            {t('quotes.action.openOrder')}
          </Button>
        )}
        {has('edit') && (
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={() => onEdit(quote)}
            data-testid="quote-action-edit"
          >
            {t(quote.status === 'draft' ? 'quotes.action.edit' : 'quotes.action.revise')}
          </Button>
        )}
        {has('reject') && (
          <Button
            danger
            icon={<CloseOutlined aria-hidden />}
            onClick={() => setModal('reject')}
            data-testid="quote-action-reject"
          >
            {t('quotes.action.reject')}
          </Button>
        )}
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={downloading}
          onClick={runPdf}
          data-testid="quote-action-pdf"
        >
          {t('quotes.action.pdf')}
        </Button>
      </Flex>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setFailure(null)}
          title={extractErrorMessage(failure)}
          data-testid="quote-action-error"
        />
      )}
      {has('approve') && (
        <ApprovalModal quote={quote} open={modal === 'approve'} onClose={() => setModal(null)} />
      )}
      {has('reject') && (
        <RejectModal quote={quote} open={modal === 'reject'} onClose={() => setModal(null)} />
      )}
    </Flex>
  );
}
