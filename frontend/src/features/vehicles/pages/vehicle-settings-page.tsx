import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SwapOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type ServiceReminder } from '@px/contracts';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  Row,
  Space,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { applyServerErrors } from '@/features/auth/form-errors';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { extractErrorMessage } from '@/shared/error-message';
import { HistoryTimeline, PageHeader, PlateBadge, SaveErrorMessage } from '@/shared/ui';
import {
  useDeleteReminder,
  useReminders,
  useSaveReminder,
  useSaveVehicle,
  useVehicleHistory,
} from '../api';
import { historyItemOf } from '../components/history-extra';
import { ReminderModal } from '../components/reminder-modal';
import { ReminderList } from '../components/reminder-list';
import { useVehiclePage } from '../components/use-vehicle-page';
import { useScreenFormat } from '@/shared/hooks';
import { formValuesOf, inputOf, vehicleName } from '../model';
import '../vehicles.css';

interface OwnerFormValues {
  customer_id: string | null;
  owner_change_reason: string;
}

const OWNERSHIP_KINDS = new Set(['ownership_started', 'ownership_ended']);
/** The ownership facts are read from the history's first page of this size (owners change rarely). */
const OWNERSHIP_HISTORY_LIMIT = 100;

/** /vehicles/{id}/settings: service reminders and the change of owner. */
export default function VehicleSettingsPage() {
  const { id, vehicle, fallback, refetch } = useVehiclePage();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const { modal, notification } = App.useApp();
  const { hasPermission } = usePermissions();
  const reminders = useReminders(id);
  const saveReminder = useSaveReminder(id);
  const deleteReminder = useDeleteReminder(id);
  const saveVehicle = useSaveVehicle(id);
  const history = useVehicleHistory(id, OWNERSHIP_HISTORY_LIMIT);
  const [editing, setEditing] = useState<ServiceReminder | null | undefined>(undefined);
  const [toggling, setToggling] = useState<string | null>(null);
  const [ownerForm] = Form.useForm<OwnerFormValues>();
  const [ownerError, setOwnerError] = useState<unknown>(null);
  if (!vehicle) return fallback;
  const canUpdate = hasPermission(PERMISSIONS.vehicles.vehicles.update);

  const toggleDone = (reminder: ServiceReminder) => {
    setToggling(reminder.id);
    saveReminder.mutate(
      {
        id: reminder.id,
        kind: reminder.kind,
        description: reminder.description,
        due_date: reminder.due_date,
        due_km: reminder.due_km,
        done: reminder.state !== 'done',
        version: reminder.version,
      },
      {
        onSuccess: () =>
          notification.success({
            title: t(
              reminder.state === 'done'
                ? 'vehicles.toast.reminderReopened'
                : 'vehicles.toast.reminderDone',
            ),
          }),
        onError: (error) => notification.error({ title: extractErrorMessage(error) }),
        onSettled: () => setToggling(null),
      },
    );
  };

  const confirmDelete = (reminder: ServiceReminder) =>
    modal.confirm({
      title: t('vehicles.reminder.deleteTitle', { description: reminder.description }),
      okText: t('vehicles.action.delete'),
      cancelText: t('vehicles.action.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        deleteReminder
          .mutateAsync(reminder.id)
          .then(() => notification.success({ title: t('vehicles.toast.reminderDeleted') }))
          .catch((error: unknown) => notification.error({ title: extractErrorMessage(error) })),
    });

  const changeOwner = async (values: OwnerFormValues) => {
    setOwnerError(null);
    try {
      await saveVehicle.mutateAsync({
        // PUT takes the whole vehicle: its current fields, the new owner and why.
        ...inputOf(formValuesOf(vehicle), false),
        customer_id: values.customer_id ?? null,
        owner_change_reason: values.owner_change_reason?.trim() || undefined,
        version: vehicle.version,
      });
      ownerForm.resetFields();
      notification.success({ title: t('vehicles.toast.ownerChanged') });
    } catch (failure) {
      applyServerErrors(ownerForm, failure);
      setOwnerError(failure);
    }
  };

  const ownership = (history.data?.pages.flatMap((page) => page.data) ?? []).filter((entry) =>
    OWNERSHIP_KINDS.has(entry.kind),
  );
  const list = reminders.data ?? [];
  const pendingCount = list.filter((reminder) => reminder.state !== 'done').length;

  const reminderActions = (reminder: ServiceReminder) => {
    const done = reminder.state === 'done';
    const toggleLabel = t(done ? 'vehicles.reminder.reopen' : 'vehicles.reminder.markDone');
    return (
      <>
        <Tooltip key="done" title={toggleLabel}>
          <Button
            type="text"
            icon={done ? <UndoOutlined /> : <CheckOutlined />}
            loading={toggling === reminder.id}
            onClick={() => toggleDone(reminder)}
            aria-label={toggleLabel}
            data-testid="reminder-toggle-done"
          />
        </Tooltip>
        <Tooltip key="edit" title={t('vehicles.action.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            onClick={() => setEditing(reminder)}
            aria-label={t('vehicles.action.edit')}
            data-testid="reminder-edit"
          />
        </Tooltip>
        <Tooltip key="delete" title={t('vehicles.action.delete')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={() => confirmDelete(reminder)}
            aria-label={t('vehicles.action.delete')}
            data-testid="reminder-delete"
          />
        </Tooltip>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={
          <Flex wrap gap={12} align="center">
            {t('vehicles.settings.title')}
            <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
          </Flex>
        }
        documentTitle={`${t('vehicles.settings.title')} · ${vehicle.license_plate}`}
        subtitle={vehicleName(vehicle)}
        breadcrumb={[
          { label: t('vehicles.title'), to: '/vehicles' },
          { label: vehicle.license_plate, to: `/vehicles/${id}` },
          { label: t('vehicles.settings.title') },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card
            title={
              <Space>
                {t('vehicles.detail.reminders')}
                {pendingCount > 0 && (
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                    {t('vehicles.reminder.pendingCount', { count: pendingCount })}
                  </Typography.Text>
                )}
              </Space>
            }
            extra={
              canUpdate && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing(null)}
                  data-testid="new-reminder"
                >
                  <FormattedMessage id="vehicles.reminder.new" />
                </Button>
              )
            }
          >
            {reminders.isError ? (
              <Alert
                type="warning"
                showIcon
                title={extractErrorMessage(reminders.error)}
                action={
                  <Button size="small" onClick={() => void reminders.refetch()}>
                    {t('vehicles.action.retry')}
                  </Button>
                }
              />
            ) : (
              <ReminderList
                reminders={list}
                loading={reminders.isPending}
                emptyText={t('vehicles.reminder.empty')}
                emptyExtra={
                  canUpdate && (
                    <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                      <FormattedMessage id="vehicles.reminder.new" />
                    </Button>
                  )
                }
                actions={canUpdate ? reminderActions : undefined}
                data-testid="reminder-list"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('vehicles.settings.owner')}>
            <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
              <Avatar
                icon={<UserOutlined />}
                style={{
                  background: vehicle.customer_id ? token.colorPrimaryBg : token.colorFillSecondary,
                  color: vehicle.customer_id ? token.colorPrimary : token.colorTextTertiary,
                }}
              />
              <Flex vertical>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('vehicles.settings.currentOwner')}
                </Typography.Text>
                {vehicle.customer_id && vehicle.customer_name ? (
                  <Link to={`/customers/${vehicle.customer_id}`} data-testid="current-owner">
                    {vehicle.customer_name}
                  </Link>
                ) : (
                  <Typography.Text type="secondary" data-testid="current-owner">
                    {t('vehicles.noOwner')}
                  </Typography.Text>
                )}
              </Flex>
            </Flex>
            {canUpdate ? (
              <Form
                form={ownerForm}
                layout="vertical"
                onFinish={(values) => void changeOwner(values)}
                data-testid="owner-form"
              >
                <Form.Item
                  name="customer_id"
                  label={t('vehicles.settings.newOwner')}
                  rules={[{ required: true, message: t('vehicles.error.newOwner') }]}
                >
                  <CustomerPicker
                    excludeIds={vehicle.customer_id ? [vehicle.customer_id] : []}
                    data-testid="new-owner-picker"
                  />
                </Form.Item>
                <Form.Item name="owner_change_reason" label={t('vehicles.settings.reason')}>
                  <Input maxLength={300} placeholder={t('vehicles.settings.reasonPlaceholder')} />
                </Form.Item>
                {ownerError ? (
                  <Alert
                    type="error"
                    showIcon
                    style={{ marginBottom: 16 }}
                    title={
                      <SaveErrorMessage
                        error={ownerError}
                        existingPath={(existing) => `/vehicles/${existing}`}
                        onReload={() => {
                          setOwnerError(null);
                          void refetch();
                        }}
                      />
                    }
                  />
                ) : null}
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SwapOutlined />}
                  loading={saveVehicle.isPending}
                  data-testid="change-owner"
                >
                  <FormattedMessage id="vehicles.settings.changeOwner" />
                </Button>
              </Form>
            ) : (
              <Typography.Text type="secondary">{t('vehicles.settings.readOnly')}</Typography.Text>
            )}
            <Divider titlePlacement="start" plain style={{ marginTop: 24 }}>
              {t('vehicles.settings.ownership')}
            </Divider>
            {history.isError ? (
              <Alert type="warning" showIcon title={t('vehicles.history.error')} />
            ) : (
              <HistoryTimeline
                loading={history.isPending}
                items={ownership.map((entry) => historyItemOf(entry, format))}
                emptyText={t('vehicles.settings.noOwnership')}
              />
            )}
          </Card>
        </Col>
      </Row>
      <ReminderModal
        vehicleId={id}
        open={editing !== undefined}
        reminder={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          notification.success({ title: t('vehicles.toast.reminderSaved') });
        }}
      />
    </>
  );
}
