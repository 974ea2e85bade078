import type { SupplierView } from '@px/contracts';
import { Col, Flex, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { useSaveSupplier } from '../api';
import {
  EMPTY_SUPPLIER_FORM,
  SUPPLIER_NAME_MAX_LENGTH,
  type SupplierFormValues,
  supplierFieldOfServer,
  supplierFormValuesOf,
  supplierInputOf,
  supplierPatchOf,
} from '../model';
import { FormModalFooter, SaveFailureAlerts, useSaveFailure } from './form-modal-parts';

export interface SupplierFormModalProps {
  open: boolean;
  /** The supplier to edit (as listed); null to create one. */
  supplier: SupplierView | null;
  onClose: () => void;
  /** A stale version: the list is read again and the form reopened on the current data. */
  onReload: () => void;
}

const FORM_ID = 'supplier-form';

/**
 * "Nuevo proveedor" / "Editar proveedor". The NIF/CIF is checked by the server (its control
 * character): its Spanish message shows under the field, as any other field error; a NIF/CIF
 * already another supplier's too; a stale version offers to reload.
 */
export function SupplierFormModal({ open, supplier, onClose, onReload }: SupplierFormModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { notification } = useFeedback();
  const [form] = Form.useForm<SupplierFormValues>();
  const failure = useSaveFailure(form, supplierFieldOfServer, {
    idKey: 'supplier_id',
    field: 'tax_id',
  });
  const save = useSaveSupplier();
  const editing = supplier !== null;

  useEffect(() => {
    if (!open) return;
    failure.clear();
    form.resetFields();
    form.setFieldsValue(supplier ? supplierFormValuesOf(supplier) : EMPTY_SUPPLIER_FORM);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, supplier?.id, supplier?.version, form]);

  const submit = async (values: SupplierFormValues) => {
    failure.clear();
    try {
      if (supplier) {
        const patch = supplierPatchOf(values, supplier);
        if (Object.keys(patch).length === 0) {
          notification.info({ title: t('inventory.partForm.nothingChanged') });
          onClose();
          return;
        }
        const saved = await save.mutateAsync({
          id: supplier.id,
          body: { ...patch, version: supplier.version },
        });
        notification.success({ title: t('inventory.supplierForm.saved', { name: saved.name }) });
      } else {
        const saved = await save.mutateAsync({ id: null, body: supplierInputOf(values) });
        notification.success({ title: t('inventory.supplierForm.created', { name: saved.name }) });
      }
      onClose();
    } catch (error) {
      failure.show(error);
    }
  };

  const required = (id: string) => ({ required: true, whitespace: true, message: t(id) });

  return (
    <Modal
      open={open}
      width={720}
      title={
        editing
          ? t('inventory.supplierForm.editTitle', { name: supplier.name })
          : t('inventory.supplierForm.createTitle')
      }
      onCancel={onClose}
      mask={{ closable: false }}
      forceRender
      footer={
        <FormModalFooter
          formId={FORM_ID}
          onCancel={onClose}
          saving={save.isPending}
          submitLabel={editing ? 'inventory.action.save' : 'inventory.supplierForm.create'}
          submitTestId="supplier-form-submit"
        />
      }
      data-testid="supplier-form-modal"
    >
      <Flex vertical gap={12}>
        <SaveFailureAlerts failure={failure.failure} testId="supplier-form" onReload={onReload} />
        <Form<SupplierFormValues>
          name={FORM_ID}
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={EMPTY_SUPPLIER_FORM}
          onFinish={(values) => void submit(values)}
          disabled={save.isPending}
          data-testid="supplier-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item
                name="name"
                label={t('inventory.supplier.name')}
                rules={[required('inventory.supplierForm.nameRequired')]}
              >
                <Input
                  maxLength={SUPPLIER_NAME_MAX_LENGTH}
                  autoComplete="off"
                  data-testid="supplier-name"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="tax_id"
                label={t('inventory.supplier.taxId')}
                rules={[required('inventory.supplierForm.taxIdRequired')]}
                normalize={(value: string) => value?.toUpperCase()}
              >
                <Input maxLength={12} autoComplete="off" data-testid="supplier-tax-id" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="contact_name" label={t('inventory.supplier.contact')}>
                <Input maxLength={120} autoComplete="off" data-testid="supplier-contact" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="email"
                label={t('inventory.supplier.email')}
                rules={[{ type: 'email', message: t('inventory.supplierForm.emailInvalid') }]}
              >
                <Input
                  type="email"
                  maxLength={254}
                  autoComplete="off"
                  data-testid="supplier-email"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="phone" label={t('inventory.supplier.phone')}>
                <Input type="tel" maxLength={30} autoComplete="off" data-testid="supplier-phone" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="lead_time_days"
                label={t('inventory.supplier.leadTime')}
                extra={t('inventory.supplierForm.leadTimeHint')}
              >
                <InputNumber<number>
                  min={0}
                  max={365}
                  precision={0}
                  inputMode="numeric"
                  style={{ width: '100%' }}
                  data-testid="supplier-lead-time"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="payment_terms" label={t('inventory.supplier.paymentTerms')}>
                <Input
                  maxLength={120}
                  autoComplete="off"
                  placeholder={t('inventory.supplierForm.paymentTermsPlaceholder')}
                  data-testid="supplier-payment-terms"
                />
              </Form.Item>
            </Col>
            {editing && (
              <Col xs={24} md={8}>
                <Form.Item
                  name="active"
                  label={t('inventory.supplier.active')}
                  valuePropName="checked"
                >
                  <Switch data-testid="supplier-active" />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Form>
      </Flex>
    </Modal>
  );
}
