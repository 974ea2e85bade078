import {
  DashboardOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  SettingOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  List,
  Row,
  Space,
  Statistic,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { HistoryTimeline, PageHeader, PlateBadge } from '@/shared/ui';
import { useDeleteVehicle, useReminders, useVehicleHistory } from '../api';
import { ItvTag } from '../components/itv-tag';
import { OdometerReadingModal } from '../components/odometer-reading-modal';
import { ReminderStateTag } from '../components/reminder-state-tag';
import { useVehiclePage } from '../components/use-vehicle-page';
import { vehicleName } from '../model';

const RECENT_HISTORY = 5;

/** /vehicles/{id}: the car at a glance for the reception desk. */
export default function VehicleDetailPage() {
  const { id, vehicle, fallback } = useVehiclePage();
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en-GB' : 'es-ES';
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const { hasPermission } = usePermissions();
  const reminders = useReminders(id);
  const history = useVehicleHistory(id, RECENT_HISTORY);
  const remove = useDeleteVehicle();
  const [reading, setReading] = useState(false);
  if (!vehicle) return fallback;
  const canUpdate = hasPermission('vehicles.vehicles.update');
  const pending = (reminders.data ?? []).filter((reminder) => reminder.state !== 'done');
  const recent = history.data?.pages[0]?.data ?? [];

  const confirmDelete = () =>
    modal.confirm({
      title: t('vehicles.delete.title', { plate: vehicle.license_plate }),
      content: t('vehicles.delete.content'),
      okText: t('vehicles.action.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(vehicle.id)
          .then(() => {
            notification.success({ title: t('vehicles.toast.deleted') });
            navigate('/vehicles');
          })
          .catch((error: unknown) => notification.error({ title: extractErrorMessage(error) })),
    });

  return (
    <>
      <PageHeader
        title={
          <Space size={12} wrap>
            <span style={{ fontSize: 20 }}>
              <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
            </span>
            <span data-testid="vehicle-name">{vehicleName(vehicle)}</span>
          </Space>
        }
        documentTitle={`${vehicle.license_plate} · ${vehicleName(vehicle)}`}
        subtitle={vehicle.vehicle_version || undefined}
        breadcrumb={[
          { label: t('vehicles.title'), to: '/vehicles' },
          { label: vehicle.license_plate },
        ]}
        extra={
          <>
            <Button
              icon={<HistoryOutlined />}
              onClick={() => navigate(`/vehicles/${id}/history`)}
              data-testid="open-history"
            >
              <FormattedMessage id="vehicles.action.history" />
            </Button>
            {canUpdate && (
              <>
                <Button icon={<EditOutlined />} onClick={() => navigate(`/vehicles/${id}/edit`)}>
                  <FormattedMessage id="vehicles.action.edit" />
                </Button>
                <Button
                  icon={<SettingOutlined />}
                  onClick={() => navigate(`/vehicles/${id}/settings`)}
                >
                  <FormattedMessage id="vehicles.action.settings" />
                </Button>
              </>
            )}
            {hasPermission('vehicles.vehicles.delete') && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                <FormattedMessage id="vehicles.action.delete" />
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('vehicles.detail.data')}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              size="small"
              items={[
                {
                  key: 'vin',
                  label: t('vehicles.field.vin'),
                  children: vehicle.vin ? (
                    <Space>
                      <Typography.Text copyable>{vehicle.vin}</Typography.Text>
                      {vehicle.vin_check_digit_ok === false && (
                        <Tooltip title={t('vehicles.warning.vinCheckDigit')}>
                          <WarningOutlined
                            style={{ color: '#faad14' }}
                            data-testid="vin-warning-icon"
                          />
                        </Tooltip>
                      )}
                    </Space>
                  ) : (
                    '—'
                  ),
                },
                {
                  key: 'fuel',
                  label: t('vehicles.field.fuel'),
                  children: vehicle.fuel ? t(`vehicles.fuel.${vehicle.fuel}`) : '—',
                },
                { key: 'year', label: t('vehicles.field.year'), children: vehicle.year ?? '—' },
                {
                  key: 'colour',
                  label: t('vehicles.field.colour'),
                  children: vehicle.colour || '—',
                },
                {
                  key: 'engine',
                  label: t('vehicles.field.engine'),
                  children: vehicle.engine || '—',
                },
                {
                  key: 'itv',
                  label: t('vehicles.field.next_itv_date'),
                  children: <ItvTag date={vehicle.next_itv_date} />,
                },
                {
                  key: 'owner',
                  label: t('vehicles.field.owner'),
                  children:
                    vehicle.customer_id && vehicle.customer_name ? (
                      <Link to={`/customers/${vehicle.customer_id}`}>{vehicle.customer_name}</Link>
                    ) : (
                      <Typography.Text type="secondary">{t('vehicles.noOwner')}</Typography.Text>
                    ),
                },
              ]}
            />
            {vehicle.notes && (
              <Typography.Paragraph
                style={{ whiteSpace: 'pre-wrap', marginTop: 12, marginBottom: 0 }}
              >
                {vehicle.notes}
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Card
              title={t('vehicles.detail.odometer')}
              extra={
                canUpdate && (
                  <Button
                    icon={<DashboardOutlined />}
                    onClick={() => setReading(true)}
                    data-testid="record-reading"
                  >
                    <FormattedMessage id="vehicles.action.recordReading" />
                  </Button>
                )
              }
            >
              {vehicle.odometer_km === null ? (
                <Typography.Text type="secondary">
                  {t('vehicles.detail.noReadings')}
                </Typography.Text>
              ) : (
                <Statistic
                  value={vehicle.odometer_km}
                  suffix="km"
                  formatter={(value) => Number(value).toLocaleString(locale)}
                  data-testid="odometer-km"
                />
              )}
              {vehicle.odometer_read_at && (
                <Typography.Text type="secondary">
                  {t('vehicles.detail.readOn', {
                    date: new Date(vehicle.odometer_read_at).toLocaleDateString(locale),
                  })}
                </Typography.Text>
              )}
            </Card>
            <Card
              title={t('vehicles.detail.reminders')}
              extra={<Link to={`/vehicles/${id}/settings`}>{t('vehicles.detail.manage')}</Link>}
            >
              <List
                size="small"
                loading={reminders.isPending}
                dataSource={pending}
                locale={{
                  emptyText: (
                    <Empty
                      image={Empty.PRESENTED_IMAGE_SIMPLE}
                      description={t('vehicles.reminder.none')}
                    />
                  ),
                }}
                renderItem={(reminder) => (
                  <List.Item key={reminder.id} extra={<ReminderStateTag state={reminder.state} />}>
                    <List.Item.Meta
                      title={reminder.description}
                      description={[
                        reminder.due_date
                          ? new Date(`${reminder.due_date}T00:00:00Z`).toLocaleDateString(locale, {
                              timeZone: 'UTC',
                            })
                          : null,
                        reminder.due_km !== null
                          ? `${reminder.due_km.toLocaleString(locale)} km`
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24}>
          <Card
            title={t('vehicles.detail.recentHistory')}
            extra={<Link to={`/vehicles/${id}/history`}>{t('vehicles.detail.fullHistory')}</Link>}
          >
            <HistoryTimeline
              loading={history.isPending}
              items={recent.map((entry) => ({ ...entry, id: `${entry.id}:${entry.kind}` }))}
              emptyText={t('vehicles.history.empty')}
            />
          </Card>
        </Col>
      </Row>
      <OdometerReadingModal
        vehicleId={id}
        open={reading}
        lastKm={vehicle.odometer_km}
        onClose={() => setReading(false)}
        onSaved={() => {
          setReading(false);
          notification.success({ title: t('vehicles.toast.readingSaved') });
        }}
      />
    </>
  );
}
