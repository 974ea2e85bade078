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
import {
  type InvoiceLineValues,
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
import { lineBaseCents } from '../totals';
import { useInvoiceFormat } from './use-invoice-format';
import { VatBreakdown } from './vat-breakdown';

type Validate = (value: number | null | undefined) => string | null;

/**
 * The editor's lines: what is charged (labor, part, fee, other), its description, quantity, unit
 * price before tax in euros, discount and VAT rate, and the line's base; below, the VAT per rate
 * and the total, computed as the server will as each figure is typed. Errors, the form's own or
 * the API's `lines.N.*`, show under the field of their line. A rectifying draft (`rectifying`)
 * takes negative quantities: by differences, what is given back.
 */
export function InvoiceLinesEditor({
  form,
  rectifying = false,
}: {
  form: FormInstance;
  rectifying?: boolean;
}) {
  const format = useInvoiceFormat();
  const { t } = format;
  const watched = (Form.useWatch('lines', form) ?? []) as (InvoiceLineValues | undefined)[];
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
              : Promise.reject(new Error(t('invoices.validation.linesRequired'))),
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
            scroll={{ x: 900 }}
            data-testid="invoice-form-lines"
            locale={{
              emptyText: (
                <Typography.Text type="secondary">{t('invoices.form.noLines')}</Typography.Text>
              ),
            }}
            onRow={(_, index) => ({ 'data-testid': `invoice-form-line-${index}` }) as never}
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
                  title: t('invoices.line.type'),
                  key: 'type',
                  width: 132,
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'type']} style={{ marginBottom: 0 }}>
                      <Select
                        aria-label={t('invoices.form.typeOfLine', { line: line(field.name) })}
                        options={LINE_TYPES.map((type) => ({
                          value: type,
                          label: t(lineTypeMessageId(type)),
                        }))}
                        data-testid="invoice-line-type"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('invoices.line.description'),
                  key: 'description',
                  // The rest of the width (at least 220 px within the table's 900).
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'description']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: t('invoices.validation.description'),
                        },
                      ]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        maxLength={LIMITS.description}
                        aria-label={t('invoices.form.descriptionOfLine', {
                          line: line(field.name),
                        })}
                        data-testid="invoice-line-description"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('invoices.line.quantity'),
                  key: 'quantity',
                  width: 90,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'quantity']}
                      rules={[
                        rule((value) => quantityProblem(value, { allowNegative: rectifying })),
                      ]}
                      style={{ marginBottom: 0 }}
                    >
                      <InputNumber<number>
                        min={rectifying ? -LIMITS.quantity : 0}
                        max={LIMITS.quantity}
                        step={1}
                        decimalSeparator=","
                        inputMode="decimal"
                        style={{ width: '100%' }}
                        aria-label={t('invoices.form.quantityOfLine', { line: line(field.name) })}
                        data-testid="invoice-line-quantity"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('invoices.line.unitPrice'),
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
                        aria-label={t('invoices.form.priceOfLine', { line: line(field.name) })}
                        data-testid="invoice-line-price"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('invoices.line.discount'),
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
                        aria-label={t('invoices.form.discountOfLine', { line: line(field.name) })}
                        data-testid="invoice-line-discount"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('invoices.line.vat'),
                  key: 'vat',
                  width: 88,
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'vat_percent']} style={{ marginBottom: 0 }}>
                      <Select<number>
                        aria-label={t('invoices.form.vatOfLine', { line: line(field.name) })}
                        options={VAT_OPTIONS.map((rate) => ({
                          value: rate,
                          label: format.percent(rate),
                        }))}
                        data-testid="invoice-line-vat"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('invoices.line.base'),
                  key: 'base',
                  width: 100,
                  align: 'right',
                  render: (_, field) => {
                    const priced = pricedLineOf(watched[field.name]);
                    const base = priced ? lineBaseCents(priced) : null;
                    return (
                      <Typography.Text
                        style={{ whiteSpace: 'nowrap', lineHeight: '32px' }}
                        data-testid="invoice-line-base"
                      >
                        {base === null ? '—' : format.money(base)}
                      </Typography.Text>
                    );
                  },
                },
                {
                  title: <span className="px-visually-hidden">{t('invoices.actions')}</span>,
                  key: 'remove',
                  width: 44,
                  render: (_, field) => (
                    <Button
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => remove(field.name)}
                      aria-label={t('invoices.form.removeLine', { line: line(field.name) })}
                      data-testid="invoice-line-remove"
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
              data-testid="invoice-add-line"
            >
              {t('invoices.form.addLine')}
            </Button>
            <VatBreakdown totals={totals} live testId="invoice-form-totals" />
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
