import type { ServiceReminder } from '@px/contracts';
import { Empty, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';
import { reminderDue } from '../model';
import { ReminderStateTag } from './reminder-state-tag';

export interface ReminderListProps {
  reminders: ServiceReminder[];
  loading?: boolean;
  /** The empty state's text and, optionally, an action under it. */
  emptyText: ReactNode;
  emptyExtra?: ReactNode;
  /** Buttons on the right of each reminder (mark done, edit, delete). */
  actions?: (reminder: ServiceReminder) => ReactNode;
  compact?: boolean;
  'data-testid'?: string;
}

/** Service reminders: description with its state tag, kind, when it is due and when it was done. */
export function ReminderList({
  reminders,
  loading,
  emptyText,
  emptyExtra,
  actions,
  compact,
  ...rest
}: ReminderListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (reminders.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
        data-testid={rest['data-testid']}
      >
        {emptyExtra}
      </Empty>
    );
  }
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      data-testid={rest['data-testid']}
      aria-label={t('vehicles.detail.reminders')}
    >
      {reminders.map((reminder, index) => {
        const done = reminder.state === 'done';
        const due = reminderDue(reminder, format).join(t('vehicles.reminder.whicheverFirst'));
        return (
          <li
            key={reminder.id}
            data-testid="reminder-item"
            data-state={reminder.state}
            style={{
              padding: compact ? '8px 0' : '12px 0',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <Flex justify="space-between" align="center" gap={12}>
              <Flex vertical gap={2} style={{ minWidth: 0, opacity: done ? 0.7 : 1 }}>
                <Flex wrap gap={8} align="center">
                  <Typography.Text strong delete={done}>
                    {reminder.description}
                  </Typography.Text>
                  <ReminderStateTag state={reminder.state} />
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {[t(`vehicles.reminder.kind.${reminder.kind}`), due].filter(Boolean).join(' · ')}
                </Typography.Text>
                {reminder.done_at && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('vehicles.reminder.doneOn', { date: format.date(reminder.done_at) })}
                  </Typography.Text>
                )}
              </Flex>
              {actions && (
                <Flex gap={4} style={{ flex: 'none' }}>
                  {actions(reminder)}
                </Flex>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
