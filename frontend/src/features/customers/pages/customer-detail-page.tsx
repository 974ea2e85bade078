import {
  BankOutlined,
  CalendarOutlined,
  CarOutlined,
  ToolOutlined,
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  MailOutlined,
  MergeCellsOutlined,
  MobileOutlined,
  PhoneOutlined,
  PlusOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type CustomerDetail, type VehicleSummary } from '@px/contracts';
import {
  Alert,
  App,
  Avatar,
  Button,
  type ButtonProps,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Skeleton,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { PageHeader, PlateBadge } from '@/shared/ui';
import { useCustomerMerges, useCustomerVehicles, useDeleteCustomer } from '../api';
import { CustomerHistory } from '../components/customer-history';
import { MergeCustomerModal } from '../components/merge-customer-modal';
import { useCustomerPage } from '../components/use-customer-page';
import { type ScreenFormat, useScreenFormat } from '@/shared/hooks';
import { itvState } from '../model';
import type { CustomerCreatedState } from './customer-form-page';

const FILL = { height: '100%' } as const;

/** A label over its value, or a muted dash when empty. */
function Field({
  label,
  children,
  style,
}: {
  label: string;
  children: ReactNode;
  style?: React.CSSProperties;
}) {
  return (
    <Flex vertical gap={0} style={style}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

function ContactCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const none = !customer.mobile_phone && !customer.phone && !customer.email;
  return (
    <Card title={t('customers.detail.contact')} style={FILL} data-testid="customer-contact">
      {none ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('customers.noContact')}
          style={{ margin: 0 }}
        />
      ) : (
        <Flex vertical gap={12}>
          {customer.mobile_phone && (
            <Field label={t('customers.field.mobile_phone')}>
              <a href={`tel:${customer.mobile_phone}`}>
                <MobileOutlined /> {customer.mobile_phone}
              </a>
            </Field>
          )}
          {customer.phone && (
            <Field label={t('customers.field.phone')}>
              <a href={`tel:${customer.phone}`}>
                <PhoneOutlined /> {customer.phone}
              </a>
            </Field>
          )}
          {customer.email && (
            <Field label={t('customers.field.email')}>
              <Typography.Text ellipsis>
                <a href={`mailto:${customer.email}`}>
                  <MailOutlined /> {customer.email}
                </a>
              </Typography.Text>
            </Field>
          )}
        </Flex>
      )}
    </Card>
  );
}

function AddressCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const town = [customer.postal_code, customer.city].filter(Boolean).join(' ');
  const region = [customer.province, customer.country !== 'ES' ? customer.country : '']
    .filter(Boolean)
    .join(' · ');
  const lines = [customer.address, town, region].filter(Boolean);
  return (
    <Card title={t('customers.detail.address')} style={FILL} data-testid="customer-address">
      {lines.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('customers.detail.noAddress')}
          style={{ margin: 0 }}
        />
      ) : (
        <Flex gap={10} align="start">
          <EnvironmentOutlined style={{ marginTop: 4 }} />
          <Flex vertical gap={2}>
            {lines.map((line) => (
              <Typography.Text key={line}>{line}</Typography.Text>
            ))}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}

function ConsentLine({
  label,
  at,
  channel,
  given,
  format,
  testId,
}: {
  label: string;
  at: string | null;
  channel: string | null;
  given: boolean;
  format: ScreenFormat;
  testId: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    // Side by side when the card is wide (tablet), one under the other in a narrow column.
    <Field label={label} style={{ flex: '1 1 220px', minWidth: 0 }}>
      {given && at ? (
        <Flex vertical gap={2} data-testid={testId} data-given="true">
          <span>
            <Tag color="success" style={{ marginInlineEnd: 0 }}>
              {t('customers.consent.yes')}
            </Tag>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('customers.consent.detail', {
              date: format.date(at),
              channel: channel ? t(`customers.consent.channel.${channel}`) : '—',
            })}
          </Typography.Text>
        </Flex>
      ) : (
        <span data-testid={testId} data-given="false">
          <Tag style={{ marginInlineEnd: 0 }}>{t('customers.consent.none')}</Tag>
        </span>
      )}
    </Field>
  );
}

function ConsentsCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const format = useScreenFormat();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('customers.form.consents')} style={FILL}>
      <Flex wrap gap={12}>
        <ConsentLine
          label={t('customers.consent.gdpr')}
          at={customer.gdpr_consent_at}
          channel={customer.gdpr_consent_channel}
          given={!!customer.gdpr_consent_at}
          format={format}
          testId="consent-gdpr"
        />
        <ConsentLine
          label={t('customers.consent.marketing')}
          at={customer.marketing_consent_at}
          channel={customer.marketing_consent_channel}
          given={customer.marketing_consent}
          format={format}
          testId="consent-marketing"
        />
      </Flex>
    </Card>
  );
}

function ItvLabel({ date, format }: { date: string | null; format: ScreenFormat }) {
  const intl = useIntl();
  if (!date) return null;
  const { state } = itvState(date);
  const color = state === 'overdue' ? 'error' : state === 'soon' ? 'warning' : undefined;
  return (
    <Tooltip
      title={
        state === 'overdue'
          ? intl.formatMessage({ id: 'customers.detail.itvOverdue' })
          : state === 'soon'
            ? intl.formatMessage({ id: 'customers.detail.itvSoon' })
            : undefined
      }
    >
      <Tag color={color} icon={<CalendarOutlined />} data-testid="vehicle-itv" data-state={state}>
        {intl.formatMessage({ id: 'customers.detail.nextItv' }, { date: format.day(date) })}
      </Tag>
    </Tooltip>
  );
}

function VehicleRow({ vehicle, first }: { vehicle: VehicleSummary; first: boolean }) {
  const navigate = useNavigate();
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const open = () => navigate(`/vehicles/${vehicle.id}`);
  return (
    <li
      role="link"
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
      data-testid="customer-vehicle"
      style={{
        cursor: 'pointer',
        padding: '10px 4px',
        borderTop: first ? undefined : `1px solid ${token.colorSplit}`,
      }}
    >
      <Flex gap={12} align="center" wrap>
        <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} size="small" />
        <Flex vertical gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {[vehicle.make, vehicle.model].filter(Boolean).join(' ')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {[vehicle.year, vehicle.odometer_km !== null ? format.km(vehicle.odometer_km) : null]
              .filter((part) => part !== null && part !== '')
              .join(' · ') || '—'}
          </Typography.Text>
        </Flex>
        <ItvLabel date={vehicle.next_itv_date} format={format} />
      </Flex>
    </li>
  );
}

function VehiclesCard({ customerId, canCreate }: { customerId: string; canCreate: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const vehicles = useCustomerVehicles(customerId);
  const rows = vehicles.data?.data ?? [];
  const total = vehicles.data?.pagination.total;
  const add = () => navigate(`/vehicles/new?customer_id=${customerId}`);
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <CarOutlined />
          {total === undefined
            ? t('customers.detail.vehicles')
            : t('customers.detail.vehiclesCount', { count: total })}
        </Flex>
      }
      extra={
        canCreate && (
          <Button size="small" icon={<PlusOutlined />} onClick={add} data-testid="add-vehicle">
            <FormattedMessage id="customers.action.addVehicle" />
          </Button>
        )
      }
    >
      {vehicles.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : vehicles.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('customers.detail.vehiclesError')}
          action={
            <Button size="small" onClick={() => void vehicles.refetch()}>
              <FormattedMessage id="customers.action.retry" />
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('customers.detail.noVehicles')}
          style={{ margin: 0 }}
          data-testid="customer-no-vehicles"
        >
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={add}>
              <FormattedMessage id="customers.action.addVehicle" />
            </Button>
          )}
        </Empty>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((vehicle, index) => (
            <VehicleRow key={vehicle.id} vehicle={vehicle} first={index === 0} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function NotesCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('customers.detail.notesTags')}>
      <Flex vertical gap={12}>
        <Field label={t('customers.field.tags')}>
          {customer.tags.length > 0 ? (
            <Flex wrap gap={4} style={{ marginTop: 2 }}>
              {customer.tags.map((tag) => (
                <Link key={tag} to={`/customers?tag=${encodeURIComponent(tag)}`}>
                  <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                    {tag}
                  </Tag>
                </Link>
              ))}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('customers.detail.noTags')}</Typography.Text>
          )}
        </Field>
        <Field label={t('customers.field.notes')}>
          {customer.notes.trim() ? (
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              data-testid="customer-notes"
            >
              {customer.notes}
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('customers.detail.noNotes')}</Typography.Text>
          )}
        </Field>
      </Flex>
    </Card>
  );
}

function MergesCard({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const merges = useCustomerMerges(customerId);
  if (!merges.data || merges.data.length === 0) return null;
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <MergeCellsOutlined />
          {t('customers.detail.merges')}
        </Flex>
      }
      data-testid="customer-merges"
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {merges.data.map((merge, index) => (
          <li
            key={merge.id}
            style={{
              padding: '8px 0',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <Flex vertical gap={0}>
              <Typography.Text strong>{merge.merged_name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t('customers.detail.mergeLine', {
                  date: format.dateTime(merge.merged_at),
                  actor: merge.actor_name ?? t('customers.detail.unknownActor'),
                  count: merge.moved_vehicle_ids.length,
                })}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /customers/{id}: who they are, how to reach them, consents, vehicles and history. */
export default function CustomerDetailPage() {
  const { customer, fallback } = useCustomerPage();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, notification } = App.useApp();
  const { hasPermission } = usePermissions();
  const remove = useDeleteCustomer();
  const [merging, setMerging] = useState(false);
  // Right after "Crear cliente" (router state, so it is not offered again from a bookmark).
  const showCreated = (location.state as CustomerCreatedState | null)?.created === true;
  if (!customer) return fallback;
  const canCreateVehicle = hasPermission(PERMISSIONS.vehicles.vehicles.create);
  const company = customer.type === 'company';

  const confirmDelete = () =>
    modal.confirm({
      title: t('customers.delete.title', { name: customer.full_name }),
      content: t('customers.delete.content'),
      okText: t('customers.action.delete'),
      cancelText: t('customers.action.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: () =>
        remove
          .mutateAsync(customer.id)
          .then(() => {
            notification.success({ title: t('customers.toast.deleted') });
            navigate('/customers', { replace: true });
          })
          .catch((error: unknown) => {
            // 409: the customer owns vehicles or has history; the server says what to do.
            if (isApiError(error) && error.statusCode === 409) {
              modal.warning({
                title: t('customers.delete.refused'),
                content: error.message,
                okText: t('customers.action.understood'),
              });
            } else {
              notification.error({
                title: t('customers.delete.failed'),
                description: extractErrorMessage(error),
              });
            }
          }),
    });

  return (
    <>
      <PageHeader
        title={
          <Flex gap={12} align="center">
            <Avatar
              size={40}
              icon={company ? <BankOutlined /> : <UserOutlined />}
              style={{
                flex: 'none',
                background: company ? token.colorWarningBg : token.colorPrimaryBg,
                color: company ? token.colorWarning : token.colorPrimary,
              }}
            />
            <span data-testid="customer-name">{customer.full_name}</span>
          </Flex>
        }
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
              <Button
                icon={<MergeCellsOutlined />}
                onClick={() => setMerging(true)}
                data-testid="merge-open"
              >
                <FormattedMessage id="customers.action.merge" />
              </Button>
            )}
            {hasPermission(PERMISSIONS.customers.customers.delete) && (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={confirmDelete}
                data-testid="delete-customer"
              >
                <FormattedMessage id="customers.action.delete" />
              </Button>
            )}
          </>
        }
      />
      {showCreated && (
        <Alert
          type="success"
          showIcon
          closable={{
            // Forget the "just created" mark so a reload does not offer it again.
            onClose: () => navigate(location.pathname, { replace: true, state: null }),
          }}
          style={{ marginBottom: 16 }}
          title={t('customers.created.title', { name: customer.full_name })}
          description={canCreateVehicle ? t('customers.created.addVehicleHint') : undefined}
          action={
            canCreateVehicle && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(`/vehicles/new?customer_id=${customer.id}`)}
                data-testid="created-add-vehicle"
              >
                <FormattedMessage id="customers.action.addVehicle" />
              </Button>
            )
          }
          data-testid="customer-created"
        />
      )}
      <Row gutter={[16, 16]}>
        {/* Three across from 1200 px; on a 1024 px tablet contact and address share a row and
            the consents take the next one, their two lines side by side. */}
        <Col xs={24} md={12} xl={8}>
          <ContactCard customer={customer} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <AddressCard customer={customer} />
        </Col>
        <Col xs={24} xl={8}>
          <ConsentsCard customer={customer} />
        </Col>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <VehiclesCard customerId={customer.id} canCreate={canCreateVehicle} />
            <NotesCard customer={customer} />
            <MergesCard customerId={customer.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('customers.detail.history')} data-testid="customer-history">
            <CustomerHistory customerId={customer.id} />
          </Card>
        </Col>
      </Row>
      {hasPermission(PERMISSIONS.customers.customers.merge) && (
        <MergeCustomerModal
          open={merging}
          kept={customer}
          onClose={() => setMerging(false)}
          onMerged={(name) => {
            setMerging(false);
            notification.success({ title: t('customers.toast.merged', { name }) });
          }}
        />
      )}
    </>
  );
}
