import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavigationPage, PageCategoryInfo } from '../types';

interface RowActions<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** The columns of /admin/pages' page tables: name, path, icon, who may open it, status, actions. */
export function usePageColumns({
  onEdit,
  onDelete,
}: RowActions<NavigationPage>): ColumnsType<NavigationPage> {
  const intl = useIntl();
  return [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'admin.pages.column.page' }),
      render: (_value, page) => (
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text strong data-testid="page-name">
            {page.display_name}
          </Typography.Text>
          {page.description && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
              {page.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'path',
      title: intl.formatMessage({ id: 'admin.pages.column.path' }),
      width: 200,
      render: (_value, page) => <Typography.Text code>{page.path}</Typography.Text>,
    },
    {
      key: 'icon',
      title: intl.formatMessage({ id: 'admin.pages.column.icon' }),
      width: 140,
      responsive: ['lg'],
      render: (_value, page) =>
        page.icon ? (
          <Typography.Text type="secondary">{page.icon}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'access',
      title: intl.formatMessage({ id: 'admin.pages.column.access' }),
      width: 220,
      responsive: ['md'],
      render: (_value, page) => (
        <Flex wrap gap={4}>
          {page.admin_only && (
            <Tag color="gold">
              <FormattedMessage id="admin.pages.adminOnly" />
            </Tag>
          )}
          {page.required_permission ? (
            <Tag>{page.required_permission}</Tag>
          ) : (
            !page.admin_only && (
              <Typography.Text type="secondary">
                <FormattedMessage id="admin.pages.everyUser" />
              </Typography.Text>
            )
          )}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'admin.pages.column.status' }),
      width: 110,
      render: (_value, page) =>
        page.is_active ? (
          <Tag color="green">
            <FormattedMessage id="admin.pages.active" />
          </Tag>
        ) : (
          <Tag>
            <FormattedMessage id="admin.pages.hidden" />
          </Tag>
        ),
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.common.actions' }),
      width: 110,
      render: (_value, page) => (
        <Flex gap={4}>
          <Tooltip title={intl.formatMessage({ id: 'admin.common.edit' })}>
            <Button
              icon={<EditOutlined />}
              aria-label={intl.formatMessage(
                { id: 'admin.pages.editAria' },
                { name: page.display_name },
              )}
              onClick={() => onEdit(page)}
            />
          </Tooltip>
          <Tooltip title={intl.formatMessage({ id: 'admin.common.delete' })}>
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={intl.formatMessage(
                { id: 'admin.pages.deleteAria' },
                { name: page.display_name },
              )}
              onClick={() => onDelete(page)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];
}

/**
 * The columns of /admin/pages' categories table; a category still holding pages (`pageCount`)
 * cannot be deleted.
 */
export function useCategoryColumns({
  pageCount,
  onEdit,
  onDelete,
}: RowActions<PageCategoryInfo> & {
  pageCount: ReadonlyMap<string, number>;
}): ColumnsType<PageCategoryInfo> {
  const intl = useIntl();
  return [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'admin.categories.column.category' }),
      render: (_value, category) => (
        <Flex vertical gap={0}>
          <Typography.Text strong data-testid="category-name">
            {category.display_name}
          </Typography.Text>
          <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
            {category.name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'description',
      title: intl.formatMessage({ id: 'admin.categories.column.description' }),
      responsive: ['md'],
      render: (_value, category) =>
        category.description || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'icon',
      title: intl.formatMessage({ id: 'admin.pages.column.icon' }),
      width: 140,
      responsive: ['lg'],
      render: (_value, category) => (
        <Typography.Text type="secondary">{category.icon || '—'}</Typography.Text>
      ),
    },
    {
      key: 'pages',
      title: intl.formatMessage({ id: 'admin.categories.column.pages' }),
      width: 100,
      align: 'right',
      render: (_value, category) => pageCount.get(category.id) ?? 0,
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.common.actions' }),
      width: 110,
      render: (_value, category) => {
        const count = pageCount.get(category.id) ?? 0;
        return (
          <Flex gap={4}>
            <Tooltip title={intl.formatMessage({ id: 'admin.common.edit' })}>
              <Button
                icon={<EditOutlined />}
                aria-label={intl.formatMessage(
                  { id: 'admin.categories.editAria' },
                  { name: category.display_name },
                )}
                onClick={() => onEdit(category)}
              />
            </Tooltip>
            <Tooltip
              title={
                count > 0
                  ? intl.formatMessage({ id: 'admin.categories.delete.notEmpty' }, { count })
                  : intl.formatMessage({ id: 'admin.common.delete' })
              }
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={count > 0}
                aria-label={intl.formatMessage(
                  { id: 'admin.categories.deleteAria' },
                  { name: category.display_name },
                )}
                onClick={() => onDelete(category)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];
}
