import {
  BankOutlined,
  DeleteOutlined,
  EditOutlined,
  MailOutlined,
  MergeCellsOutlined,
  PhoneOutlined,
  PlusOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CustomerDetail } from '@px/contracts';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  List,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { PageHeader, PlateBadge } from '@/shared/ui';
import { useCustomer, useCustomerMerges, useCustomerVehicles, useDeleteCustomer } from '../api';
import { CustomerHistory } from '../components/customer-history';
import { MergeCustomerModal } from '../components/merge-customer-modal';

function useDateFormat() {
  const intl = useIntl();
  const format = new Intl.DateTimeFormat(intl.locale === 'en' ? 'en-GB' : 'es-ES', {
    dateStyle: 'medium',
  });
  return (iso: string) => format.format(new Date(iso));
}

function ContactCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const phones = [customer.mobile_phone, customer.phone].filter((p): p is string => !!p);
  const address = [
    customer.address,
    [customer.postal_code, customer.city].filter(Boolean).join(' '),
    customer.province,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Card title={t('customers.form.contact')} style={{ height: '100%' }}>
      {phones.length === 0 && !customer.email ? (
        <Typography.Text type="secondary">{t('customers.noContact')}</Typography.Text>
      ) : (
        <Flex vertical gap={6}>
          {phones.map((phone) => (
            <a key={phone} href={`tel:${phone}`}>
              <PhoneOutlined /> {phone}
            </a>
          ))}
          {customer.email && (
            <a href={`mailto:${customer.email}`}>
              <MailOutlined /> {customer.email}
            </a>
          )}
        </Flex>
      )}
      {address && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {address}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

function ConsentsCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const date = useDateFormat();
  const consent = (at: string | null, channel: string | null, given: boolean) =>
    given && at ? (
      <Tag color="green">
        {t('customers.consent.given', {
          date: date(at),
          channel: channel ? t(`customers.consent.channel.${channel}`) : '',
        })}
      </Tag>
    ) : (
      <Tag>{t('customers.consent.none')}</Tag>
    );
  return (
    <Card title={t('customers.form.consents')} style={{ height: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        layout="vertical"
        items={[
          {
            key: 'gdpr',
            label: t('customers.consent.gdpr'),
            children: consent(
              customer.gdpr_consent_at,
              customer.gdpr_consent_channel,
              !!customer.gdpr_consent_at,
            ),
          },
          {
            key: 'marketing',
            label: t('customers.consent.marketing'),
            children: consent(
              customer.marketing_consent_at,
              customer.marketing_consent_channel,
              customer.marketing_consent,
            ),
          },
        ]}
      />
    </Card>
  );
}

function VehiclesCard({ customerId, canCreate }: { customerId: string; canCreate: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const vehicles = useCustomerVehicles(customerId);
  const date = useDateFormat();
  return (
    <Card
      title={intl.formatMessage({ id: 'customers.detail.vehicles' })}
      extra={
        canCreate && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => navigate(`/vehicles/new?customer_id=${customerId}`)}
            data-testid="add-vehicle"
          >
            <FormattedMessage id="customers.action.addVehicle" />
          </Button>
        )
      }
    >
      <List
        loading={vehicles.isPending}
        dataSource={vehicles.data?.data ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={intl.formatMessage({ id: 'customers.detail.noVehicles' })}
            />
          ),
        }}
        renderItem={(vehicle) => (
          <List.Item
            key={vehicle.id}
            onClick={() => navigate(`/vehicles/${vehicle.id}`)}
            style={{ cursor: 'pointer' }}
            data-testid="customer-vehicle"
          >
            <List.Item.Meta
              avatar={<PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />}
              title={[vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ')}
              description={[
                vehicle.odometer_km !== null
                  ? `${vehicle.odometer_km.toLocaleString(intl.locale === 'en' ? 'en-GB' : 'es-ES')} km`
                  : null,
                vehicle.next_itv_date
                  ? intl.formatMessage(
                      { id: 'customers.detail.nextItv' },
                      { date: date(vehicle.next_itv_date) },
                    )
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** /customers/{id}: who they are, how to reach them, consents, vehicles and history. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const { hasPermission } = usePermissions();
  const customer = useCustomer(id);
  const merges = useCustomerMerges(id);
  const remove = useDeleteCustomer();
  const [merging, setMerging] = useState(false);
  const date = useDateFormat();

  if (customer.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (customer.isError) {
    const missing = isApiError(customer.error) && customer.error.statusCode === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('customers.notFound') : extractErrorMessage(customer.error)}
        extra={
          <Button onClick={() => navigate('/customers')}>
            <FormattedMessage id="customers.backToList" />
          </Button>
        }
      />
    );
  }
  const data = customer.data;

  const confirmDelete = () =>
    modal.confirm({
      title: t('customers.delete.title', { name: data.full_name }),
      content: t('customers.delete.content'),
      okText: t('customers.action.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(data.id)
          .then(() => {
            notification.success({ title: t('customers.toast.deleted') });
            navigate('/customers');
          })
          .catch((error: unknown) => {
            notification.error({ title: extractErrorMessage(error) });
          }),
    });

  return (
    <>
      <PageHeader
        title={
          <Space>
            {data.type === 'company' ? <BankOutlined /> : <UserOutlined />}
            <span data-testid="customer-name">{data.full_name}</span>
          </Space>
        }
        documentTitle={data.full_name}
        subtitle={
          <Space wrap>
            <Tag>{t(`customers.type.${data.type}`)}</Tag>
            {data.nif && <Typography.Text copyable>{data.nif}</Typography.Text>}
            {data.tags.map((tag) => (
              <Tag key={tag} color="blue">
                {tag}
              </Tag>
            ))}
          </Space>
        }
        breadcrumb={[{ label: t('customers.title'), to: '/customers' }, { label: data.full_name }]}
        extra={
          <>
            {hasPermission('customers.customers.update') && (
              <Button
                icon={<EditOutlined />}
                onClick={() => navigate(`/customers/${data.id}/edit`)}
              >
                <FormattedMessage id="customers.action.edit" />
              </Button>
            )}
            {hasPermission('customers.customers.merge') && (
              <Button
                icon={<MergeCellsOutlined />}
                onClick={() => setMerging(true)}
                data-testid="merge-open"
              >
                <FormattedMessage id="customers.action.merge" />
              </Button>
            )}
            {hasPermission('customers.customers.delete') && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                <FormattedMessage id="customers.action.delete" />
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ContactCard customer={data} />
        </Col>
        <Col xs={24} lg={12}>
          <ConsentsCard customer={data} />
        </Col>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <VehiclesCard
              customerId={data.id}
              canCreate={hasPermission('vehicles.vehicles.create')}
            />
            {data.notes && (
              <Card title={t('customers.field.notes')}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {data.notes}
                </Typography.Paragraph>
              </Card>
            )}
            {(merges.data?.length ?? 0) > 0 && (
              <Card title={t('customers.detail.merges')}>
                <List
                  size="small"
                  dataSource={merges.data}
                  renderItem={(merge) => (
                    <List.Item key={merge.id}>
                      {t('customers.detail.mergeLine', {
                        name: merge.merged_name,
                        date: date(merge.merged_at),
                        actor: merge.actor_name ?? '—',
                      })}
                    </List.Item>
                  )}
                />
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('customers.detail.history')}>
            <CustomerHistory customerId={data.id} />
          </Card>
        </Col>
      </Row>
      <Link to="/customers" style={{ display: 'inline-block', marginTop: 16 }}>
        <FormattedMessage id="customers.backToList" />
      </Link>
      <MergeCustomerModal
        open={merging}
        kept={data}
        onClose={() => setMerging(false)}
        onMerged={(name) => {
          setMerging(false);
          notification.success({ title: t('customers.toast.merged', { name }) });
        }}
      />
    </>
  );
}
