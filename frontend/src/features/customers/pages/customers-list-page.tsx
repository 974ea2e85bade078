import {
  BankOutlined,
  DownloadOutlined,
  PlusOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CustomerSummary, CustomerType } from '@px/contracts';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { downloadFile } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { PageHeader } from '@/shared/ui';
import { useCustomerList } from '../api';
import { ImportCustomersModal } from '../components/import-customers-modal';
import { contactLine } from '../model';

const SORTS = ['name', '-name', '-created_at', 'created_at'] as const;
const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** /customers: the searchable, filterable list; every filter lives in the address. */
export default function CustomersListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const type = (params.get('type') as CustomerType | null) ?? undefined;
  const tag = params.get('tag') ?? undefined;
  const sort = SORTS.find((value) => value === params.get('sort')) ?? 'name';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { notification } = App.useApp();

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  // The box updates the address 300 ms after the last key, like the search palette.
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => update({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  useEffect(() => setText(search), [search]);

  const list = useCustomerList({ search, type, tag, sort, page, limit: PAGE_SIZE });
  const filtered = Boolean(search || type || tag);

  return (
    <>
      <PageHeader
        title={t('customers.title')}
        subtitle={t('customers.subtitle')}
        extra={
          <>
            {hasPermission('customers.customers.export') && (
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() => {
                  setExporting(true);
                  downloadFile('/api/customers/export', { search, type, tag }, 'clientes.csv')
                    .catch((error: unknown) =>
                      notification.error({ title: extractErrorMessage(error) }),
                    )
                    .finally(() => setExporting(false));
                }}
                data-testid="export-customers"
              >
                <FormattedMessage id="customers.action.export" />
              </Button>
            )}
            {hasPermission('customers.customers.import') && (
              <Button
                icon={<UploadOutlined />}
                onClick={() => setImporting(true)}
                data-testid="import-customers"
              >
                <FormattedMessage id="customers.action.import" />
              </Button>
            )}
            {hasPermission('customers.customers.create') && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate('/customers/new')}
                data-testid="new-customer"
              >
                <FormattedMessage id="customers.action.new" />
              </Button>
            )}
          </>
        }
      />
      <ImportCustomersModal open={importing} onClose={() => setImporting(false)} />
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => update({ search: value.trim() })}
            placeholder={t('customers.list.searchPlaceholder')}
            style={{ flex: '1 1 280px', maxWidth: 420 }}
            data-testid="customers-search"
          />
          <Select
            allowClear
            value={type}
            onChange={(value?: CustomerType) => update({ type: value })}
            placeholder={t('customers.field.type')}
            style={{ width: 160 }}
            options={[
              { value: 'person', label: t('customers.type.person') },
              { value: 'company', label: t('customers.type.company') },
            ]}
          />
          <Input
            allowClear
            value={tag ?? ''}
            onChange={(event) => update({ tag: event.target.value || undefined })}
            placeholder={t('customers.list.tagFilter')}
            style={{ width: 160 }}
          />
          <Select
            value={sort}
            onChange={(value: string) => update({ sort: value })}
            style={{ width: 200 }}
            options={SORTS.map((value) => ({ value, label: t(`customers.sort.${value}`) }))}
          />
        </Flex>
        {list.isError ? (
          <Result
            status="warning"
            title={t('customers.list.error', { message: extractErrorMessage(list.error) })}
            extra={
              <Button onClick={() => void list.refetch()}>{t('customers.action.retry')}</Button>
            }
          />
        ) : (
          <Table<CustomerSummary>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.data ?? []}
            scroll={{ x: 860 }}
            onRow={(record) => ({
              onClick: () => navigate(`/customers/${record.id}`),
              style: { cursor: 'pointer' },
            })}
            locale={{
              emptyText: (
                <Empty
                  description={t(filtered ? 'customers.list.noMatches' : 'customers.list.empty')}
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.pagination.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('customers.list.total', { total }),
              onChange: (next) => update({ page: String(next) }),
            }}
            columns={[
              {
                title: t('customers.field.name'),
                key: 'name',
                render: (_, record) => (
                  <Space>
                    {record.type === 'company' ? <BankOutlined /> : <UserOutlined />}
                    <Link
                      to={`/customers/${record.id}`}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {record.full_name}
                    </Link>
                  </Space>
                ),
              },
              { title: t('customers.field.nif'), dataIndex: 'nif', width: 120 },
              {
                title: t('customers.field.contact'),
                key: 'contact',
                render: (_, record) =>
                  contactLine(record) ?? (
                    <Typography.Text type="secondary">{t('customers.noContact')}</Typography.Text>
                  ),
              },
              { title: t('customers.field.city'), dataIndex: 'city', width: 140 },
              {
                title: t('customers.field.tags'),
                dataIndex: 'tags',
                width: 180,
                render: (tags: string[]) => tags.map((value) => <Tag key={value}>{value}</Tag>),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
