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
  type TableColumnType,
  type TableColumnsType,
  Typography,
} from 'antd';
import { lineBaseCents } from '@/shared/pricing';
import { useDocumentFormat } from './document-format';
import { DocumentTotals } from './document-totals';
import {
  DEFAULT_VAT_PERCENT,
  type DocumentLineValues,
  LINE_LIMITS,
  type QuantityRule,
  VAT_OPTIONS,
  discountProblem,
  formTotals,
  pricedLineOf,
  quantityProblem,
  unitPriceProblem,
} from './line-values';

type Validate = (value: number | null | undefined) => string | null;

export interface DocumentLinesEditorProps<Line extends DocumentLineValues> {
  form: FormInstance;
  /** The document's test ids: `${prefix}-line-type`, `${prefix}-form-lines`, … */
  testIdPrefix: string;
  lineTypes: readonly Line['type'][];
  typeLabel: (type: Line['type']) => string;
  /** A new row (the editor then gives it the last row's VAT rate). */
  newLine: () => Line;
  limits: { description: number; lines: number };
  quantityRule?: QuantityRule;
  /** Labor lines are hours at an hourly rate (the quantity and price say so). */
  hoursOnLabor?: boolean;
  /** A document's own column, after the description (a quote's catalogue part). */
  extraColumn?: (watched: (Line | undefined)[]) => TableColumnType<FormListFieldData>;
  /** The totals' last row: "Total factura", "Total presupuesto". */
  totalLabel: string;
  emptyText: string;
}

/**
 * A quote's or an invoice's lines: what is charged (labor, part, fee, other), its description,
 * quantity, unit price before tax in euros, discount and VAT rate, and the line's base; below, the
 * VAT per rate and the total, computed as the server will as each figure is typed. Errors, the
 * form's own or the API's `lines.N.*`, show under the field of their line.
 */
export function DocumentLinesEditor<Line extends DocumentLineValues>({
  form,
  testIdPrefix: prefix,
  lineTypes,
  typeLabel,
  newLine,
  limits,
  quantityRule,
  hoursOnLabor = false,
  extraColumn,
  totalLabel,
  emptyText,
}: DocumentLinesEditorProps<Line>) {
  const format = useDocumentFormat();
  const { t } = format;
  const watched = (Form.useWatch('lines', form) ?? []) as (Line | undefined)[];
  const totals = formTotals(watched);
  const rule = (validate: Validate) => ({
    validator: (_rule: unknown, value: number | null | undefined) => {
      const problem = validate(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  });
  const line = (index: number) => index + 1;
  const isLabor = (index: number) => hoursOnLabor && watched[index]?.type === 'labor';
  const width = extraColumn ? 1100 : 900;

  const columns = (remove: (index: number) => void): TableColumnsType<FormListFieldData> => [
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
      title: t('documents.line.type'),
      key: 'type',
      width: 132,
      render: (_, field) => (
        <Form.Item name={[field.name, 'type']} style={{ marginBottom: 0 }}>
          <Select
            aria-label={t('documents.form.typeOfLine', { line: line(field.name) })}
            options={lineTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
            data-testid={`${prefix}-line-type`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('documents.line.description'),
      key: 'description',
      // The rest of the width (at least 220 px within the table's).
      render: (_, field) => (
        <Form.Item
          name={[field.name, 'description']}
          rules={[
            { required: true, whitespace: true, message: t('documents.validation.description') },
          ]}
          style={{ marginBottom: 0 }}
        >
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={limits.description}
            aria-label={t('documents.form.descriptionOfLine', { line: line(field.name) })}
            data-testid={`${prefix}-line-description`}
          />
        </Form.Item>
      ),
    },
    ...(extraColumn ? [extraColumn(watched)] : []),
    {
      title: t(hoursOnLabor ? 'documents.line.quantityOrHours' : 'documents.line.quantity'),
      key: 'quantity',
      width: 90,
      render: (_, field) => (
        <Form.Item
          name={[field.name, 'quantity']}
          rules={[rule((value) => quantityProblem(value, quantityRule))]}
          style={{ marginBottom: 0 }}
        >
          <InputNumber<number>
            min={quantityRule?.allowNegative ? -LINE_LIMITS.quantity : 0}
            max={LINE_LIMITS.quantity}
            step={1}
            decimalSeparator=","
            inputMode="decimal"
            style={{ width: '100%' }}
            aria-label={t(
              hoursOnLabor
                ? 'documents.form.quantityOrHoursOfLine'
                : 'documents.form.quantityOfLine',
              { line: line(field.name) },
            )}
            data-testid={`${prefix}-line-quantity`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('documents.line.unitPrice'),
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
            max={LINE_LIMITS.unitPriceEuros}
            precision={2}
            step={1}
            decimalSeparator=","
            inputMode="decimal"
            suffix="€"
            style={{ width: '100%' }}
            aria-label={t(
              isLabor(field.name) ? 'documents.form.rateOfLine' : 'documents.form.priceOfLine',
              { line: line(field.name) },
            )}
            data-testid={`${prefix}-line-price`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('documents.line.discount'),
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
            aria-label={t('documents.form.discountOfLine', { line: line(field.name) })}
            data-testid={`${prefix}-line-discount`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('documents.line.vat'),
      key: 'vat',
      width: 88,
      render: (_, field) => (
        <Form.Item name={[field.name, 'vat_percent']} style={{ marginBottom: 0 }}>
          <Select<number>
            aria-label={t('documents.form.vatOfLine', { line: line(field.name) })}
            options={VAT_OPTIONS.map((rate) => ({ value: rate, label: format.percent(rate) }))}
            data-testid={`${prefix}-line-vat`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('documents.line.base'),
      key: 'base',
      width: 100,
      align: 'right',
      render: (_, field) => {
        const priced = pricedLineOf(watched[field.name]);
        const base = priced ? lineBaseCents(priced) : null;
        return (
          <Typography.Text
            style={{ whiteSpace: 'nowrap', lineHeight: '32px' }}
            data-testid={`${prefix}-line-base`}
          >
            {base === null ? '—' : format.money(base)}
          </Typography.Text>
        );
      },
    },
    {
      title: <span className="px-visually-hidden">{t('documents.actions')}</span>,
      key: 'remove',
      width: 44,
      render: (_, field) => (
        <Button
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => remove(field.name)}
          aria-label={t('documents.form.removeLine', { line: line(field.name) })}
          data-testid={`${prefix}-line-remove`}
        />
      ),
    },
  ];

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: (_rule, lines: unknown[] | undefined) =>
            lines && lines.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(t('documents.validation.linesRequired'))),
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
            scroll={{ x: width }}
            data-testid={`${prefix}-form-lines`}
            locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
            onRow={(_, index) => ({ 'data-testid': `${prefix}-form-line-${index}` }) as never}
            columns={columns(remove).map((column) => ({
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
                // A new line takes the rate of the last one (most documents have one rate).
                const last = watched[watched.length - 1];
                add({ ...newLine(), vat_percent: last?.vat_percent ?? DEFAULT_VAT_PERCENT });
              }}
              disabled={fields.length >= limits.lines}
              data-testid={`${prefix}-add-line`}
            >
              {t('documents.form.addLine')}
            </Button>
            <DocumentTotals
              totals={totals}
              totalLabel={totalLabel}
              live
              testId={`${prefix}-form-totals`}
            />
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
