import {
  BankOutlined,
  DeleteOutlined,
  EditOutlined,
  MergeCellsOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type CustomerDetail } from '@px/contracts';
import { Avatar, Button, Flex, Tag, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { useScreenFormat } from '@/shared/hooks';
import { PageHeader } from '@/shared/ui';
import { useConfirmDeleteCustomer } from './use-confirm-delete-customer';

/**
 * The customer's name, type, tax id and seniority, and the actions the user may take: edit, new
 * order, merge (`onMerge` opens the dialog) and delete.
 */
export function CustomerDetailHeader({
  customer,
  onMerge,
}: {
  customer: CustomerDetail;
  onMerge: () => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  const confirmDelete = useConfirmDeleteCustomer();
  const company = customer.type === 'company';

  return (
    <PageHeader
      avatar={
        <Avatar
          size={40}
          icon={company ? <BankOutlined /> : <UserOutlined />}
          style={{
            flex: 'none',
            background: company ? token.colorWarningBg : token.colorPrimaryBg,
            color: company ? token.colorWarning : token.colorPrimary,
          }}
          aria-hidden
        />
      }
      title={<span data-testid="customer-name">{customer.full_name}</span>}
      documentTitle={customer.full_name}
      subtitle={
        <Flex wrap gap={8} align="center" component="span">
          <Tag
            icon={company ? <BankOutlined /> : <UserOutlined />}
            color={company ? 'gold' : 'blue'}
            data-testid="customer-type"
          >
            {t(`customers.type.${customer.type}`)}
          </Tag>
          {customer.nif ? (
            <Typography.Text copyable data-testid="customer-nif">
              {customer.nif}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('customers.detail.noNif')}</Typography.Text>
          )}
          <Typography.Text type="secondary">
            · {t('customers.detail.since', { date: format.date(customer.created_at) })}
          </Typography.Text>
        </Flex>
      }
      breadcrumb={[
        { label: t('customers.title'), to: '/customers' },
        { label: customer.full_name },
      ]}
      extra={
        <>
          {hasPermission(PERMISSIONS.customers.customers.update) && (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(`/customers/${customer.id}/edit`)}
              data-testid="edit-customer"
            >
              <FormattedMessage id="customers.action.edit" />
            </Button>
          )}
          {hasPermission(PERMISSIONS.work_orders.orders.create) && (
            <Button
              icon={<ToolOutlined />}
              onClick={() => navigate(`/orders?new=1&customer_id=${customer.id}`)}
              data-testid="customer-new-order"
            >
              <FormattedMessage id="customers.action.newOrder" />
            </Button>
          )}
          {hasPermission(PERMISSIONS.customers.customers.merge) && (
            <Button icon={<MergeCellsOutlined />} onClick={onMerge} data-testid="merge-open">
              <FormattedMessage id="customers.action.merge" />
            </Button>
          )}
          {hasPermission(PERMISSIONS.customers.customers.delete) && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(customer)}
              data-testid="delete-customer"
            >
              <FormattedMessage id="customers.action.delete" />
            </Button>
          )}
        </>
      }
    />
  );
}
