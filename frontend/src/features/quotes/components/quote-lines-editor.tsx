import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Flex,
  Form,
  type FormInstance,
  type FormListFieldData,
  Input,
  InputNumber,
  Select,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { PartPicker } from '@/features/inventory';
import { lineBaseCents } from '@/shared/pricing';
import {
  type QuoteLineValues,
  LIMITS,
  LINE_TYPES,
  VAT_OPTIONS,
  discountProblem,
  emptyLine,
  formTotals,
  lineTypeMessageId,
  pricedLineOf,
  quantityProblem,
  unitPriceProblem,
} from '../model';
import { QuoteTotals } from './quote-totals';
import { useQuoteFormat } from './use-quote-format';

type Validate = (value: number | null | undefined) => string | null;

/**
 * The quote's lines: labor (hours × hourly rate), parts (optionally a catalogue part, which fills
 * the description and its sale price), fees and others; quantity, unit price before tax in euros,
 * discount and VAT rate, and the line's base; below, the VAT per rate and the total, computed as
 * the server will as each figure is typed. Errors, the form's own or the API's `lines.N.*`, show
 * under the field of their line.
 */
export function QuoteLinesEditor({ form }: { form: FormInstance }) {
  const format = useQuoteFormat();
  const { t } = format;
  const watched = (Form.useWatch('lines', form) ?? []) as (QuoteLineValues | undefined)[];
  const totals = formTotals(watched);
  const rule = (validate: Validate) => ({
    validator: (_rule: unknown, value: number | null | undefined) => {
      const problem = validate(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  });
  const line = (index: number) => index + 1;

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: (_rule, lines: unknown[] | undefined) =>
            lines && lines.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(t('quotes.validation.linesRequired'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12}>
          <Table<FormListFieldData>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 1100 }}
            data-testid="quote-form-lines"
            locale={{
              emptyText: (
                <Typography.Text type="secondary">{t('quotes.form.noLines')}</Typography.Text>
              ),
            }}
            onRow={(_, index) => ({ 'data-testid': `quote-form-line-${index}` }) as never}
            columns={(
              [
                {
                  title: '#',
                  key: 'position',
                  width: 32,
                  render: (_, field) => (
                    <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
                      {line(field.name)}
                    </Typography.Text>
                  ),
                },
                {
                  title: t('quotes.line.type'),
                  key: 'type',
                  width: 132,
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'type']} style={{ marginBottom: 0 }}>
                      <Select
                        aria-label={t('quotes.form.typeOfLine', { line: line(field.name) })}
                        options={LINE_TYPES.map((type) => ({
                          value: type,
                          label: t(lineTypeMessageId(type)),
                        }))}
                        data-testid="quote-line-type"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('quotes.line.description'),
                  key: 'description',
                  // The rest of the width (at least 220 px within the table's 1100).
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'description']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: t('quotes.validation.description'),
                        },
                      ]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        maxLength={LIMITS.description}
                        aria-label={t('quotes.form.descriptionOfLine', {
                          line: line(field.name),
                        })}
                        data-testid="quote-line-description"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('quotes.line.part'),
                  key: 'part',
                  width: 200,
                  render: (_, field) =>
                    watched[field.name]?.type === 'part' ? (
                      <Form.Item name={[field.name, 'part_id']} style={{ marginBottom: 0 }}>
                        <PartPicker
                          placeholder={t('quotes.form.partPlaceholder')}
                          aria-label={t('quotes.form.partOfLine', { line: line(field.name) })}
                          // A catalogue part fills the description and its sale price (editable).
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
                },
                {
                  title: t('quotes.line.quantityOrHours'),
                  key: 'quantity',
                  width: 90,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'quantity']}
                      rules={[rule(quantityProblem)]}
                      style={{ marginBottom: 0 }}
                    >
                      <InputNumber<number>
                        min={0}
                        max={LIMITS.quantity}
                        step={1}
                        decimalSeparator=","
                        inputMode="decimal"
                        style={{ width: '100%' }}
                        aria-label={t('quotes.form.quantityOfLine', { line: line(field.name) })}
                        data-testid="quote-line-quantity"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('quotes.line.unitPrice'),
                  key: 'unit_price',
                  width: 124,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'unit_price_euros']}
                      rules={[rule(unitPriceProblem)]}
                      style={{ marginBottom: 0 }}
                    >
                      <InputNumber<number>
                        min={0}
                        max={LIMITS.unitPriceEuros}
                        precision={2}
                        step={1}
                        decimalSeparator=","
                        inputMode="decimal"
                        suffix="€"
                        style={{ width: '100%' }}
                        aria-label={t(
                          watched[field.name]?.type === 'labor'
                            ? 'quotes.form.rateOfLine'
                            : 'quotes.form.priceOfLine',
                          { line: line(field.name) },
                        )}
                        data-testid="quote-line-price"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('quotes.line.discount'),
                  key: 'discount',
                  width: 88,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'discount_percent']}
                      rules={[rule(discountProblem)]}
                      style={{ marginBottom: 0 }}
                    >
                      <InputNumber<number>
                        min={0}
                        max={100}
                        decimalSeparator=","
                        inputMode="decimal"
                        suffix="%"
                        placeholder="0"
                        style={{ width: '100%' }}
                        aria-label={t('quotes.form.discountOfLine', { line: line(field.name) })}
                        data-testid="quote-line-discount"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('quotes.line.vat'),
                  key: 'vat',
                  width: 88,
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'vat_percent']} style={{ marginBottom: 0 }}>
                      <Select<number>
                        aria-label={t('quotes.form.vatOfLine', { line: line(field.name) })}
                        options={VAT_OPTIONS.map((rate) => ({
                          value: rate,
                          label: format.percent(rate),
                        }))}
                        data-testid="quote-line-vat"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('quotes.line.base'),
                  key: 'base',
                  width: 100,
                  align: 'right',
                  render: (_, field) => {
                    const priced = pricedLineOf(watched[field.name]);
                    const base = priced ? lineBaseCents(priced) : null;
                    return (
                      <Typography.Text
                        style={{ whiteSpace: 'nowrap', lineHeight: '32px' }}
                        data-testid="quote-line-base"
                      >
                        {base === null ? '—' : format.money(base)}
                      </Typography.Text>
                    );
                  },
                },
                {
                  title: <span className="px-visually-hidden">{t('quotes.actions')}</span>,
                  key: 'remove',
                  width: 44,
                  render: (_, field) => (
                    <Button
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => remove(field.name)}
                      aria-label={t('quotes.form.removeLine', { line: line(field.name) })}
                      data-testid="quote-line-remove"
                    />
                  ),
                },
              ] as TableColumnsType<FormListFieldData>
            ).map((column) => ({
              ...column,
              // Inputs and their errors stay level at the top of each row.
              onCell: () => ({ style: { verticalAlign: 'top' } }),
            }))}
          />
          <Form.ErrorList errors={errors} />
          <Flex wrap gap={16} justify="space-between" align="flex-start">
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => {
                // A new line takes the rate of the last one (most invoices have one rate).
                const last = watched[watched.length - 1];
                add({ ...emptyLine('part'), vat_percent: last?.vat_percent ?? 21 });
              }}
              disabled={fields.length >= LIMITS.lines}
              data-testid="quote-add-line"
            >
              {t('quotes.form.addLine')}
            </Button>
            <QuoteTotals totals={totals} live testId="quote-form-totals" />
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
