import type { FormInstance } from 'antd';
import { DocumentLinesEditor, useDocumentFormat } from '@/shared/documents';
import { type InvoiceLineValues, LIMITS, LINE_TYPES, emptyLine, lineTypeMessageId } from '../model';

/**
 * The invoice's lines (the shared document editor with the invoice's limits). A rectifying draft
 * (`rectifying`) takes negative quantities: by differences, what is given back; elsewhere a
 * negative quantity points the desk to the rectifying invoice.
 */
export function InvoiceLinesEditor({
  form,
  rectifying = false,
}: {
  form: FormInstance;
  rectifying?: boolean;
}) {
  const { t } = useDocumentFormat();
  return (
    <DocumentLinesEditor<InvoiceLineValues>
      form={form}
      testIdPrefix="invoice"
      lineTypes={LINE_TYPES}
      typeLabel={(type) => t(lineTypeMessageId(type))}
      newLine={() => emptyLine('part')}
      limits={LIMITS}
      quantityRule={{
        allowNegative: rectifying,
        negativeMessage: 'invoices.validation.quantityNegative',
      }}
      totalLabel={t('invoices.totals.total')}
      emptyText={t('invoices.form.noLines')}
    />
  );
}
