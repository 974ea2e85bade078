import { Form, type FormInstance, Typography } from 'antd';
import { PartPicker } from '@/features/inventory';
import { DocumentLinesEditor, useDocumentFormat } from '@/shared/documents';
import { LIMITS, LINE_TYPES, type QuoteLineValues, emptyLine, lineTypeMessageId } from '../model';

/**
 * The quote's lines (the shared document editor): labor is hours × hourly rate, and a part line
 * may name a catalogue part, which fills the description and its sale price (both editable).
 */
export function QuoteLinesEditor({ form }: { form: FormInstance }) {
  const { t } = useDocumentFormat();
  const line = (index: number) => index + 1;
  return (
    <DocumentLinesEditor<QuoteLineValues>
      form={form}
      testIdPrefix="quote"
      lineTypes={LINE_TYPES}
      typeLabel={(type) => t(lineTypeMessageId(type))}
      newLine={() => emptyLine('part')}
      limits={LIMITS}
      hoursOnLabor
      totalLabel={t('quotes.totals.total')}
      emptyText={t('quotes.form.noLines')}
      extraColumn={(watched) => ({
        title: t('quotes.line.part'),
        key: 'part',
        width: 200,
        render: (_, field) =>
          watched[field.name]?.type === 'part' ? (
            <Form.Item name={[field.name, 'part_id']} style={{ marginBottom: 0 }}>
              <PartPicker
                placeholder={t('quotes.form.partPlaceholder')}
                aria-label={t('quotes.form.partOfLine', { line: line(field.name) })}
                onPick={(part) => {
                  if (!part) return;
                  const current = watched[field.name];
                  form.setFieldValue(
                    ['lines', field.name, 'description'],
                    current?.description?.trim() ||
                      `${part.name} (${part.reference})`.slice(0, LIMITS.description),
                  );
                  if ('sale_price_cents' in part) {
                    form.setFieldValue(
                      ['lines', field.name, 'unit_price_euros'],
                      part.sale_price_cents / 100,
                    );
                  }
                }}
                data-testid="quote-line-part"
              />
            </Form.Item>
          ) : (
            <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
              —
            </Typography.Text>
          ),
      })}
    />
  );
}
