import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api';
import type { RoleInfo, UserSummary } from '../types';

export interface UserFormValues {
  email: string;
  first_name: string;
  last_name: string;
  role_ids: string[];
}

export interface UserFormModalProps {
  open: boolean;
  /** Editing this user (names only); creating a new one when null. */
  user: UserSummary | null;
  roles: readonly RoleInfo[];
  saving: boolean;
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
}

const NAME_MAX = 100;

/** Create a user (e-mail, names, roles) or edit a user's names. */
export function UserFormModal({
  open,
  user,
  roles,
  saving,
  onSubmit,
  onCancel,
}: UserFormModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<UserFormValues>();
  const editing = user !== null;
  const required = intl.formatMessage({ id: 'admin.validation.required' });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user) {
      form.setFieldsValue({
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      });
    }
  }, [open, user, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit({ ...values, email: values.email?.trim(), role_ids: values.role_ids ?? [] });
    } catch (error) {
      // Field errors of a 400 land on their fields; the screen shows the toast.
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setFields(
          error.fieldErrors
            .filter((item) => ['email', 'first_name', 'last_name', 'role_ids'].includes(item.field))
            .map((item) => ({ name: item.field as keyof UserFormValues, errors: [item.message] })),
        );
      }
    }
  };

  return (
    <Modal
      open={open}
      title={
        <FormattedMessage
          id={editing ? 'admin.users.form.editTitle' : 'admin.users.form.createTitle'}
        />
      }
      okText={<FormattedMessage id={editing ? 'admin.common.save' : 'admin.users.form.create'} />}
      cancelText={<FormattedMessage id="admin.common.cancel" />}
      onOk={() => void submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        data-testid="user-form"
        onFinish={() => void submit()}
      >
        <Form.Item
          name="email"
          label={<FormattedMessage id="admin.users.field.email" />}
          rules={[
            { required: !editing, whitespace: true, message: required },
            { type: 'email', message: intl.formatMessage({ id: 'admin.validation.email' }) },
          ]}
          extra={editing ? <FormattedMessage id="admin.users.form.emailReadOnly" /> : undefined}
        >
          <Input type="email" autoComplete="off" disabled={editing} maxLength={254} />
        </Form.Item>
        <Form.Item
          name="first_name"
          label={<FormattedMessage id="admin.users.field.firstName" />}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input autoComplete="off" maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="last_name"
          label={<FormattedMessage id="admin.users.field.lastName" />}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input autoComplete="off" maxLength={NAME_MAX} />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="role_ids"
            label={<FormattedMessage id="admin.users.field.roles" />}
            extra={<FormattedMessage id="admin.users.form.rolesHint" />}
          >
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              placeholder={intl.formatMessage({ id: 'admin.users.form.rolesPlaceholder' })}
              options={roles.map((role) => ({ value: role.id, label: role.display_name }))}
              data-testid="user-form-roles"
            />
          </Form.Item>
        )}
        {!editing && (
          <Alert
            type="info"
            showIcon
            title={intl.formatMessage({ id: 'admin.users.form.passwordNote' })}
          />
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
