import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { ServiceReminder } from '@px/contracts';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  List,
  Row,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { applyServerErrors } from '@/features/auth/form-errors';
import { extractErrorMessage } from '@/shared/error-message';
import { HistoryTimeline, PageHeader, PlateBadge, SaveErrorMessage } from '@/shared/ui';
import {
  useDeleteReminder,
  useReminders,
  useSaveReminder,
  useSaveVehicle,
  useVehicleHistory,
} from '../api';
import { ReminderModal } from '../components/reminder-modal';
import { ReminderStateTag } from '../components/reminder-state-tag';
import { useVehiclePage } from '../components/use-vehicle-page';
import { formValuesOf, inputOf, vehicleName } from '../model';

interface OwnerFormValues {
  customer_id: string | null;
  owner_change_reason: string;
}

const OWNERSHIP_KINDS = new Set(['ownership_started', 'ownership_ended']);

/** /vehicles/{id}/settings: service reminders and the change of owner. */
export default function VehicleSettingsPage() {
  const { id, vehicle, fallback } = useVehiclePage();
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en-GB' : 'es-ES';
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const { modal, notification } = App.useApp();
  const reminders = useReminders(id);
  const saveReminder = useSaveReminder(id);
  const deleteReminder = useDeleteReminder(id);
  const saveVehicle = useSaveVehicle(id);
  const history = useVehicleHistory(id, 100);
  const [editing, setEditing] = useState<ServiceReminder | null | undefined>(undefined);
  const [ownerForm] = Form.useForm<OwnerFormValues>();
  const [ownerError, setOwnerError] = useState<unknown>(null);
  if (!vehicle) return fallback;

  const toggleDone = (reminder: ServiceReminder) =>
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
      { onError: (error) => notification.error({ title: extractErrorMessage(error) }) },
    );

  const confirmDelete = (reminder: ServiceReminder) =>
    modal.confirm({
      title: t('vehicles.reminder.deleteTitle', { description: reminder.description }),
      okText: t('vehicles.action.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        deleteReminder
          .mutateAsync(reminder.id)
          .catch((error: unknown) => notification.error({ title: extractErrorMessage(error) })),
    });

  const changeOwner = async (values: OwnerFormValues) => {
    setOwnerError(null);
    try {
      await saveVehicle.mutateAsync({
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
  const dueText = (reminder: ServiceReminder) =>
    [
      reminder.due_date
        ? new Date(`${reminder.due_date}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' })
        : null,
      reminder.due_km !== null ? `${reminder.due_km.toLocaleString(locale)} km` : null,
    ]
      .filter(Boolean)
      .join(t('vehicles.reminder.whicheverFirst'));

  return (
    <>
      <PageHeader
        title={
          <>
            {t('vehicles.settings.title')}{' '}
            <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
          </>
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
            title={t('vehicles.detail.reminders')}
            extra={
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing(null)}
                data-testid="new-reminder"
              >
                <FormattedMessage id="vehicles.reminder.new" />
              </Button>
            }
          >
            <List
              loading={reminders.isPending}
              dataSource={reminders.data ?? []}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('vehicles.reminder.none')}
                  />
                ),
              }}
              renderItem={(reminder) => (
                <List.Item
                  key={reminder.id}
                  data-testid="reminder-item"
                  actions={[
                    <Tooltip
                      key="done"
                      title={t(
                        reminder.state === 'done'
                          ? 'vehicles.reminder.reopen'
                          : 'vehicles.reminder.markDone',
                      )}
                    >
                      <Button
                        type="text"
                        icon={reminder.state === 'done' ? <UndoOutlined /> : <CheckOutlined />}
                        onClick={() => toggleDone(reminder)}
                        aria-label={t(
                          reminder.state === 'done'
                            ? 'vehicles.reminder.reopen'
                            : 'vehicles.reminder.markDone',
                        )}
                      />
                    </Tooltip>,
                    <Tooltip key="edit" title={t('vehicles.action.edit')}>
                      <Button
                        type="text"
                        icon={<EditOutlined />}
                        onClick={() => setEditing(reminder)}
                        aria-label={t('vehicles.action.edit')}
                      />
                    </Tooltip>,
                    <Tooltip key="delete" title={t('vehicles.action.delete')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => confirmDelete(reminder)}
                        aria-label={t('vehicles.action.delete')}
                      />
                    </Tooltip>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Space wrap>
                        {reminder.description}
                        <ReminderStateTag state={reminder.state} />
                      </Space>
                    }
                    description={`${t(`vehicles.reminder.kind.${reminder.kind}`)} · ${dueText(reminder)}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('vehicles.settings.owner')}>
            <Typography.Paragraph>
              {t('vehicles.settings.currentOwner')}{' '}
              {vehicle.customer_id && vehicle.customer_name ? (
                <Link to={`/customers/${vehicle.customer_id}`}>{vehicle.customer_name}</Link>
              ) : (
                <Typography.Text type="secondary">{t('vehicles.noOwner')}</Typography.Text>
              )}
            </Typography.Paragraph>
            <Form
              form={ownerForm}
              layout="vertical"
              onFinish={(values) => void changeOwner(values)}
            >
              <Form.Item
                name="customer_id"
                label={t('vehicles.settings.newOwner')}
                rules={[{ required: true, message: t('vehicles.error.newOwner') }]}
              >
                <CustomerPicker excludeIds={vehicle.customer_id ? [vehicle.customer_id] : []} />
              </Form.Item>
              <Form.Item name="owner_change_reason" label={t('vehicles.settings.reason')}>
                <Input maxLength={300} placeholder={t('vehicles.settings.reasonPlaceholder')} />
              </Form.Item>
              {ownerError ? (
                <Typography.Paragraph type="danger">
                  <SaveErrorMessage
                    error={ownerError}
                    existingPath={(existing) => `/vehicles/${existing}`}
                    onReload={() => setOwnerError(null)}
                  />
                </Typography.Paragraph>
              ) : null}
              <Button type="primary" htmlType="submit" loading={saveVehicle.isPending}>
                <FormattedMessage id="vehicles.settings.changeOwner" />
              </Button>
            </Form>
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {t('vehicles.settings.ownership')}
            </Typography.Title>
            <HistoryTimeline
              loading={history.isPending}
              items={ownership.map((entry) => ({
                id: `${entry.id}:${entry.kind}`,
                occurred_at: entry.occurred_at,
                kind: entry.kind,
                title: entry.title,
                extra:
                  typeof entry.details.reason === 'string' ? (
                    <Typography.Text type="secondary">{entry.details.reason}</Typography.Text>
                  ) : undefined,
              }))}
              emptyText={t('vehicles.settings.noOwnership')}
            />
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
