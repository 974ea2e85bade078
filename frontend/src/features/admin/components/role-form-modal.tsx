import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api';
import type { RoleInput } from '../api';
import type { RoleInfo } from '../types';

export interface RoleFormModalProps {
  open: boolean;
  /** Editing this role; creating one when null. */
  role: RoleInfo | null;
  saving: boolean;
  onSubmit: (input: RoleInput) => Promise<void>;
  onCancel: () => void;
}

/** Technical role names: lower case, digits and underscores, starting with a letter. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_]{1,49}$/;

/** Create a role or edit one; a system role keeps its names. */
export function RoleFormModal({ open, role, saving, onSubmit, onCancel }: RoleFormModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<RoleInput>();
  const editing = role !== null;
  const system = role?.is_system ?? false;
  const required = intl.formatMessage({ id: 'admin.validation.required' });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? {
            name: role.name,
            display_name: role.display_name,
            description: role.description ?? '',
            priority: role.priority,
          }
        : { priority: 10 },
    );
  }, [open, role, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit({
        name: editing ? undefined : values.name?.trim(),
        display_name: values.display_name.trim(),
        description: values.description?.trim() || null,
        priority: values.priority ?? 0,
      });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setFields(
          error.fieldErrors
            .filter((item) =>
              ['name', 'display_name', 'description', 'priority'].includes(item.field),
            )
            .map((item) => ({ name: item.field as keyof RoleInput, errors: [item.message] })),
        );
      }
    }
  };

  return (
    <Modal
      open={open}
      title={
        <FormattedMessage
          id={editing ? 'admin.roles.form.editTitle' : 'admin.roles.form.createTitle'}
        />
      }
      okText={<FormattedMessage id={editing ? 'admin.common.save' : 'admin.roles.form.create'} />}
      cancelText={<FormattedMessage id="admin.common.cancel" />}
      onOk={() => void submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark="optional" data-testid="role-form">
        {system && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={intl.formatMessage({ id: 'admin.roles.form.systemNote' })}
          />
        )}
        <Form.Item
          name="name"
          label={<FormattedMessage id="admin.roles.field.name" />}
          extra={<FormattedMessage id="admin.roles.field.nameHint" />}
          rules={[
            { required: !editing, message: required },
            {
              pattern: ROLE_NAME_PATTERN,
              message: intl.formatMessage({ id: 'admin.roles.validation.name' }),
            },
          ]}
        >
          <Input disabled={editing} autoComplete="off" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="display_name"
          label={<FormattedMessage id="admin.roles.field.displayName" />}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input disabled={system} autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="description"
          label={<FormattedMessage id="admin.roles.field.description" />}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
        </Form.Item>
        <Form.Item
          name="priority"
          label={<FormattedMessage id="admin.roles.field.priority" />}
          extra={<FormattedMessage id="admin.roles.field.priorityHint" />}
        >
          <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
