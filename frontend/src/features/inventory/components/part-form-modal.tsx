import {
  PART_CATEGORIES,
  PART_NAME_MAX_LENGTH,
  PART_REFERENCE_MAX_LENGTH,
  PART_UNITS,
  type PartView,
} from '@px/contracts';
import {
  AutoComplete,
  Button,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDebouncedText } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { usePart, usePartFacets, useSavePart, useSupplierOptions } from '../api';
import {
  BARCODE_MAX_LENGTH,
  BRAND_MAX_LENGTH,
  DEFAULT_WAREHOUSE,
  EMPTY_PART_FORM,
  LOCATION_MAX_LENGTH,
  type PartFormValues,
  VAT_RATES,
  eurosToCents,
  partFieldOfServer,
  partFieldsOf,
  partFormValuesOf,
  partPatchOf,
  quantityPrecision,
  withVatCents,
} from '../model';
import { FormModalFooter, SaveFailureAlerts, useSaveFailure } from './form-modal-parts';
import { useInventoryFormat } from './use-inventory-format';

export interface PartFormModalProps {
  open: boolean;
  /** The part to edit; null to create one. */
  partId: string | null;
  onClose: () => void;
  /** After a save: the part as the server answered it. */
  onSaved: (part: PartView) => void;
  /** A duplicate's "Abrir la pieza existente". */
  onOpenExisting: (id: string) => void;
}

const FORM_ID = 'part-form';

/**
 * "Nueva pieza" / "Editar pieza": every catalogue field (money in euros, sent as cents; the
 * stock is never here: it moves through adjustments and receipts). The server's field errors
 * show under their fields; a reference already used for the brand links to that part; a stale
 * version offers to reload.
 */
export function PartFormModal({
  open,
  partId,
  onClose,
  onSaved,
  onOpenExisting,
}: PartFormModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { notification } = useFeedback();
  const format = useInventoryFormat();
  const [form] = Form.useForm<PartFormValues>();
  const failure = useSaveFailure(form, partFieldOfServer, { idKey: 'part_id', field: 'reference' });
  const editing = partId !== null;
  const detail = usePart(open ? partId : null);
  const part = editing ? (detail.data ?? null) : null;
  const save = useSavePart();
  const [supplierSearch, setSupplierSearch] = useState('');
  const [pickedSupplier, setPickedSupplier] = useState<{ value: string; label: string } | null>(
    null,
  );
  const [, setSupplierText] = useDebouncedText(
    supplierSearch,
    setSupplierSearch,
    SEARCH_DEBOUNCE_MS,
  );
  const suppliers = useSupplierOptions(supplierSearch, open);
  const facets = usePartFacets();

  const unit = Form.useWatch('unit', form) ?? 'ud';
  const salePrice = Form.useWatch('sale_price_euros', form);
  const costPrice = Form.useWatch('cost_euros', form);
  const vat = Form.useWatch('vat_percent', form) ?? 21;

  // A fresh form on each opening, and the part's values once (again after a reload) they arrive.
  useEffect(() => {
    if (!open) return;
    failure.clear();
    setPickedSupplier(null);
    form.resetFields();
    form.setFieldsValue(part ? partFormValuesOf(part) : EMPTY_PART_FORM);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, partId, part?.version, form]);

  const submit = async (values: PartFormValues) => {
    failure.clear();
    try {
      let saved: PartView;
      if (part) {
        const patch = partPatchOf(values, part);
        if (Object.keys(patch).length === 0) {
          notification.info({ title: t('inventory.partForm.nothingChanged') });
          onClose();
          return;
        }
        saved = await save.mutateAsync({
          id: part.id,
          body: { ...patch, version: part.version },
        });
        notification.success({
          title: t('inventory.partForm.saved', { reference: saved.reference }),
        });
      } else {
        saved = await save.mutateAsync({ id: null, body: partFieldsOf(values) });
        notification.success({
          title: t('inventory.partForm.created', { reference: saved.reference }),
        });
      }
      onSaved(saved);
    } catch (error) {
      failure.show(error);
    }
  };

  const supplierOptions = (suppliers.data?.data ?? []).map((supplier) => ({
    value: supplier.id,
    label: `${supplier.name} · ${supplier.tax_id}`,
  }));
  // The chosen supplier shows by name even when the current search does not list it (another
  // search, or an inactive supplier the part still names).
  const chosen =
    pickedSupplier ??
    (part?.preferred_supplier_id
      ? {
          value: part.preferred_supplier_id,
          label: part.preferred_supplier_name ?? part.preferred_supplier_id,
        }
      : null);
  if (chosen && !supplierOptions.some((option) => option.value === chosen.value)) {
    supplierOptions.unshift(chosen);
  }
  const warehouseOptions = [
    ...new Set([DEFAULT_WAREHOUSE, ...(facets.data?.warehouses ?? [])]),
  ].map((warehouse) => ({ value: warehouse }));

  const priceHint = (euros: number | null | undefined) => {
    const cents = eurosToCents(euros);
    return cents === null
      ? undefined
      : t('inventory.partForm.withVat', {
          vat: format.amount(vat),
          price: format.money(withVatCents(cents, vat)),
        });
  };

  let body;
  if (editing && detail.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('inventory.part.loading')}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (editing && detail.isError) {
    body = (
      <Result
        status="warning"
        title={t('inventory.part.error')}
        subTitle={extractErrorMessage(detail.error)}
        extra={
          <Button type="primary" onClick={() => void detail.refetch()}>
            <FormattedMessage id="inventory.retry" />
          </Button>
        }
      />
    );
  }

  const precision = quantityPrecision(unit);
  const required = (id: string) => ({ required: true, whitespace: true, message: t(id) });

  return (
    <Modal
      open={open}
      width={820}
      title={
        editing
          ? t('inventory.partForm.editTitle', { reference: part?.reference ?? '…' })
          : t('inventory.partForm.createTitle')
      }
      onCancel={onClose}
      mask={{ closable: false }}
      forceRender
      footer={
        <FormModalFooter
          formId={FORM_ID}
          onCancel={onClose}
          saving={save.isPending}
          disabled={body !== undefined}
          submitLabel={editing ? 'inventory.action.save' : 'inventory.partForm.create'}
          submitTestId="part-form-submit"
        />
      }
      data-testid="part-form-modal"
    >
      {body}
      <Flex vertical gap={12} style={body ? { display: 'none' } : undefined}>
        <SaveFailureAlerts
          failure={failure.failure}
          testId="part-form"
          onReload={() => void detail.refetch()}
          existing={{
            label: <FormattedMessage id="inventory.partForm.openExisting" />,
            open: onOpenExisting,
          }}
        />
        <Form<PartFormValues>
          name={FORM_ID}
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={EMPTY_PART_FORM}
          onFinish={(values) => void submit(values)}
          disabled={save.isPending}
          scrollToFirstError
          data-testid="part-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="reference"
                label={t('inventory.field.reference')}
                rules={[required('inventory.partForm.referenceRequired')]}
                normalize={(value: string) => value?.toUpperCase()}
              >
                <Input
                  maxLength={PART_REFERENCE_MAX_LENGTH}
                  autoComplete="off"
                  data-testid="part-reference"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="brand" label={t('inventory.field.brand')}>
                <Input maxLength={BRAND_MAX_LENGTH} autoComplete="off" data-testid="part-brand" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="category"
                label={t('inventory.field.category')}
                rules={[{ required: true, message: t('inventory.partForm.categoryRequired') }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('inventory.partForm.categoryPlaceholder')}
                  options={PART_CATEGORIES.map((category) => ({
                    value: category,
                    label: format.category(category),
                  }))}
                  data-testid="part-category"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="name"
                label={t('inventory.field.name')}
                rules={[required('inventory.partForm.nameRequired')]}
              >
                <Input
                  maxLength={PART_NAME_MAX_LENGTH}
                  autoComplete="off"
                  data-testid="part-name"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="unit" label={t('inventory.field.unit')} required>
                <Select
                  options={PART_UNITS.map((value) => ({
                    value,
                    label: t(`inventory.unitName.${value}`),
                  }))}
                  data-testid="part-unit"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="barcode"
                label={t('inventory.field.barcode')}
                rules={[
                  {
                    pattern: /^(\d{8}|\d{12,14})$/,
                    message: t('inventory.partForm.barcodeDigits'),
                  },
                ]}
              >
                <Input
                  maxLength={BARCODE_MAX_LENGTH}
                  inputMode="numeric"
                  autoComplete="off"
                  data-testid="part-barcode"
                />
              </Form.Item>
            </Col>
          </Row>

          <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
            <FormattedMessage id="inventory.partForm.prices" />
          </Divider>
          <Row gutter={16}>
            <Col xs={12} md={8}>
              <Form.Item
                name="cost_euros"
                label={t('inventory.field.cost')}
                rules={[{ required: true, message: t('inventory.partForm.costRequired') }]}
                extra={priceHint(costPrice)}
              >
                <InputNumber<number>
                  min={0}
                  max={1_000_000}
                  precision={2}
                  decimalSeparator=","
                  suffix="€"
                  inputMode="decimal"
                  style={{ width: '100%' }}
                  data-testid="part-cost"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="sale_price_euros"
                label={t('inventory.field.salePrice')}
                rules={[{ required: true, message: t('inventory.partForm.salePriceRequired') }]}
                extra={priceHint(salePrice)}
              >
                <InputNumber<number>
                  min={0}
                  max={1_000_000}
                  precision={2}
                  decimalSeparator=","
                  suffix="€"
                  inputMode="decimal"
                  style={{ width: '100%' }}
                  data-testid="part-sale-price"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="vat_percent" label={t('inventory.field.vat')} required>
                <Select
                  options={VAT_RATES.map((rate) => ({ value: rate, label: `${rate} %` }))}
                  data-testid="part-vat"
                />
              </Form.Item>
            </Col>
          </Row>

          <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
            <FormattedMessage id="inventory.partForm.stocking" />
          </Divider>
          <Row gutter={16}>
            <Col xs={12} md={8}>
              <Form.Item
                name="warehouse"
                label={t('inventory.field.warehouse')}
                rules={[required('inventory.partForm.warehouseRequired')]}
              >
                <AutoComplete
                  options={warehouseOptions}
                  maxLength={LOCATION_MAX_LENGTH}
                  showSearch={{
                    filterOption: (input, option) =>
                      String(option?.value ?? '')
                        .toLowerCase()
                        .includes(input.toLowerCase()),
                  }}
                  data-testid="part-warehouse"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="shelf" label={t('inventory.field.shelf')}>
                <Input
                  maxLength={LOCATION_MAX_LENGTH}
                  autoComplete="off"
                  placeholder={t('inventory.partForm.shelfPlaceholder')}
                  data-testid="part-shelf"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="preferred_supplier_id" label={t('inventory.field.supplier')}>
                <Select
                  allowClear
                  showSearch={{ filterOption: false, onSearch: setSupplierText }}
                  loading={suppliers.isFetching}
                  placeholder={t('inventory.partForm.supplierPlaceholder')}
                  notFoundContent={
                    suppliers.isPending ? null : t('inventory.partForm.supplierNone')
                  }
                  options={supplierOptions}
                  onChange={(value?: string) =>
                    setPickedSupplier(
                      supplierOptions.find((option) => option.value === value) ?? null,
                    )
                  }
                  data-testid="part-supplier"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="min_stock"
                label={t('inventory.field.minStock')}
                extra={t('inventory.partForm.minHint')}
              >
                <InputNumber<number>
                  min={0}
                  max={100_000}
                  precision={precision}
                  decimalSeparator=","
                  inputMode={precision === 0 ? 'numeric' : 'decimal'}
                  style={{ width: '100%' }}
                  data-testid="part-min"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="max_stock"
                label={t('inventory.field.maxStock')}
                extra={t('inventory.partForm.maxHint')}
                dependencies={['min_stock']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, value: number | null) => {
                      const min = getFieldValue('min_stock') as number | null;
                      return value && min && value < min
                        ? Promise.reject(new Error(t('inventory.partForm.maxBelowMin')))
                        : Promise.resolve();
                    },
                  }),
                ]}
              >
                <InputNumber<number>
                  min={0}
                  max={100_000}
                  precision={precision}
                  decimalSeparator=","
                  inputMode={precision === 0 ? 'numeric' : 'decimal'}
                  style={{ width: '100%' }}
                  data-testid="part-max"
                />
              </Form.Item>
            </Col>
            {editing && (
              <Col xs={24} md={8}>
                <Form.Item
                  name="active"
                  label={t('inventory.field.active')}
                  valuePropName="checked"
                  extra={t('inventory.partForm.activeHint')}
                >
                  <Switch data-testid="part-active" />
                </Form.Item>
              </Col>
            )}
          </Row>
          {!editing && (
            <Typography.Text type="secondary">
              <FormattedMessage id="inventory.partForm.stockHint" />
            </Typography.Text>
          )}
        </Form>
      </Flex>
    </Modal>
  );
}
