import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Flex,
  Form,
  type FormInstance,
  type FormListFieldData,
  type TableColumnsType,
  InputNumber,
  Table,
  Typography,
} from 'antd';
import { useIntl } from 'react-intl';
import { PartPicker } from '../../components/part-picker';
import {
  MAX_ORDER_LINES,
  type OrderLineValues,
  type PickedPart,
  emptyLine,
  lineWithPart,
  lineTotalCents,
  orderTotalCents,
  pickedPart,
  quantityInputPrecision,
  quantityProblem,
} from '../model';
import { useOrderFormat } from './use-order-format';

/** The largest unit cost the API takes (cents ≤ 100,000,000). */
const MAX_UNIT_COST_EUROS = 1_000_000;

/**
 * The order form's lines: a catalogue part (searched, with what is available and on order), the
 * quantity in the part's unit, the unit cost in euros (the part's cost unless changed) and the
 * line's amount; the order's total below. Errors, the form's own or the API's `lines.N.*`, show
 * under the field of their line.
 */
export function OrderLinesEditor({ form }: { form: FormInstance }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useOrderFormat();
  const watched = (Form.useWatch('lines', form) ?? []) as (OrderLineValues | undefined)[];
  const total = orderTotalCents(watched);

  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 780 }}
            data-testid="po-form-lines"
            locale={{
              emptyText: (
                <Typography.Text type="secondary">
                  {t('purchaseOrders.form.noLines')}
                </Typography.Text>
              ),
            }}
            onRow={(_, index) => ({ 'data-testid': `po-form-line-${index}` }) as never}
            columns={(
              [
                {
                  title: '#',
                  key: 'position',
                  width: 40,
                  render: (_, field) => (
                    <Typography.Text type="secondary">{field.name + 1}</Typography.Text>
                  ),
                },
                {
                  title: t('purchaseOrders.line.part'),
                  key: 'part',
                  width: 300,
                  render: (_, field) => {
                    const part = watched[field.name]?.part ?? null;
                    return (
                      <Form.Item
                        name={[field.name, 'part']}
                        // The line keeps the whole part; the picker takes its id and shows it.
                        getValueProps={(value: PickedPart | null) => ({
                          value: value?.id ?? null,
                          part: value,
                        })}
                        getValueFromEvent={(_id: string | null, picked: PickedPart | null) =>
                          picked && pickedPart(picked)
                        }
                        rules={[{ required: true, message: t('purchaseOrders.validation.part') }]}
                        style={{ marginBottom: 0 }}
                        extra={
                          part && part.available !== null ? (
                            <span data-testid="po-form-line-stock">
                              {t('purchaseOrders.form.lineStock', {
                                available: format.quantity(part.available, part.unit),
                                onOrder: format.quantity(part.on_order ?? 0, part.unit),
                              })}
                            </span>
                          ) : undefined
                        }
                      >
                        <PartPicker<PickedPart>
                          allowClear={false}
                          placeholder={t('purchaseOrders.form.partPlaceholder')}
                          onPick={(picked) =>
                            form.setFieldValue(
                              ['lines', field.name],
                              lineWithPart(form.getFieldValue(['lines', field.name]), picked),
                            )
                          }
                          aria-label={t('purchaseOrders.form.partOfLine', { line: field.name + 1 })}
                          data-testid="po-line-part"
                        />
                      </Form.Item>
                    );
                  },
                },
                {
                  title: t('purchaseOrders.line.quantity'),
                  key: 'quantity',
                  width: 150,
                  render: (_, field) => {
                    const unit = watched[field.name]?.part?.unit ?? 'ud';
                    return (
                      <Form.Item
                        name={[field.name, 'quantity']}
                        dependencies={[['lines', field.name, 'part']]}
                        style={{ marginBottom: 0 }}
                        rules={[
                          {
                            validator: (_rule, value: number | null) => {
                              const problem = quantityProblem(value, unit);
                              return problem
                                ? Promise.reject(new Error(t(problem)))
                                : Promise.resolve();
                            },
                          },
                        ]}
                      >
                        <InputNumber<number>
                          min={0}
                          precision={quantityInputPrecision(unit)}
                          inputMode={quantityInputPrecision(unit) === 0 ? 'numeric' : 'decimal'}
                          suffix={format.unit(unit)}
                          style={{ width: '100%' }}
                          aria-label={t('purchaseOrders.form.quantityOfLine', {
                            line: field.name + 1,
                          })}
                          data-testid="po-line-quantity"
                        />
                      </Form.Item>
                    );
                  },
                },
                {
                  title: t('purchaseOrders.line.unitCost'),
                  key: 'unit_cost',
                  width: 140,
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'unit_cost_euros']} style={{ marginBottom: 0 }}>
                      <InputNumber<number>
                        min={0}
                        max={MAX_UNIT_COST_EUROS}
                        precision={2}
                        step={0.5}
                        inputMode="decimal"
                        suffix="€"
                        placeholder={t('purchaseOrders.form.costDefault')}
                        style={{ width: '100%' }}
                        aria-label={t('purchaseOrders.form.costOfLine', { line: field.name + 1 })}
                        data-testid="po-line-cost"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('purchaseOrders.line.total'),
                  key: 'total',
                  width: 110,
                  align: 'right',
                  render: (_, field) => {
                    const line = watched[field.name];
                    return (
                      <Typography.Text
                        style={{ whiteSpace: 'nowrap', lineHeight: '32px' }}
                        data-testid="po-line-total"
                      >
                        {format.money(lineTotalCents(line?.quantity, line?.unit_cost_euros))}
                      </Typography.Text>
                    );
                  },
                },
                {
                  title: <span className="px-visually-hidden">{t('purchaseOrders.actions')}</span>,
                  key: 'remove',
                  width: 48,
                  render: (_, field) => (
                    <Button
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => remove(field.name)}
                      aria-label={t('purchaseOrders.form.removeLine', { line: field.name + 1 })}
                      data-testid="po-line-remove"
                    />
                  ),
                },
              ] as TableColumnsType<FormListFieldData>
            ).map((column) => ({
              ...column,
              // Inputs, their errors and the stock line under the part stay level at the top.
              onCell: () => ({ style: { verticalAlign: 'top' } }),
            }))}
          />
          <Flex wrap gap={12} justify="space-between" align="center">
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add(emptyLine())}
              disabled={fields.length >= MAX_ORDER_LINES}
              data-testid="po-add-line"
            >
              {t('purchaseOrders.form.addLine')}
            </Button>
            <Typography.Text strong style={{ fontSize: 16 }} data-testid="po-form-total">
              {t('purchaseOrders.form.total', { total: format.money(total) })}
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
