import {
  CalendarOutlined,
  DashboardOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  SettingOutlined,
  ToolOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { PERMISSIONS } from '@px/contracts';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Row,
  Space,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { HistoryTimeline, PageHeader, PlateBadge } from '@/shared/ui';
import { useDeleteVehicle, useReminders, useVehicleHistory } from '../api';
import { historyItemOf } from '../components/history-extra';
import { ItvTag } from '../components/itv-tag';
import { OdometerReadingModal } from '../components/odometer-reading-modal';
import { ReminderList } from '../components/reminder-list';
import { useVehiclePage } from '../components/use-vehicle-page';
import { useScreenFormat } from '@/shared/hooks';
import { itvStatus, vehicleName } from '../model';
import '../vehicles.css';

const RECENT_HISTORY = 5;

/** /vehicles/{id}: the car at a glance for the reception desk. */
export default function VehicleDetailPage() {
  const { id, vehicle, fallback } = useVehiclePage();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const { hasPermission } = usePermissions();
  const reminders = useReminders(id);
  const history = useVehicleHistory(id, RECENT_HISTORY);
  const remove = useDeleteVehicle();
  const [reading, setReading] = useState(false);
  if (!vehicle) return fallback;
  const canUpdate = hasPermission(PERMISSIONS.vehicles.vehicles.update);
  const canDelete = hasPermission(PERMISSIONS.vehicles.vehicles.delete);
  const pending = (reminders.data ?? []).filter((reminder) => reminder.state !== 'done');
  const recent = history.data?.pages[0]?.data ?? [];
  const itv = vehicle.next_itv_date ? itvStatus(vehicle.next_itv_date) : null;

  const confirmDelete = () =>
    modal.confirm({
      title: t('vehicles.delete.title', { plate: vehicle.license_plate }),
      content: t('vehicles.delete.content'),
      okText: t('vehicles.action.delete'),
      cancelText: t('vehicles.action.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(vehicle.id)
          .then(() => {
            notification.success({ title: t('vehicles.toast.deleted') });
            navigate('/vehicles', { replace: true });
          })
          .catch((error: unknown) => notification.error({ title: extractErrorMessage(error) })),
    });

  const subtitle = [vehicle.vehicle_version, vehicle.year].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader
        title={
          <Flex wrap gap={16} align="center">
            <span className="px-vehicle-plate-lg">
              <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
            </span>
            <span data-testid="vehicle-name">
              {[vehicle.make, vehicle.model].filter(Boolean).join(' ')}
            </span>
          </Flex>
        }
        documentTitle={`${vehicle.license_plate} · ${vehicleName(vehicle)}`}
        subtitle={subtitle || undefined}
        breadcrumb={[
          { label: t('vehicles.title'), to: '/vehicles' },
          { label: vehicle.license_plate },
        ]}
        extra={
          <>
            {canUpdate && (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={() => navigate(`/vehicles/${id}/edit`)}
                data-testid="edit-vehicle"
              >
                <FormattedMessage id="vehicles.action.edit" />
              </Button>
            )}
            {hasPermission(PERMISSIONS.work_orders.orders.create) && (
              <Button
                icon={<ToolOutlined />}
                onClick={() =>
                  navigate(
                    `/orders?new=1&customer_id=${vehicle.customer_id ?? ''}&vehicle_id=${vehicle.id}`,
                  )
                }
                disabled={!vehicle.customer_id}
                data-testid="vehicle-new-order"
              >
                <FormattedMessage id="vehicles.action.newOrder" />
              </Button>
            )}
            <Button
              icon={<HistoryOutlined />}
              onClick={() => navigate(`/vehicles/${id}/history`)}
              data-testid="open-history"
            >
              <FormattedMessage id="vehicles.action.history" />
            </Button>
            {canUpdate && (
              <Button
                icon={<SettingOutlined />}
                onClick={() => navigate(`/vehicles/${id}/settings`)}
                data-testid="open-settings"
              >
                <FormattedMessage id="vehicles.action.settings" />
              </Button>
            )}
            {canDelete && (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={confirmDelete}
                data-testid="delete-vehicle"
              >
                <FormattedMessage id="vehicles.action.delete" />
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('vehicles.detail.data')} className="px-vehicle-card-fill">
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              colon={false}
              layout="vertical"
              items={[
                {
                  key: 'vin',
                  label: t('vehicles.field.vin'),
                  span: { xs: 1, sm: 2 },
                  children: vehicle.vin ? (
                    <Space size={8} wrap>
                      <Typography.Text copyable code data-testid="vehicle-vin">
                        {vehicle.vin}
                      </Typography.Text>
                      {vehicle.vin_check_digit_ok === false && (
                        <Tooltip title={t('vehicles.warning.vinCheckDigit')}>
                          <Typography.Text type="warning" data-testid="vin-warning-icon">
                            <WarningOutlined /> {t('vehicles.detail.vinCheckDigitShort')}
                          </Typography.Text>
                        </Tooltip>
                      )}
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{t('vehicles.detail.noVin')}</Typography.Text>
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
                  key: 'version',
                  label: t('vehicles.field.vehicle_version'),
                  children: vehicle.vehicle_version || '—',
                },
                {
                  key: 'registered',
                  label: t('vehicles.detail.registered'),
                  children: format.date(vehicle.created_at),
                },
              ]}
            />
            {vehicle.notes && (
              <>
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
                  {t('vehicles.field.notes')}
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {vehicle.notes}
                </Typography.Paragraph>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Card
              size="small"
              title={t('vehicles.field.owner')}
              extra={
                canUpdate && (
                  <Link to={`/vehicles/${id}/settings`}>{t('vehicles.detail.changeOwner')}</Link>
                )
              }
            >
              <Flex gap={12} align="center" data-testid="vehicle-owner">
                <Avatar
                  icon={<UserOutlined />}
                  style={{
                    background: vehicle.customer_id
                      ? token.colorPrimaryBg
                      : token.colorFillSecondary,
                    color: vehicle.customer_id ? token.colorPrimary : token.colorTextTertiary,
                  }}
                />
                {vehicle.customer_id && vehicle.customer_name ? (
                  <Link to={`/customers/${vehicle.customer_id}`}>{vehicle.customer_name}</Link>
                ) : (
                  <Typography.Text type="secondary">{t('vehicles.noOwner')}</Typography.Text>
                )}
              </Flex>
            </Card>
            <Card
              size="small"
              title={t('vehicles.detail.odometer')}
              extra={
                canUpdate && (
                  <Button
                    size="small"
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
                <>
                  <Typography.Text
                    strong
                    style={{ fontSize: 26, lineHeight: 1.2 }}
                    data-testid="odometer-km"
                  >
                    {format.km(vehicle.odometer_km)}
                  </Typography.Text>
                  {vehicle.odometer_read_at && (
                    <Typography.Text type="secondary" className="px-vehicle-stat-caption">
                      {t('vehicles.detail.readOn', { date: format.date(vehicle.odometer_read_at) })}
                    </Typography.Text>
                  )}
                </>
              )}
            </Card>
            <Card size="small" title={t('vehicles.field.next_itv_date')}>
              {vehicle.next_itv_date && itv ? (
                <Flex gap={8} align="center" wrap data-testid="vehicle-itv">
                  <ItvTag date={vehicle.next_itv_date} />
                  <Typography.Text type={itv.status === 'ok' ? 'secondary' : undefined}>
                    {itv.status === 'overdue'
                      ? t('vehicles.itv.overdueFor', { days: -itv.days })
                      : t('vehicles.itv.soon', { days: itv.days })}
                  </Typography.Text>
                </Flex>
              ) : (
                <Flex gap={8} align="center">
                  <CalendarOutlined style={{ color: token.colorTextTertiary }} />
                  <Typography.Text type="secondary">{t('vehicles.itv.none')}</Typography.Text>
                </Flex>
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            title={t('vehicles.detail.reminders')}
            className="px-vehicle-card-fill"
            extra={<Link to={`/vehicles/${id}/settings`}>{t('vehicles.detail.manage')}</Link>}
          >
            {reminders.isError ? (
              <Alert type="warning" showIcon title={extractErrorMessage(reminders.error)} />
            ) : (
              <ReminderList
                compact
                reminders={pending}
                loading={reminders.isPending}
                emptyText={t('vehicles.reminder.none')}
                data-testid="pending-reminders"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            title={t('vehicles.detail.recentHistory')}
            className="px-vehicle-card-fill"
            extra={<Link to={`/vehicles/${id}/history`}>{t('vehicles.detail.fullHistory')}</Link>}
          >
            {history.isError ? (
              <Alert type="warning" showIcon title={t('vehicles.history.error')} />
            ) : (
              <HistoryTimeline
                loading={history.isPending}
                items={recent.map((entry) => historyItemOf(entry, format))}
                emptyText={t('vehicles.history.empty')}
              />
            )}
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
