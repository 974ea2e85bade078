import {
  BankOutlined,
  MailOutlined,
  MobileOutlined,
  PhoneOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CustomerSummary } from '@px/contracts';
import { Avatar, Flex, type TableColumnsType, Tag, Tooltip, Typography, theme } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useScreenFormat } from '@/shared/hooks';
import type { CustomerSort } from '../model';

/** Stops a click on a link or tag inside a row from also opening the row. */
const stop = (event: React.MouseEvent) => event.stopPropagation();

/**
 * The columns of /customers. From 1200 px (`wide`) every field has its own column; narrower, the
 * town goes under the name and the e-mail under the phones. A tag filters the list by it
 * (`onTagClick`); the current `tag` filter shows highlighted.
 */
export function useCustomerColumns({
  sort,
  tag,
  wide,
  onTagClick,
}: {
  sort: CustomerSort;
  tag: string;
  wide: boolean;
  onTagClick: (tag: string) => void;
}): TableColumnsType<CustomerSummary> {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();

  /** The header's sort arrows and the "Ordenar por" select write the same `sort` parameter. */
  const sortOrder = (column: 'name' | 'created_at'): SortOrder =>
    sort === column ? 'ascend' : sort === `-${column}` ? 'descend' : null;

  return [
    {
      title: t('customers.field.name'),
      key: 'name',
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrder('name'),
      render: (_, record) => (
        <Flex gap={10} align="center" style={{ minWidth: 0 }}>
          <Tooltip title={t(`customers.type.${record.type}`)}>
            <Avatar
              size="small"
              icon={record.type === 'company' ? <BankOutlined /> : <UserOutlined />}
              aria-label={t(`customers.type.${record.type}`)}
              data-testid="customer-type-icon"
              data-type={record.type}
              style={{
                flex: 'none',
                background: record.type === 'company' ? token.colorWarningBg : token.colorPrimaryBg,
                color: record.type === 'company' ? token.colorWarning : token.colorPrimary,
              }}
            />
          </Tooltip>
          <Flex vertical gap={0} style={{ minWidth: 0 }}>
            <Link
              to={`/customers/${record.id}`}
              onClick={stop}
              data-testid="customer-row-link"
              style={{ fontWeight: 500 }}
            >
              {record.full_name}
            </Link>
            {!wide && record.city && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {record.city}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('customers.field.nif'),
      dataIndex: 'nif',
      width: 130,
      render: (nif: string | null) =>
        nif ? (
          <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{nif}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t(wide ? 'customers.field.phones' : 'customers.field.contact'),
      key: 'phones',
      width: wide ? 150 : 200,
      render: (_, record) => {
        const links = [
          record.mobile_phone && (
            <a
              key="mobile"
              className="px-cell-link"
              href={`tel:${record.mobile_phone}`}
              onClick={stop}
            >
              <MobileOutlined /> {record.mobile_phone}
            </a>
          ),
          record.phone && (
            <a key="phone" className="px-cell-link" href={`tel:${record.phone}`} onClick={stop}>
              <PhoneOutlined /> {record.phone}
            </a>
          ),
          !wide && record.email && (
            <Typography.Text key="email" ellipsis style={{ maxWidth: 190 }}>
              <a className="px-cell-link" href={`mailto:${record.email}`} onClick={stop}>
                <MailOutlined /> {record.email}
              </a>
            </Typography.Text>
          ),
        ].filter(Boolean);
        return links.length > 0 ? (
          <Flex vertical gap={0}>
            {links}
          </Flex>
        ) : (
          <Typography.Text type="secondary">
            {wide ? '—' : t('customers.noContact')}
          </Typography.Text>
        );
      },
    },
    ...(wide
      ? ([
          {
            title: t('customers.field.email'),
            dataIndex: 'email',
            ellipsis: true,
            render: (email: string | null) =>
              email ? (
                <a href={`mailto:${email}`} onClick={stop}>
                  {email}
                </a>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          {
            title: t('customers.field.city'),
            dataIndex: 'city',
            width: 130,
            ellipsis: true,
            render: (city: string) => city || <Typography.Text type="secondary">—</Typography.Text>,
          },
        ] satisfies TableColumnsType<CustomerSummary>)
      : []),
    {
      title: t('customers.field.tags'),
      dataIndex: 'tags',
      width: 170,
      render: (tags: string[]) => (
        <Flex wrap gap={4}>
          {tags.map((value) => (
            <Tooltip key={value} title={t('customers.list.filterByTag', { tag: value })}>
              <Tag
                color={value === tag ? 'blue' : undefined}
                style={{ cursor: 'pointer', marginInlineEnd: 0 }}
                onClick={(event) => {
                  stop(event);
                  onTagClick(value);
                }}
              >
                {value}
              </Tag>
            </Tooltip>
          ))}
        </Flex>
      ),
    },
    {
      title: t('customers.field.created_at'),
      key: 'created_at',
      width: 120,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: sortOrder('created_at'),
      render: (_, record) => (
        <Tooltip title={format.dateTime(record.created_at)}>
          <span>{format.date(record.created_at)}</span>
        </Tooltip>
      ),
    },
  ];
}
