import {
  ClearOutlined,
  EditOutlined,
  PlusOutlined,
  SearchOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type SupplierView } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  Result,
  Switch,
  Table,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InventoryTabPanelProps } from './inventory-tabs';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { useSupplierList } from '../api';
import {
  DEFAULT_SUPPLIER_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SUPPLIER_PAGE_SIZES,
  pageChange,
  supplierListQueryOf,
  supplierListStateOf,
} from '../model';
import { SupplierFormModal } from './supplier-form-modal';

/** The form's state: closed, creating, or editing one supplier (by id: it follows reloads). */
type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: string };

/**
 * The Proveedores tab: who the desk buys from, searched by name, NIF/CIF or contact (search, page
 * and "Ver inactivos" in the address); "Nuevo proveedor" and each row's "Editar" with permission.
 */
export function SuppliersPanel({ isCurrent }: InventoryTabPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { hasPermission } = usePermissions();
  const canCreate = hasPermission(PERMISSIONS.inventory.suppliers.create);
  const canUpdate = hasPermission(PERMISSIONS.inventory.suppliers.update);
  const { state, update } = useListState(supplierListStateOf);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const inactiveId = useId();
  const screens = Grid.useBreakpoint();
  const wide = screens.xxl ?? false;

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.q,
    (value) => isCurrent() && update({ q: value }),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useSupplierList(supplierListQueryOf(state));
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered = Boolean(state.q);
  const edited =
    editing.mode === 'edit' ? (rows.find((supplier) => supplier.id === editing.id) ?? null) : null;

  const createButton = (testId: string) =>
    canCreate && (
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setEditing({ mode: 'create' })}
        data-testid={testId}
      >
        <FormattedMessage id="inventory.action.newSupplier" />
      </Button>
    );

  const emptyState = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('inventory.suppliers.emptyFiltered')}
      data-testid="suppliers-no-matches"
    >
      <Button icon={<ClearOutlined aria-hidden />} onClick={() => flushSearch('')}>
        <FormattedMessage id="inventory.parts.clearFilters" />
      </Button>
    </Empty>
  ) : (
    <Empty
      image={<ShopOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={t('inventory.suppliers.empty')}
      data-testid="suppliers-empty"
    >
      {createButton('new-supplier-empty')}
    </Empty>
  );

  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const email = (supplier: SupplierView) =>
    supplier.email ? (
      // Long addresses wrap anywhere rather than squeezing the name column.
      <a href={`mailto:${supplier.email}`} style={{ overflowWrap: 'anywhere' }}>
        {supplier.email}
      </a>
    ) : null;
  const phone = (supplier: SupplierView) =>
    supplier.phone ? (
      <a href={`tel:${supplier.phone.replace(/\s/g, '')}`} style={{ whiteSpace: 'nowrap' }}>
        {supplier.phone}
      </a>
    ) : null;

  // Every field in its own column from 1600 px; below (a 1024 px tablet beside the menu, a
  // laptop) the e-mail and phone go under the contact and the payment terms under the name, so
  // the table fits without scrolling sideways.
  const columns: ColumnsType<SupplierView> = [
    {
      title: t('inventory.supplier.name'),
      key: 'name',
      width: wide ? 240 : 180,
      render: (_, supplier) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{supplier.name}</Typography.Text>
          {!wide && supplier.payment_terms && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {supplier.payment_terms}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('inventory.supplier.taxId'),
      key: 'tax_id',
      width: 110,
      render: (_, supplier) => <span style={{ fontFamily: 'monospace' }}>{supplier.tax_id}</span>,
    },
    {
      title: t('inventory.supplier.contact'),
      key: 'contact',
      render: (_, supplier) =>
        wide ? (
          (supplier.contact_name ?? none)
        ) : (
          <Flex vertical gap={2}>
            <span>{supplier.contact_name ?? none}</span>
            {email(supplier)}
            {phone(supplier)}
          </Flex>
        ),
    },
    ...(wide
      ? [
          {
            title: t('inventory.supplier.email'),
            key: 'email',
            render: (_: unknown, supplier: SupplierView) => email(supplier) ?? none,
          },
          {
            title: t('inventory.supplier.phone'),
            key: 'phone',
            render: (_: unknown, supplier: SupplierView) => phone(supplier) ?? none,
          },
        ]
      : []),
    {
      title: t('inventory.supplier.leadTime'),
      key: 'lead_time_days',
      align: 'right',
      width: 90,
      render: (_, supplier) => supplier.lead_time_days,
    },
    ...(wide
      ? [
          {
            title: t('inventory.supplier.paymentTerms'),
            key: 'payment_terms',
            render: (_: unknown, supplier: SupplierView) => supplier.payment_terms ?? none,
          },
        ]
      : []),
    {
      title: t('inventory.supplier.active'),
      key: 'active',
      width: 80,
      render: (_, supplier) =>
        supplier.active ? (
          <Tag color="green" bordered={false}>
            <FormattedMessage id="inventory.suppliers.yes" />
          </Tag>
        ) : (
          <Tag bordered={false}>
            <FormattedMessage id="inventory.suppliers.no" />
          </Tag>
        ),
    },
    ...(canUpdate
      ? [
          {
            title: <span className="px-visually-hidden">{t('inventory.suppliers.actions')}</span>,
            key: 'actions',
            width: 56,
            render: (_: unknown, supplier: SupplierView) => (
              <Button
                type="text"
                icon={<EditOutlined aria-hidden />}
                onClick={() => setEditing({ mode: 'edit', id: supplier.id })}
                aria-label={t('inventory.suppliers.edit', { name: supplier.name })}
                data-testid="supplier-edit"
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card data-testid="suppliers-panel">
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center" style={{ flex: '1 1 360px' }}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) =>
              event.type === 'click' || event.target.value === ''
                ? flushSearch(event.target.value)
                : setSearchText(event.target.value)
            }
            onPressEnter={() => flushSearch(searchText)}
            placeholder={t('inventory.suppliers.search')}
            aria-label={t('inventory.suppliers.search')}
            style={{ flex: '1 1 240px', maxWidth: 400 }}
            data-testid="suppliers-search"
          />
          <Flex gap={8} align="center">
            <Switch
              id={inactiveId}
              checked={state.includeInactive}
              onChange={(checked) => update({ include_inactive: checked || undefined })}
              data-testid="suppliers-include-inactive"
            />
            <Typography.Text>
              <label htmlFor={inactiveId} style={{ cursor: 'pointer' }}>
                {t('inventory.suppliers.includeInactive')}
              </label>
            </Typography.Text>
          </Flex>
        </Flex>
        {createButton('new-supplier')}
      </Flex>
      {list.isError && !list.data ? (
        <Result
          status="warning"
          title={t('inventory.suppliers.error')}
          subTitle={extractErrorMessage(list.error)}
          data-testid="suppliers-error"
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              <FormattedMessage id="inventory.retry" />
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          {list.isError && (
            <Alert
              type="warning"
              showIcon
              title={t('inventory.error.refetch')}
              action={
                <Button size="small" onClick={() => void list.refetch()}>
                  <FormattedMessage id="inventory.retry" />
                </Button>
              }
            />
          )}
          <Table<SupplierView>
            rowKey="id"
            size="middle"
            loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
            dataSource={rows}
            locale={{ emptyText: list.isPending ? ' ' : emptyState }}
            data-testid="suppliers-table"
            pagination={{
              current: state.page,
              pageSize: state.limit,
              total,
              showSizeChanger: true,
              pageSizeOptions: SUPPLIER_PAGE_SIZES.map(String),
              hideOnSinglePage: total <= SUPPLIER_PAGE_SIZES[0],
              showTotal: (count) => t('inventory.suppliers.total', { total: count }),
              onChange: (page, limit) =>
                update(pageChange(state.limit, DEFAULT_SUPPLIER_PAGE_SIZE, page, limit)),
            }}
            columns={columns}
          />
        </Flex>
      )}
      {(canCreate || canUpdate) && (
        <SupplierFormModal
          open={editing.mode === 'create' || (editing.mode === 'edit' && edited !== null)}
          supplier={edited}
          onClose={() => setEditing({ mode: 'closed' })}
          onReload={() => void list.refetch()}
        />
      )}
    </Card>
  );
}
