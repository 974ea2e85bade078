import { Form, Input, InputNumber, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api';
import type { CategoryInput } from '../api';
import type { PageCategoryInfo } from '../types';

export interface CategoryFormModalProps {
  open: boolean;
  /** The category being edited (fresh from GET /api/page-categories/{id}); null to create. */
  category: PageCategoryInfo | null;
  /** The category is still being fetched. */
  loading?: boolean;
  /** sort_order proposed for a new category (after the last one). */
  nextSortOrder: number;
  saving: boolean;
  onSubmit: (input: CategoryInput) => Promise<void>;
  onCancel: () => void;
}

export const CATEGORY_NAME_PATTERN = /^[a-z][a-z0-9_-]{1,49}$/;

/** Create or edit a page category of the navigation menu. */
export function CategoryFormModal({
  open,
  category,
  loading = false,
  nextSortOrder,
  saving,
  onSubmit,
  onCancel,
}: CategoryFormModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<CategoryInput>();
  const editing = category !== null || loading;
  const required = intl.formatMessage({ id: 'admin.validation.required' });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      category
        ? {
            name: category.name,
            display_name: category.display_name,
            description: category.description ?? '',
            icon: category.icon ?? '',
            sort_order: category.sort_order,
          }
        : { sort_order: nextSortOrder },
    );
  }, [open, category, nextSortOrder, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit({
        name: values.name.trim(),
        display_name: values.display_name.trim(),
        description: values.description?.trim() || null,
        icon: values.icon?.trim() || null,
        sort_order: values.sort_order ?? nextSortOrder,
      });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setFields(
          error.fieldErrors
            .filter((item) =>
              ['name', 'display_name', 'description', 'icon', 'sort_order'].includes(item.field),
            )
            .map((item) => ({ name: item.field as keyof CategoryInput, errors: [item.message] })),
        );
      }
    }
  };

  return (
    <Modal
      open={open}
      title={
        <FormattedMessage
          id={editing ? 'admin.categories.form.editTitle' : 'admin.categories.form.createTitle'}
        />
      }
      okText={<FormattedMessage id={editing ? 'admin.common.save' : 'admin.common.create'} />}
      cancelText={<FormattedMessage id="admin.common.cancel" />}
      onOk={() => void submit()}
      okButtonProps={{ disabled: loading }}
      onCancel={onCancel}
      confirmLoading={saving}
      forceRender
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" requiredMark="optional" data-testid="category-form">
          <Form.Item
            name="display_name"
            label={<FormattedMessage id="admin.categories.field.displayName" />}
            rules={[{ required: true, whitespace: true, message: required }]}
          >
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item
            name="name"
            label={<FormattedMessage id="admin.categories.field.name" />}
            extra={<FormattedMessage id="admin.categories.field.nameHint" />}
            rules={[
              { required: true, message: required },
              {
                pattern: CATEGORY_NAME_PATTERN,
                message: intl.formatMessage({ id: 'admin.categories.validation.name' }),
              },
            ]}
          >
            <Input autoComplete="off" maxLength={50} />
          </Form.Item>
          <Form.Item
            name="description"
            label={<FormattedMessage id="admin.categories.field.description" />}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
          </Form.Item>
          <Form.Item
            name="icon"
            label={<FormattedMessage id="admin.categories.field.icon" />}
            extra={<FormattedMessage id="admin.pages.field.iconHint" />}
          >
            <Input autoComplete="off" maxLength={60} />
          </Form.Item>
          <Form.Item
            name="sort_order"
            label={<FormattedMessage id="admin.categories.field.sortOrder" />}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
