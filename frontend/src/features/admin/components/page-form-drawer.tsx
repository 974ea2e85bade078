import { Button, Drawer, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api';
import type { PageInput } from '../api';
import { permissionDisplayName } from '../model';
import type { NavigationPage, PageCategoryInfo, PermissionInfo } from '../types';

export interface PageFormDrawerProps {
  open: boolean;
  /** The page being edited; null to create one. */
  page: NavigationPage | null;
  /** Category preselected for a new page. */
  defaultCategoryId: string | null;
  categories: readonly PageCategoryInfo[];
  permissions: readonly PermissionInfo[];
  saving: boolean;
  onSubmit: (input: PageInput) => Promise<void>;
  onClose: () => void;
}

interface PageFormValues {
  display_name: string;
  path: string;
  icon?: string;
  description?: string;
  category_id?: string;
  sort_order?: number;
  is_active: boolean;
  required_permission?: string;
  admin_only: boolean;
}

/** An application path: starts with "/", no spaces, no query or fragment. */
export const PAGE_PATH_PATTERN = /^\/[A-Za-z0-9\-._~/:]*$/;

const FIELDS: (keyof PageFormValues)[] = [
  'display_name',
  'path',
  'icon',
  'description',
  'category_id',
  'sort_order',
  'is_active',
  'required_permission',
  'admin_only',
];

/** Create or edit a navigation page (SPEC §2 "Navigation data rules"). */
export function PageFormDrawer({
  open,
  page,
  defaultCategoryId,
  categories,
  permissions,
  saving,
  onSubmit,
  onClose,
}: PageFormDrawerProps) {
  const intl = useIntl();
  const [form] = Form.useForm<PageFormValues>();
  const required = intl.formatMessage({ id: 'admin.validation.required' });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      page
        ? {
            display_name: page.display_name,
            path: page.path,
            icon: page.icon ?? '',
            description: page.description ?? '',
            category_id: page.category_id ?? undefined,
            sort_order: page.sort_order,
            is_active: page.is_active,
            required_permission: page.required_permission ?? undefined,
            admin_only: page.admin_only,
          }
        : {
            category_id: defaultCategoryId ?? undefined,
            is_active: true,
            admin_only: false,
          },
    );
  }, [open, page, defaultCategoryId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit({
        display_name: values.display_name.trim(),
        path: values.path.trim(),
        icon: values.icon?.trim() || null,
        description: values.description?.trim() || null,
        category_id: values.category_id ?? null,
        sort_order: values.sort_order ?? 0,
        is_active: values.is_active,
        required_permission: values.required_permission ?? null,
        admin_only: values.admin_only,
      });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setFields(
          error.fieldErrors
            .filter((item) => (FIELDS as string[]).includes(item.field))
            .map((item) => ({ name: item.field as keyof PageFormValues, errors: [item.message] })),
        );
      }
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      forceRender
      title={
        <FormattedMessage
          id={page ? 'admin.pages.form.editTitle' : 'admin.pages.form.createTitle'}
        />
      }
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>
            <FormattedMessage id="admin.common.cancel" />
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="page-form-submit"
          >
            <FormattedMessage id={page ? 'admin.common.save' : 'admin.common.create'} />
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" requiredMark="optional" data-testid="page-form">
        <Form.Item
          name="display_name"
          label={<FormattedMessage id="admin.pages.field.displayName" />}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="path"
          label={<FormattedMessage id="admin.pages.field.path" />}
          extra={<FormattedMessage id="admin.pages.field.pathHint" />}
          rules={[
            { required: true, whitespace: true, message: required },
            {
              pattern: PAGE_PATH_PATTERN,
              message: intl.formatMessage({ id: 'admin.pages.validation.path' }),
            },
          ]}
        >
          <Input autoComplete="off" maxLength={200} placeholder="/orders" />
        </Form.Item>
        <Form.Item
          name="icon"
          label={<FormattedMessage id="admin.pages.field.icon" />}
          extra={<FormattedMessage id="admin.pages.field.iconHint" />}
        >
          <Input autoComplete="off" maxLength={60} placeholder="clipboard-list" />
        </Form.Item>
        <Form.Item
          name="description"
          label={<FormattedMessage id="admin.pages.field.description" />}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
        <Form.Item name="category_id" label={<FormattedMessage id="admin.pages.field.category" />}>
          <Select
            allowClear
            placeholder={intl.formatMessage({ id: 'admin.pages.noCategory' })}
            // SPEC §3: a category option is { value: the id as text, label: display_name }.
            options={categories.map((category) => ({
              value: String(category.id),
              label: category.display_name,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="sort_order"
          label={<FormattedMessage id="admin.pages.field.sortOrder" />}
          extra={<FormattedMessage id="admin.pages.field.sortOrderHint" />}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="required_permission"
          label={<FormattedMessage id="admin.pages.field.requiredPermission" />}
          extra={<FormattedMessage id="admin.pages.field.requiredPermissionHint" />}
        >
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={intl.formatMessage({ id: 'admin.pages.everyUser' })}
            options={permissions.map((permission) => ({
              value: permission.name,
              label: `${permissionDisplayName(permission)} (${permission.name})`,
            }))}
          />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item
            name="is_active"
            valuePropName="checked"
            label={<FormattedMessage id="admin.pages.field.active" />}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="admin_only"
            valuePropName="checked"
            label={<FormattedMessage id="admin.pages.field.adminOnly" />}
          >
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Drawer>
  );
}
