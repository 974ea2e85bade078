import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { ServiceReminder } from '@px/contracts';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDeleteReminder, type useReminders, useSaveReminder } from '../../api';
import { ReminderList } from '../reminder-list';
import { ReminderModal } from '../reminder-modal';

interface RemindersCardProps {
  /** The vehicle's id as the address has it. */
  id: string;
  reminders: ReturnType<typeof useReminders>;
  canUpdate: boolean;
}

/**
 * The vehicle's service reminders: the list with mark done / reopen, edit and delete, and the
 * dialog to create or edit one.
 */
export function RemindersCard({ id, reminders, canUpdate }: RemindersCardProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { modal, notification } = useFeedback();
  const saveReminder = useSaveReminder(id);
  const deleteReminder = useDeleteReminder(id);
  const [editing, setEditing] = useState<ServiceReminder | null | undefined>(undefined);
  const [toggling, setToggling] = useState<string | null>(null);

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
